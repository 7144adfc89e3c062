/**
 * A position as the solver sees it: the topology, each present tile's match
 * group, and per group its present tiles (4, 2 or none). A group of four can
 * be paired in three ways, its "options"; a group of two in one.
 */
import type { Topology } from './topology.ts';

/** Partner index within a group of four, per option: option k pairs i with PARTNER[k * 4 + i]. Option 0 also serves a group of two. */
export const PARTNER = Uint8Array.of(1, 0, 3, 2, 2, 3, 0, 1, 3, 2, 1, 0);
export const ALL_OPTIONS = 0b111;

export interface Problem {
  readonly topology: Topology;
  readonly groupCount: number;
  /** Per slot: its group, or -1 when the slot is empty. */
  readonly groupOf: Int16Array;
  /** Per slot: its index among its group's present tiles. */
  readonly indexInGroup: Uint8Array;
  /** `groupCount * 4` slots, -1 past each group's size. */
  readonly groupTiles: Int16Array;
  readonly groupSize: Uint8Array;
  /** Options not ruled out from the start (a bit per option); 0 makes the position lost. */
  readonly initialMasks: Uint8Array;
}

/** Builds the problem; null when some group holds an odd number of tiles (never clearable). */
export function buildProblem(topology: Topology, group: ArrayLike<number>, present: ArrayLike<boolean>): Problem | null {
  const { size, above, words } = topology;
  let groupCount = 0;
  for (let s = 0; s < size; s++) if (present[s] && group[s] >= groupCount) groupCount = group[s] + 1;
  const groupOf = new Int16Array(size).fill(-1);
  const indexInGroup = new Uint8Array(size);
  const groupTiles = new Int16Array(groupCount * 4).fill(-1);
  const groupSize = new Uint8Array(groupCount);
  for (let s = 0; s < size; s++) {
    if (!present[s]) continue;
    const g = group[s];
    if (!Number.isInteger(g) || g < 0) throw new RangeError(`slot ${s} has no match group`);
    if (groupSize[g] === 4) throw new RangeError(`more than four tiles in group ${g}`);
    groupOf[s] = g;
    indexInGroup[s] = groupSize[g];
    groupTiles[g * 4 + groupSize[g]] = s;
    groupSize[g]++;
  }
  for (let g = 0; g < groupCount; g++) if ((groupSize[g] & 1) === 1) return null;
  const initialMasks = new Uint8Array(groupCount);
  for (let g = 0; g < groupCount; g++) {
    const n = groupSize[g];
    if (n === 0) continue;
    const optionCount = n === 4 ? 3 : 1;
    for (let k = 0; k < optionCount; k++) {
      // A tile can never be free while another lies on it: such a pairing is impossible.
      let possible = true;
      for (let i = 0; i < n && possible; i++) {
        const a = groupTiles[g * 4 + i];
        const b = groupTiles[g * 4 + PARTNER[k * 4 + i]];
        // Whether a lies on b (liesOn, inlined).
        if ((above[b * words + (a >>> 5)] & (1 << (a & 31))) !== 0) possible = false;
      }
      if (possible) initialMasks[g] |= 1 << k;
    }
  }
  return { topology, groupCount, groupOf, indexInGroup, groupTiles, groupSize, initialMasks };
}

/** The partner of slot `s` under option `k` of its group. */
export function partnerOf(p: Problem, s: number, k: number): number {
  return p.groupTiles[p.groupOf[s] * 4 + PARTNER[k * 4 + p.indexInGroup[s]]];
}

/** The option of a group of four that pairs its tiles `i` and `j` (indices in the group), -1 for none (i === j). */
export function optionPairing(i: number, j: number): number {
  for (let k = 0; k < 3; k++) if (PARTNER[k * 4 + i] === j) return k;
  return -1;
}

/** A mask with exactly one option left: the group's pairing is fixed. */
export function isSingle(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}

/** The option of a single-option mask. */
export function onlyOption(mask: number): number {
  return mask === 1 ? 0 : mask === 2 ? 1 : 2;
}
