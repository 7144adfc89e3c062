/**
 * Dealing a code is costly (the core builds a winnable deal), and every saved
 * copy of a game is checked by replaying it: keep the last few deals.
 */
import { gameFromDeal, newGameFromCode, playPair, type Game } from '@/core/game';
import type { CodeError } from '@/core/code';
import type { MoveError } from '@/core/position';
import type { Result } from '@/core/result';
import { LAYOUTS } from '@/core/layouts';
import { TILE_SET } from '@/core/tiles';

const KEEP = 6;
const starts = new Map<string, Game>();

export function dealt(code: string): Result<Game, CodeError> {
  const key = code.trim().toUpperCase();
  const known = starts.get(key);
  if (known) {
    starts.delete(key);
    starts.set(key, known); // most recently used last
    return { ok: true, value: known };
  }
  const made = newGameFromCode(code);
  if (!made.ok) return made;
  starts.set(key, made.value);
  starts.set(made.value.code, made.value);
  while (starts.size > KEEP) starts.delete(starts.keys().next().value as string);
  return made;
}

export function replayGame(code: string, moves: readonly [number, number][]): Result<Game, CodeError | MoveError> {
  const start = dealt(code);
  if (!start.ok) return start;
  let game = start.value;
  for (const [a, b] of moves) {
    const next = playPair(game, a, b);
    if (!next.ok) return next;
    game = next.value;
  }
  return { ok: true, value: game };
}

/** What the store holds before storage is read: no deal, never shown (ready is false). */
export function placeholderGame(): Game {
  return gameFromDeal('', LAYOUTS[0], TILE_SET, []);
}
