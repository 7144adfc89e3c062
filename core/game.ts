/** A game: its code, the deal it names, and the pairs removed so far (the undo history). */
import { geometryOf, type Layout } from './layout.ts';
import { initialPosition, isStuck, isWon, removePair, type MoveError, type Position, type Pair } from './position.ts';
import { ok, type Result } from './result.ts';
import type { Face } from './tiles.ts';

export interface Game {
  /** Canonical code, e.g. 'MJ1-L00-AAAAABL'. */
  readonly code: string;
  readonly layout: Layout;
  readonly faces: readonly Face[];
  /** The winning plan the deal was built from. */
  readonly plan: readonly Pair[];
  /** Pairs removed so far, oldest first: all of them (72 on 144 tiles), so the whole game can be undone. */
  readonly moves: readonly Pair[];
  readonly start: Position;
  readonly position: Position;
}

export type GameStatus = 'playing' | 'won' | 'stuck';

/** A game at its start from an already dealt board (core/newGame.ts deals one from its code). */
export function gameFromDeal(code: string, layout: Layout, faces: readonly Face[], plan: readonly Pair[]): Game {
  const start = initialPosition(geometryOf(layout), faces);
  return { code, layout, faces, plan, moves: [], start, position: start };
}

export function playPair(g: Game, a: number, b: number): Result<Game, MoveError> {
  const next = removePair(g.position, a, b);
  if (!next.ok) return next;
  return ok({ ...g, moves: [...g.moves, [a, b]], position: next.value });
}

function applyMoves(start: Position, moves: readonly Pair[]): Result<Position, MoveError> {
  let p = start;
  for (const [a, b] of moves) {
    const next = removePair(p, a, b);
    if (!next.ok) return next;
    p = next.value;
  }
  return ok(p);
}

/** One pair back; a game at its start is returned unchanged. */
export function undo(g: Game): Game {
  if (g.moves.length === 0) return g;
  const moves = g.moves.slice(0, -1);
  // Replaying from the start cannot fail (these moves were played) and restores the position exactly.
  const position = applyMoves(g.start, moves);
  if (!position.ok) throw new Error(`undo history does not replay: ${position.error.kind} at slot ${position.error.slot}`);
  return { ...g, moves, position: position.value };
}

/** Fresh copies of pairs (moves or a plan), so a caller's arrays are never shared. */
export function copyPairs(pairs: readonly (readonly [number, number])[]): Pair[] {
  return pairs.map(([a, b]): Pair => [a, b]);
}

/** Neither line of moves is the start of the other. */
export function diverged(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i][0] !== b[i][0] || a[i][1] !== b[i][1]) return true;
  return false;
}

export function restart(g: Game): Game {
  return { ...g, moves: [], position: g.start };
}

/** The moves played again from a game's start (an already dealt board), refused if any move is not legal. */
export function replayFrom(g: Game, moves: readonly Pair[]): Result<Game, MoveError> {
  const position = applyMoves(g.start, moves);
  if (!position.ok) return position;
  return ok({ ...g, moves: copyPairs(moves), position: position.value });
}

export function gameStatus(g: Game): GameStatus {
  if (isWon(g.position)) return 'won';
  return isStuck(g.position) ? 'stuck' : 'playing';
}
