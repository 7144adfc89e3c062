/**
 * "Can this game still be won?", asked of the solver for the position shown when
 * the player wants to know (the setting), the newest question's answer kept.
 */
import { ref, type Ref } from 'vue';
import type { SolverClient } from '../../solver/client';
import type { SavedGame } from '../../storage/savedGame';

export interface WinnableCheck {
  /** True or false once known for the position shown; null while unknown. */
  readonly winnable: Ref<boolean | null>;
  /** Asks again for the position now shown (a move, another game), when the answer is wanted. */
  refresh(): void;
  /** Set from elsewhere (a hint's answer carries it). */
  learn(winnable: boolean): void;
  forget(): void;
}

export function createWinnableCheck(
  solver: Pick<SolverClient, 'solve'>,
  wanted: () => boolean,
  current: () => { saved: SavedGame; won: boolean },
): WinnableCheck {
  const winnable = ref<boolean | null>(null);
  let newest = 0;
  return {
    winnable,
    refresh() {
      if (!wanted()) return;
      const asked = ++newest;
      const { saved, won } = current();
      winnable.value = won ? true : null;
      if (won) return;
      void solver.solve(saved.code, saved.moves).then((answer) => {
        if (asked === newest) winnable.value = answer.winnable;
      }, () => undefined); // unknown stays unknown
    },
    learn(value) {
      winnable.value = value;
    },
    forget() {
      winnable.value = null;
    },
  };
}
