/**
 * "Can this game still be won?" after the player's moves, from what is known
 * of another position of the same game, mostly the one a move earlier. Most
 * moves settle it without a solve: a plan that still clears the board answers
 * yes, and a game already lost stays lost (a move only ever takes tiles away,
 * so it never makes a lost game winnable). Otherwise the solver runs, led by
 * the plan known before.
 */
import { copyPairs, diverged } from './game.ts';
import { remainingPlan } from './hint.ts';
import type { Position, Pair } from './position.ts';
import { solve, type SearchStats } from './solver/index.ts';

/** What is known of one position of a game: the moves that reach it, and its verdict. */
export interface KnownPosition {
  readonly moves: readonly Readonly<Pair>[];
  /** null: the solver ran out of budget there. */
  readonly winnable: boolean | null;
  /** A plan that clears that position, when winnable. */
  readonly plan: readonly Readonly<Pair>[] | null;
}

export interface WinnableAfter extends KnownPosition {
  readonly moves: [number, number][];
  readonly plan: [number, number][] | null;
  /** Whether the solver ran (false: settled by what was known). */
  readonly solved: boolean;
}

/**
 * The verdict of `position`, reached by `moves`, given what is known of
 * another position of the same game (null: nothing). `stats`, when given, is
 * filled in by the solve, if one runs.
 */
export function winnableAfter(position: Position, moves: readonly Readonly<Pair>[], known: KnownPosition | null, budget: number, stats?: SearchStats): WinnableAfter {
  const own = copyPairs(moves);
  if (known !== null && known.plan !== null) {
    const kept = remainingPlan(position, known.plan);
    if (kept !== null) return { moves: own, winnable: true, plan: kept, solved: false };
  }
  if (known !== null && known.winnable === false && known.moves.length <= moves.length && !diverged(moves, known.moves)) return { moves: own, winnable: false, plan: null, solved: false };
  const verdict = solve(position, { budget, stats, lead: known?.plan ?? undefined });
  if (verdict.status === 'winnable') return { moves: own, winnable: true, plan: verdict.plan, solved: true };
  return { moves: own, winnable: verdict.status === 'unwinnable' ? false : null, plan: null, solved: true };
}
