/**
 * What a tile holds back: the present tiles it blocks now, and every slot it
 * holds back in the end. Play-throughs weigh their picks by them.
 */
import type { Problem } from './problem.ts';
import type { BoardState } from './state.ts';
import type { Topology } from './topology.ts';
import { oncePer } from '../oncePer.ts';

/** How many present tiles `s` blocks: those under it and its row neighbours. */
export function blocks(p: Problem, st: BoardState, s: number): number {
  const t = p.topology;
  const { present } = st;
  let n = 0;
  for (let i = t.affectStart[s], end = t.affectStart[s + 1]; i < end; i++) n += present[t.affectSlot[i]];
  return n;
}

/**
 * Per slot: how many slots it holds back, directly or not (those under it,
 * its row neighbours, theirs in turn). Pairs holding more back are likelier
 * picks: it weighs a tile by what its removal opens up in the end, not only
 * next.
 */
export const reachOf: (t: Topology) => Int32Array = oncePer((t: Topology) => {
  const reach = new Int32Array(t.size);
  const seen = new Int32Array(t.size).fill(-1);
  const stack: number[] = [];
  for (let s = 0; s < t.size; s++) {
    seen[s] = s;
    stack.push(s);
    let n = 0;
    while (stack.length > 0) {
      const x = stack.pop()!;
      for (let i = t.affectStart[x], end = t.affectStart[x + 1]; i < end; i++) {
        const u = t.affectSlot[i];
        if (seen[u] === s) continue;
        seen[u] = s;
        n++;
        stack.push(u);
      }
    }
    reach[s] = n;
  }
  return reach;
});
