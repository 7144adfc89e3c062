/**
 * Undo to the last winnable position: how many of a game's moves to keep so that the position
 * can still be won, and a plan that wins from there. Runs where the solver runs (the worker).
 *
 * Winnable positions form a prefix of the game: a position that can be won can also be won from
 * any earlier position of the same game (by playing the same pairs again first). So the answer is
 * found by halving the range, a few solver runs rather than one per move. A position the solver
 * cannot settle in its budget counts as not known winnable: the answer is always a proven one.
 */
import { remainingPlan } from './hint';
import { removePair, type Position, type Pair } from './position';
import { solve } from './solver';
import type { Game } from './game';

export interface WinnableBack {
  /** Moves to keep (the position after them can be won); the game's length when it can be won as it is. */
  keep: number;
  /** Pairs that win from there. */
  plan: Pair[];
}

/** `game`: at its start (as dealt, with the deal's plan); `moves`: the pairs played since. Null when a move is not legal. */
export function lastWinnable(game: Game, moves: readonly Pair[], budget: number): WinnableBack | null {
  const positions: Position[] = [game.start];
  for (const [a, b] of moves) {
    const next = removePair(positions[positions.length - 1], a, b);
    if (!next.ok) return null;
    positions.push(next.value);
  }
  const winning = (k: number): Pair[] | null => {
    const kept = remainingPlan(positions[k], game.plan);
    if (kept !== null) return kept;
    const verdict = solve(positions[k], { budget });
    return verdict.status === 'winnable' ? verdict.plan : null;
  };
  // The deal's plan holds for the first moves that follow it: the search starts past them.
  let low = 0;
  while (low < moves.length && remainingPlan(positions[low + 1], game.plan) !== null) low++;
  let plan = remainingPlan(positions[low], game.plan) ?? [];
  const atEnd = low === moves.length ? plan : winning(moves.length);
  if (atEnd !== null) return { keep: moves.length, plan: atEnd };
  let high = moves.length; // not known winnable
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    const found = winning(mid);
    if (found === null) high = mid;
    else {
      low = mid;
      plan = found;
    }
  }
  return { keep: low, plan };
}
