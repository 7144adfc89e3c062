/** Hint again: the plan's next pair that can be played now. Loaded on first use. */
import { isFree, isPresent, removePair, type Position, type Pair } from './position';

const samePair = (p: readonly number[], q: readonly number[]) => (p[0] === q[0] && p[1] === q[1]) || (p[0] === q[1] && p[1] === q[0]);

/** The plan's next pair after `shown` that can be played in `position` now (from the plan's start again past its end), or null. */
export function nextPlanPair(position: Position, plan: readonly Pair[], shown: Pair): Pair | null {
  // The plan's pairs still on the board, when they still clear it in order (the solver's core/hint
  // says the same; it is not loaded here, with the page's first script).
  const rest = plan.filter(([a, b]) => isPresent(position, a) && isPresent(position, b));
  let q = position;
  for (const [a, b] of rest) {
    const next = removePair(q, a, b);
    if (!next.ok) return null;
    q = next.value;
  }
  const at = rest.findIndex((p) => samePair(p, shown));
  const order = at < 0 ? rest : [...rest.slice(at + 1), ...rest.slice(0, at)];
  return order.find(([a, b]) => isFree(position, a) && isFree(position, b)) ?? null;
}
