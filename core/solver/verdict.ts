/** What a solve answers, and the plan of a win as pairs. */

export type Verdict =
  | { status: 'winnable'; plan: [number, number][] }
  | { status: 'unwinnable' }
  | { status: 'undecided' };

/** The removals of a plan, two slots a pair, as pairs. */
export function toPairs(flat: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}
