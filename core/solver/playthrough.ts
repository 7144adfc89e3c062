/**
 * Randomized greedy play-throughs: safe moves first, then a random free pair
 * among the surviving options, until the board clears or sticks. Cheap, and
 * they find a plan for most winnable positions before any branching.
 */
import type { Xoshiro128 } from '../prng.ts';
import { isSingle, PARTNER, type Problem } from './problem.ts';
import { applySafeMoves } from './safe-moves.ts';
import type { BoardState } from './state.ts';

/** Plays `node` out in `scratch`, appending removed pairs to `moves`; true when the board clears. */
export function playThrough(
  p: Problem,
  node: BoardState,
  scratch: BoardState,
  rng: Xoshiro128,
  moves: number[],
  candidates: Int16Array,
  weights: Int32Array,
): boolean {
  const t = p.topology;
  scratch.copyFrom(node);
  for (;;) {
    applySafeMoves(p, scratch, moves);
    if (scratch.remaining === 0) return true;
    // Candidates as (group, option, a, b) quadruples.
    let count = 0;
    let total = 0;
    for (let g = 0; g < p.groupCount; g++) {
      const mask = scratch.masks[g];
      if (mask === 0 || isSingle(mask)) continue;
      const base = g * 4;
      for (let k = 0; k < 3; k++) {
        if ((mask & (1 << k)) === 0) continue;
        for (let i = 0; i < 4; i++) {
          const j = PARTNER[k * 4 + i];
          if (j < i) continue;
          const a = p.groupTiles[base + i];
          const b = p.groupTiles[base + j];
          if (scratch.isFree(a) && scratch.isFree(b)) {
            const w = 1 + blocks(p, scratch, a) + blocks(p, scratch, b);
            total += w;
            weights[count] = total;
            candidates[count * 4] = g;
            candidates[count * 4 + 1] = k;
            candidates[count * 4 + 2] = a;
            candidates[count * 4 + 3] = b;
            count++;
          }
        }
      }
    }
    if (count === 0) return false;
    // Pairs that hold more tiles back are likelier picks.
    const r = rng.below(total);
    let pick = 0;
    while (weights[pick] <= r) pick++;
    const c = pick * 4;
    scratch.masks[candidates[c]] = 1 << candidates[c + 1];
    scratch.remove(t, candidates[c + 2], null, 0);
    scratch.remove(t, candidates[c + 3], null, 0);
    moves.push(candidates[c + 2], candidates[c + 3]);
  }
}

/** How many present tiles `s` blocks: those under it and its row neighbours. */
function blocks(p: Problem, st: BoardState, s: number): number {
  const t = p.topology;
  let n = 0;
  for (let i = t.affectStart[s], end = t.affectStart[s + 1]; i < end; i++) n += st.present[t.affectSlot[i]];
  return n;
}
