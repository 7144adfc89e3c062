/**
 * A lead: the pairs of a plan believed close to a win (the plan of the
 * position a move ago, say), read as the option each group's pairs take. The
 * search tries those options first and plays them out before anything else;
 * a lead never changes whether a position is winnable, only how soon that is
 * known.
 */
import { optionPairing, type Problem } from './problem.ts';

/** Per group: the option the lead's pairs take, or -1 when it names none (or two that disagree). */
export function leadOptions(p: Problem, pairs: readonly (readonly [number, number])[]): Int8Array {
  const lead = new Int8Array(p.groupCount).fill(-1);
  const named = new Uint8Array(p.groupCount);
  for (const [a, b] of pairs) {
    if (!(a >= 0 && a < p.groupOf.length && b >= 0 && b < p.groupOf.length)) continue;
    const g = p.groupOf[a];
    if (g < 0 || g !== p.groupOf[b] || a === b || p.groupSize[g] !== 4) continue;
    const option = optionPairing(p.indexInGroup[a], p.indexInGroup[b]);
    if (named[g] === 1 && lead[g] !== option) {
      lead[g] = -1;
      named[g] = 2;
    } else if (named[g] === 0) {
      lead[g] = option;
      named[g] = 1;
    }
  }
  return lead;
}
