/**
 * Finish for me: once every tile left is free, the rest can be removed at once (any matching
 * tiles then make a pair). The clock stops when the offer appears, so the time is the player's
 * own; the game stays in play (the saved game's `frozen`) until it is finished or undone.
 */
import { computed, watch, type Ref, type ShallowRef } from 'vue';
import type { Game } from '@/core/game';
import { isFree, isPresent, type Position, type Pair } from '@/core/position';
import type { SavedGame } from '../storage/savedGame';
import type { SessionStatus } from './decisions';
import type { SessionAction } from './session';

/** Whether tiles are left and every one of them is free. */
export function allFree(p: Position): boolean {
  let any = false;
  for (let slot = 0; slot < p.faces.length; slot++) {
    if (!isPresent(p, slot)) continue;
    if (!isFree(p, slot)) return false;
    any = true;
  }
  return any;
}

export interface FinishInputs {
  ready: Ref<boolean>;
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  status: Ref<SessionStatus>;
  act(action: SessionAction): void;
  play(pairs: Pair[]): void;
}

export type Finishing = ReturnType<typeof finishing>;

/** Loaded just after start-up. */
export function finishing({ ready, game, saved, status, act, play }: FinishInputs) {
  const finishable = computed(() => ready.value && status.value === 'playing' && allFree(game.value.position));
  // The offer appears: the clock stops there (a fresh deal is never all free; a paused game is offered again at resume).
  const stopsNow = () => finishable.value && !saved.value.frozen && saved.value.runningSince !== null;
  watch(stopsNow, (stop) => stop && act({ kind: 'finishOffered' }), { immediate: true, flush: 'sync' });
  return {
    canFinish: finishable,
    finish(): void {
      if (!finishable.value) return;
      const asked = game.value;
      void import('../../core/finishingPairs').then((m) => game.value === asked && play(m.finishingPairs(asked.position)));
    },
  };
}
