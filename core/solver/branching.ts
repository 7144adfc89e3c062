/**
 * Where a node branches and in what order: the open group whose tiles blocked
 * the most failed tests, its options led by the best play-through's choice and
 * by "pair the tiles that went earliest", alternating which of the two leads.
 */
import type { Xoshiro128 } from '../prng.ts';
import { isSingle, onlyOption, optionPairing, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';
import type { Witness } from './witness.ts';

/** Whether some group's pairing is still open (more than one option left). */
export function hasOpenGroup(p: Problem, st: BoardState): boolean {
  for (let g = 0; g < p.groupCount; g++) if (st.masks[g] !== 0 && !isSingle(st.masks[g])) return true;
  return false;
}

/** The open group with the highest conflict weight for its options left; ties go to a random one. */
export function branchGroup(p: Problem, st: BoardState, weights: Float64Array, rng: Xoshiro128): number {
  let best = -1;
  let bestWeight = -1;
  let ties = 0;
  for (let g = 0; g < p.groupCount; g++) {
    const mask = st.masks[g];
    if (mask === 0 || isSingle(mask)) continue;
    // Fail first: a group down to two options weighs more than one with three.
    const options = isSingle(mask & (mask - 1)) ? 2 : 3;
    const w = weights[g] / (options * options);
    if (w > bestWeight) {
      best = g;
      bestWeight = w;
      ties = 1;
    } else if (w === bestWeight && rng.below(++ties) === 0) {
      best = g; // reservoir choice among equal weights
    }
  }
  return best;
}

/**
 * The surviving options of `g`: the lead's option (see lead.ts) when given,
 * then the closest play-through's of the solve (closestPlay.ts), then the
 * option `best` (the best play-through's choices at this node) leaves it and
 * the one pairing the tiles `run` removed earliest, the play-through's leading
 * when `preferPlay`.
 */
export function optionOrder(p: Problem, st: BoardState, g: number, best: Uint8Array, run: Witness, preferPlay: boolean, lead = -1, closest = -1): number[] {
  const mask = st.masks[g];
  // A lead's option comes before all, then the closest play-through's.
  const firsts: number[] = [];
  for (const k of [lead, closest]) if (k >= 0 && (mask & (1 << k)) !== 0 && !firsts.includes(k)) firsts.push(k);
  const fromPlay = isSingle(best[g] & mask) ? onlyOption(best[g] & mask) : -1;
  const earliest = earliestOption(p, run, g);
  for (const k of preferPlay ? [fromPlay, earliest] : [earliest, fromPlay]) {
    if (k >= 0 && (mask & (1 << k)) !== 0 && !firsts.includes(k)) firsts.push(k);
  }
  for (let k = 0; k < 3; k++) if ((mask & (1 << k)) !== 0 && !firsts.includes(k)) firsts.push(k);
  return firsts;
}

/** The option pairing the two tiles of `g` that the cleared run `run` removed first. */
function earliestOption(p: Problem, run: Witness, g: number): number {
  const { rank } = run;
  const tiles = [0, 1, 2, 3].sort((a, b) => rank[p.groupTiles[g * 4 + a]] - rank[p.groupTiles[g * 4 + b]]);
  return optionPairing(tiles[0], tiles[1]);
}
