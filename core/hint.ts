/**
 * The hint policy: the next pair of the winning plan while the plan still
 * holds; otherwise a plan solved afresh from the position, led by the old
 * plan; otherwise any playable pair. It also says whether the position can
 * still be won.
 */
import { copyPairs } from './game.ts';
import { isFree, isPresent, playablePairs, removePair, remainingCount, type Position } from './position.ts';
import { DEFAULT_BUDGET, solve } from './solver/index.ts';

export interface Hint {
  /** A pair to suggest; null when none is playable (won or stuck). */
  pair: [number, number] | null;
  /** A plan that clears the position from here, when one is known. */
  plan: [number, number][] | null;
  /** Whether the position can still be won; null when the solver ran out of budget. */
  winnable: boolean | null;
}

export interface HintOptions {
  /** Solver work budget when the plan no longer holds. */
  budget?: number;
}

/**
 * The pairs of `plan` still on the board, when they clear the position from
 * here in that order; null when the player's moves broke the plan.
 */
export function remainingPlan(p: Position, plan: readonly (readonly [number, number])[]): [number, number][] | null {
  const rest = plan.filter(([a, b]) => isPresent(p, a) || isPresent(p, b));
  let q = p;
  for (const [a, b] of rest) {
    const next = removePair(q, a, b);
    if (!next.ok) return null;
    q = next.value;
  }
  return remainingCount(q) === 0 ? copyPairs(rest) : null;
}

export function hint(p: Position, plan: readonly (readonly [number, number])[] | null, options: HintOptions = {}): Hint {
  if (remainingCount(p) === 0) return { pair: null, plan: [], winnable: true };
  const kept = plan === null ? null : remainingPlan(p, plan);
  if (kept !== null && kept.length > 0 && isFree(p, kept[0][0]) && isFree(p, kept[0][1])) {
    return { pair: kept[0], plan: kept, winnable: true };
  }
  // The plan the player's moves broke still leads the solve: most of its pairings hold.
  const verdict = solve(p, { budget: options.budget ?? DEFAULT_BUDGET, lead: plan ?? undefined });
  if (verdict.status === 'winnable') return { pair: verdict.plan[0], plan: verdict.plan, winnable: true };
  const pairs = playablePairs(p);
  return { pair: pairs.length > 0 ? pairs[0] : null, plan: null, winnable: verdict.status === 'unwinnable' ? false : null };
}
