/**
 * After a win: a game won on another page, or before this one opened, is not shown
 * again. The page deals the game that follows it (the same one on every page) and
 * keeps it unstored until it is played, so the page that won keeps its win; the
 * win is shown quietly over the next game until its first pair is removed.
 */
import { computed, shallowRef, type Ref, type ShallowRef } from 'vue';
import { layoutOfCode } from '@/core/code';
import type { Game } from '@/core/game';
import type { Dealing } from '../../core/dealing';
import { elapsedOf, sameCopy, type SavedGame } from '../storage/savedGame';
import { loadNextGame } from './lazyParts';

/** The won game a page moved on from, shown quietly over the next one. */
export interface LastResult {
  id: string;
  code: string;
  layoutId: string;
  ms: number;
  hints: number;
}

export interface AfterWinInputs {
  dealing: Dealing;
  saved: ShallowRef<SavedGame>;
  moveCount: Ref<number>;
  now(): number;
  device(): string;
  /** Shows the game that follows `won`, under the id every page gives it. */
  showNext(next: Game, id: string, won: SavedGame): void;
}

export function afterWin({ dealing, saved, moveCount, now, device, showNext }: AfterWinInputs) {
  const lastWon = shallowRef<LastResult | null>(null);
  return {
    /** The win moved on from, until the next game's first pair is removed. */
    lastResult: computed(() => (moveCount.value === 0 ? lastWon.value : null)),
    dismiss(): void {
      lastWon.value = null;
    },
    /** Moves on from `won` to the game that follows it; `quiet`: without the last-result line. */
    async moveOn(won: SavedGame, { quiet = false } = {}): Promise<void> {
      // Loaded when a win is met, not with every page.
      const { nextGameAfter } = await loadNextGame();
      const next = nextGameAfter(won, device());
      if (!next) return;
      const made = await dealing.deal(next.code);
      if (!made.ok || !sameCopy(saved.value, won)) return; // another game came meanwhile
      const layoutId = layoutOfCode(won.code) ?? made.value.layout.id;
      lastWon.value = quiet ? null : { id: won.id, code: won.code, layoutId, ms: elapsedOf(won, now()), hints: won.hintsUsed };
      showNext(made.value, next.id, won);
    },
  };
}
