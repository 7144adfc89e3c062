/**
 * What the player may do now, and what the page shows of the game: each decided
 * here once, from the game's state, for every component to bind to.
 */
import { computed, type Ref, type ShallowRef } from 'vue';
import { gameStatus, type Game } from '@/core/game';
import { playablePairs, remainingCount } from '@/core/position';
import type { SavedGame } from '../../storage/savedGame';

/** What the page shows of the game: a board in play, paused (or covered by a dialog), won, or with no more moves. */
export type SessionStatus = 'playing' | 'paused' | 'won' | 'stuck';

export interface DecisionInputs {
  ready: Ref<boolean>;
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  /** A dialog covers the board. */
  held: Ref<boolean>;
  /** The player asked to see whether the game can still be won (a setting). */
  winnableWanted: () => boolean;
}

export function sessionDecisions({ ready, game, saved, held, winnableWanted }: DecisionInputs) {
  const moveCount = computed(() => game.value.moves.length);
  // From the replayed position, never from the stored flag. A fresh deal is in play, its clock waiting for the first tap.
  const status = computed<SessionStatus>(() => {
    const state = gameStatus(game.value);
    if (state !== 'playing') return state;
    if (held.value) return 'paused';
    // A game whose clock stopped at "Finish for me" is still in play.
    return saved.value.runningSince === null && !saved.value.fresh && !saved.value.frozen ? 'paused' : 'playing';
  });
  const inPlay = computed(() => ready.value && status.value === 'playing');
  return {
    moveCount,
    status,
    /** Undo takes back the last pair of a game in play or with no more moves; a paused board has nothing to undo. */
    canUndo: computed(() => ready.value && moveCount.value > 0 && (status.value === 'playing' || status.value === 'stuck')),
    canHint: inPlay,
    canPause: inPlay,
    canRestart: computed(() => ready.value && moveCount.value > 0 && status.value !== 'won'),
    /** A game with pairs removed and not won: leaving it for another counts it as played, so the player is asked first. */
    needsConfirmToLeave: computed(() => (status.value === 'playing' || status.value === 'paused') && moveCount.value > 0),
    /** The "can still be won" answer is shown: asked for, and about a game not yet over. */
    showsWinnable: computed(() => winnableWanted() && ready.value && (status.value === 'playing' || status.value === 'stuck')),
    /** Tiles still on the board, and the pairs of them that can be played now (what the toolbar shows). */
    remaining: computed(() => remainingCount(game.value.position)),
    pairsFree: computed(() => playablePairs(game.value.position).length),
  };
}
