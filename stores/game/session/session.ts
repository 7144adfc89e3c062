/**
 * The session: the saved game and what each of the player's actions makes of it.
 * Pure: given the saved game, an action and the moment, it says the next saved
 * game, whether it must reach sync at once, and the finished game to count, if any.
 * The store decides whether an action is allowed and applies what this returns.
 * Times written are the wall clock's, clamped (the machine's date may be wrong);
 * the store banks the time played, measured on its monotonic clock, into the
 * saved game before each action, so the running stretch seen here is short.
 */
import { copyPairs, type GameStatus } from '@/core/game';
import type { GameRecord } from '../../../core/records';
import { elapsedOf, type SavedGame } from '../../storage/savedGame';
import { clampTime } from '../../storage/schema';

import type { Pair } from '@/core/position';

/** A finished game as the statistics count it. */
export type FinishedGame = Omit<GameRecord, 'seq'>;

/** Who writes and when: the page (orders copies of several tabs) and the device it runs on. */
export interface Stamp {
  now: number;
  page: string;
  device: string;
}

export type SessionAction =
  /** The first tap on a fresh deal: its clock starts. */
  | { kind: 'touched' }
  /**
   * Pairs were removed; `board` is the board's state after them. `redo`: the pairs still to redo
   * (a redo keeps the rest of them); absent, a new pair clears what there was to redo.
   */
  | { kind: 'played'; moves: readonly Pair[]; board: GameStatus; layoutId: string; redo?: readonly Pair[] }
  | { kind: 'hinted' }
  /** Moves taken back (undo, restart); `clock` says whether the clock runs after; `redo` what redo plays back. */
  | { kind: 'rewound'; moves: readonly Pair[]; clock: 'runs' | 'stands'; redo?: readonly Pair[] }
  /** Show me how played, or the game went on after undo to the last winnable position: kept off the leaderboard. */
  | { kind: 'assisted' }
  /** Every tile left is free ("Finish for me" is offered): the clock stops there, the game stays in play. */
  | { kind: 'finishOffered' }
  /** The player paused, or the page was hidden: the clock stops and the game is no longer fresh. */
  | { kind: 'paused' }
  /** Something covers the board (a dialog): the clock stops, the game keeps its freshness. */
  | { kind: 'clockStopped' }
  | { kind: 'clockStarted' }
  /** The game was taken up again (an offered game swapped in): it counts as played now. */
  | { kind: 'takenUp' };

export interface SessionStep {
  saved: SavedGame;
  /** Sync must have this copy at once (the game ended, paused or changed hands), not at the bounded rate. */
  urgent: boolean;
  /** The game just ended and is to be counted. */
  finished: FinishedGame | null;
}

/** A new game's saved form: not started (its clock waits for the first tap), nothing played. */
export function newSavedGame(code: string, id: string, stamp: Stamp): SavedGame {
  const now = clampTime(stamp.now);
  return {
    id, code, moves: [], hintsUsed: 0, elapsedMs: 0, runningSince: null, fresh: true,
    startedAt: now, playedAt: now, rev: 0, writer: stamp.page, device: stamp.device || stamp.page, won: false,
  };
}

interface ChangeOptions {
  /** The change is play (a move, a hint, a tap): "most recently played" orders machines' copies by it. */
  played: boolean;
  urgent?: boolean;
  finished?: FinishedGame | null;
}

function changed(saved: SavedGame, patch: Partial<SavedGame>, stamp: Stamp, options: ChangeOptions): SessionStep {
  const next: SavedGame = {
    ...saved, ...patch, rev: saved.rev + 1, writer: stamp.page, device: stamp.device || stamp.page,
    ...(options.played ? { playedAt: clampTime(stamp.now) } : {}),
  };
  return { saved: next, urgent: options.urgent ?? false, finished: options.finished ?? null };
}

/** The pairs to redo, kept only when there are any (older copies have none; an undefined field is not stored). */
const redoPatch = (redo: readonly Pair[] | undefined): Partial<SavedGame> => ({ redo: redo?.length ? copyPairs(redo) : undefined });

export function reduceSession(saved: SavedGame, action: SessionAction, stamp: Stamp): SessionStep {
  const now = clampTime(stamp.now);
  switch (action.kind) {
    case 'touched':
      return changed(saved, { fresh: false, runningSince: now }, stamp, { played: true });
    case 'played': {
      const ends = action.board !== 'playing';
      const ms = elapsedOf(saved, now);
      const won = action.board === 'won';
      const patch: Partial<SavedGame> = {
        moves: copyPairs(action.moves), won, ...redoPatch(action.redo), ...(ends ? { elapsedMs: ms, runningSince: null, frozen: undefined } : {}),
      };
      const finished = won
        ? { id: saved.id, code: saved.code, layoutId: action.layoutId, at: now, ms, hints: saved.hintsUsed, won: true, ...(saved.assisted ? { assisted: true } : {}) }
        : null;
      return changed(saved, patch, stamp, { played: true, urgent: ends, finished });
    }
    case 'hinted':
      return changed(saved, { hintsUsed: saved.hintsUsed + 1 }, stamp, { played: true });
    case 'rewound':
      return changed(
        saved,
        {
          moves: copyPairs(action.moves), elapsedMs: elapsedOf(saved, now), runningSince: action.clock === 'runs' ? now : null,
          frozen: undefined, ...redoPatch(action.redo),
        },
        stamp,
        { played: true },
      );
    case 'paused':
      return changed(saved, { elapsedMs: elapsedOf(saved, now), runningSince: null, fresh: false, frozen: undefined }, stamp, { played: false, urgent: true });
    case 'assisted':
      return changed(saved, { assisted: true }, stamp, { played: true });
    case 'finishOffered':
      return changed(saved, { elapsedMs: elapsedOf(saved, now), runningSince: null, fresh: false, frozen: true }, stamp, { played: false });
    case 'clockStopped':
      return changed(saved, { elapsedMs: elapsedOf(saved, now), runningSince: null }, stamp, { played: false });
    case 'clockStarted':
      // A clock stopped at "Finish for me" stays stopped.
      return changed(saved, { runningSince: saved.frozen ? null : now }, stamp, { played: false });
    case 'takenUp':
      return changed(saved, {}, stamp, { played: true, urgent: true });
  }
}

/** A game left unfinished after at least one move counts as played (not won); one never touched does not count. */
export function abandoned(saved: SavedGame, layoutId: string, now: number): FinishedGame | null {
  if (saved.won || saved.moves.length === 0) return null;
  const at = clampTime(now);
  return {
    id: saved.id, code: saved.code, layoutId, at, ms: elapsedOf(saved, at), hints: saved.hintsUsed, won: false, ...(saved.assisted ? { assisted: true } : {}),
  };
}
