import { layoutOfCode, parseCode } from '../../core/code.ts';
import { isInt, isRecord, isShortString, isTime, ID_PATTERN, MAX_ELAPSED_MS, SCHEMA_VERSION } from './schema.ts';

/** The current game as stored: enough to replay it exactly, clock included. */
export interface SavedGame {
  id: string; // unique per started game: the same code started twice is two games
  code: string;
  moves: [number, number][];
  hintsUsed: number;
  /** Time played before `runningSince` (all of it while paused). */
  elapsedMs: number;
  /** Wall-clock time from which the running clock's time is not in `elapsedMs` yet (its start or its last heartbeat), or null while paused (or fresh). */
  runningSince: number | null;
  /** Dealt and not touched yet: the clock waits for the first tap (absent in copies older releases wrote: false). */
  fresh?: boolean;
  startedAt: number;
  /** Last time the game was played (moved, undone, hinted, restarted): "most recently played" wins. */
  playedAt: number;
  /** Bumped on every change; with `writer`, orders the copies that several tabs write. */
  rev: number;
  writer: string;
  /** The device that wrote it: copies a machine wrote itself are not "another machine's". */
  device: string;
  won: boolean;
  /** The pairs undone that redo plays back, the next one first; a new pair clears them (absent: none). */
  redo?: [number, number][];
  /** Show me how played, or the game went on after undo to the last winnable position: off the leaderboard. */
  assisted?: boolean;
  /** Every tile left is free: the clock stopped when "Finish for me" was offered, the game still in play. */
  frozen?: boolean;
}

/**
 * How often a page whose game clock runs writes the time played so far
 * (`elapsedMs`, with `runningSince` moved to then). A stored copy's running
 * stretch is therefore never longer than this while its page lives: past it,
 * the page was closed, crashed or asleep, or the wall clock jumped.
 */
export const HEARTBEAT_MS = 2_000;

/** The running stretch a copy's `runningSince` vouches for: never negative, never past the next heartbeat. */
export function unbankedMs(game: SavedGame, now: number): number {
  if (game.runningSince === null) return 0;
  return Math.min(HEARTBEAT_MS, Math.max(0, now - game.runningSince));
}

/** Time played by a stored copy at wall time `now`, which is trusted for one heartbeat at most. */
export function elapsedOf(game: SavedGame, now: number): number {
  return Math.min(MAX_ELAPSED_MS, game.elapsedMs + unbankedMs(game, now));
}

/** Between tabs of one browser: whether `a` should replace `b`. The revision orders one game's copies. */
export function isNewer(a: SavedGame, b: SavedGame): boolean {
  if (a.id === b.id) {
    if (a.rev !== b.rev) return a.rev > b.rev;
    return a.writer > b.writer;
  }
  if (a.playedAt !== b.playedAt) return a.playedAt > b.playedAt;
  if (a.startedAt !== b.startedAt) return a.startedAt > b.startedAt;
  return a.id > b.id;
}

/** Between machines: the most recently played copy wins (pausing is not playing). */
export function isNewerRemote(a: SavedGame, b: SavedGame): boolean {
  if (a.playedAt !== b.playedAt) return a.playedAt > b.playedAt;
  if (a.id === b.id && a.rev !== b.rev) return a.rev > b.rev;
  return a.id === b.id ? a.writer > b.writer : a.id > b.id;
}

export function sameCopy(a: SavedGame, b: SavedGame): boolean {
  return a.id === b.id && a.rev === b.rev && a.writer === b.writer;
}

/**
 * The same position of the same game: what the solver answered for it still holds, whatever else
 * changed meanwhile (a pause, the clock, the copy's revision).
 */
export function samePosition(a: SavedGame, b: SavedGame): boolean {
  // Moves are pairs, so the joined lists are equal exactly when the moves are.
  return a.id === b.id && a.code === b.code && a.moves.join() === b.moves.join();
}

/** Further along: more pairs removed (a won game beats any other). */
export function furtherAlong(a: SavedGame, b: SavedGame): boolean {
  if (a.won !== b.won) return a.won;
  return a.moves.length > b.moves.length;
}

/** The form written to sync: the clock stopped, so another machine never counts time twice. */
export function pausedCopy(game: SavedGame, now: number): SavedGame {
  return { ...game, elapsedMs: elapsedOf(game, now), runningSince: null };
}

/** A well-formed code of a later code version or of a layout this release lacks: a newer release wrote it. */
export function codeFromNewerRelease(code: string): boolean {
  const parsed = parseCode(code);
  if (parsed.ok) return false;
  if (parsed.error.kind === 'version') return true;
  return parsed.error.kind === 'layout' && layoutOfCode(code.trim().toUpperCase()) !== null;
}

export const CODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

function parsePairs(list: unknown): [number, number][] | string {
  // At most the pairs of the largest layout (core/tileSets' MAX_TILES / 2, written out: that module is not in the first load).
  if (!Array.isArray(list) || list.length > 144) return 'moves';
  const pairs: [number, number][] = [];
  for (const m of list) {
    if (!Array.isArray(m) || m.length !== 2 || !isInt(m[0], 0, 1023) || !isInt(m[1], 0, 1023)) return 'move';
    pairs.push([m[0], m[1]]);
  }
  return pairs;
}

export function parseSavedGame(data: Record<string, unknown>): SavedGame | string {
  const g = data.game;
  if (!isRecord(g)) return 'game missing';
  if (!isShortString(g.id, 16, ID_PATTERN)) return 'id';
  if (!isShortString(g.code, 32, CODE_PATTERN)) return 'code';
  const moves = parsePairs(g.moves);
  if (typeof moves === 'string') return moves;
  const redo = g.redo === undefined ? [] : parsePairs(g.redo);
  if (typeof redo === 'string') return `redo ${redo}`;
  if (moves.length + redo.length > 144) return 'redo';
  if (!isInt(g.hintsUsed, 0, 100_000)) return 'hintsUsed';
  if (!isInt(g.elapsedMs, 0, MAX_ELAPSED_MS)) return 'elapsedMs';
  if (g.runningSince !== null && !isTime(g.runningSince)) return 'runningSince';
  if (!isTime(g.startedAt) || !isTime(g.playedAt)) return 'times';
  if (!isInt(g.rev, 0, Number.MAX_SAFE_INTEGER)) return 'rev';
  if (!isShortString(g.writer, 16, ID_PATTERN)) return 'writer';
  if (!isShortString(g.device, 16, ID_PATTERN)) return 'device';
  if (typeof g.won !== 'boolean') return 'won';
  if (g.fresh !== undefined && typeof g.fresh !== 'boolean') return 'fresh';
  if (g.assisted !== undefined && typeof g.assisted !== 'boolean') return 'assisted';
  if (g.frozen !== undefined && typeof g.frozen !== 'boolean') return 'frozen';
  return {
    id: g.id, code: g.code, moves, hintsUsed: g.hintsUsed, elapsedMs: g.elapsedMs,
    runningSince: g.runningSince, startedAt: g.startedAt, playedAt: g.playedAt,
    rev: g.rev, writer: g.writer, device: g.device, won: g.won,
    ...(g.fresh === true ? { fresh: true } : {}),
    ...(redo.length > 0 ? { redo } : {}),
    ...(g.assisted === true ? { assisted: true } : {}),
    ...(g.frozen === true ? { frozen: true } : {}),
  };
}

/** The stored form that `parseSavedGame` reads back (after `readVersioned`). */
export const makeSavedGame = (game: SavedGame) => ({ v: SCHEMA_VERSION, game });
