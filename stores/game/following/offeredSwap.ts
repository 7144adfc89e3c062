/**
 * The game another tab or machine left further along than the one shown is
 * offered: taken up (the one shown is offered in its place, if it was played) or
 * let go (counted as played, unless it is another line of the game shown).
 */
import type { ShallowRef } from 'vue';
import { layoutOfCode } from '@/core/code';
import { pausedCopy, type SavedGame } from '../../storage/savedGame';
import { abandoned, type FinishedGame } from '../session/session';
import type { Shown } from '../session/shown';

export interface OfferedSwapInputs {
  offered: ShallowRef<SavedGame | null>;
  now(): number;
  /** The layout shown: a stored code of a layout this release lacks is counted under it. */
  layoutId(): string;
  show(next: SavedGame): boolean;
  offer(other: SavedGame | null): void;
  count(finished: FinishedGame | null): void;
}

/** `act`: the game taken up is told so (it counts as played now). */
export function offeredSwap({ ready, saved, act }: Pick<Shown, 'ready' | 'saved' | 'act'>, inputs: OfferedSwapInputs) {
  const { offered } = inputs;
  return {
    /** Swaps the offered game in; the one shown now is offered in its place if it was played. */
    accept(): void {
      const other = offered.value;
      if (!ready.value || !other) return;
      const current = saved.value;
      if (!inputs.show({ ...other, runningSince: null })) return inputs.offer(null);
      act({ kind: 'takenUp' });
      inputs.offer(current.moves.length > 0 && !current.won && current.id !== other.id ? pausedCopy(current, inputs.now()) : null);
    },
    dismiss(): void {
      const other = offered.value;
      if (!ready.value || !other) return;
      // Another line of the game being played is not a game of its own: it ends with that game.
      if (other.id !== saved.value.id) {
        inputs.count(abandoned({ ...other, runningSince: null }, layoutOfCode(other.code) ?? inputs.layoutId(), inputs.now()));
      }
      inputs.offer(null);
    },
  };
}
