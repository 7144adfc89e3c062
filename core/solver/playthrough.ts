/**
 * Randomized greedy play-throughs: safe moves first, then a random free pair
 * among the surviving options, until the board clears or sticks. Cheap, and
 * they find a plan for most winnable positions before any branching.
 *
 * A removal changes only the groups of the removed tiles and of the tiles
 * they blocked, so safe moves and candidate pairs are re-examined for those
 * groups alone. Safe moves reach the same fixpoint in any order, and the
 * candidates keep their order (group, option, pair), so a seed picks the same
 * pairs as a full scan of every group would.
 */
import type { Xoshiro128 } from '../prng.ts';
import { isSingle, onlyOption, PARTNER, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';

/** A group has at most 6 candidate pairs: 2 per option. */
const PER_GROUP = 6;

/** Buffers for play-throughs on one problem, reused from one to the next. */
export class PlayWorkspace {
  /** Groups whose safe moves must be looked at again, as a stack with a flag per group. */
  readonly queue: Int16Array;
  readonly queued: Uint8Array;
  /** Groups whose candidate pairs must be listed again. */
  readonly stale: Uint8Array;
  /** Per group: its candidates' total weight, and (a, b, cumulative weight, option) each. */
  readonly groupWeight: Int32Array;
  readonly pairs: Int16Array;
  readonly cumulative: Int32Array;
  readonly option: Uint8Array;
  /** The top of `queue`. */
  top = 0;

  constructor(groupCount: number) {
    this.queue = new Int16Array(groupCount);
    this.queued = new Uint8Array(groupCount);
    this.stale = new Uint8Array(groupCount);
    this.groupWeight = new Int32Array(groupCount);
    this.pairs = new Int16Array(groupCount * PER_GROUP * 2);
    this.cumulative = new Int32Array(groupCount * PER_GROUP);
    this.option = new Uint8Array(groupCount * PER_GROUP);
  }
}

/** Plays `node` out in `scratch`, appending removed pairs to `moves`; true when the board clears. */
export function playThrough(p: Problem, node: BoardState, scratch: BoardState, rng: Xoshiro128, moves: number[], ws: PlayWorkspace): boolean {
  scratch.copyFrom(node);
  const { queue, queued, stale, groupWeight } = ws;
  ws.top = 0;
  for (let g = 0; g < p.groupCount; g++) {
    queue[ws.top++] = g;
    queued[g] = 1;
    stale[g] = 1;
  }
  let total = 0;
  groupWeight.fill(0);
  for (;;) {
    while (ws.top > 0) {
      const g = queue[--ws.top];
      queued[g] = 0;
      safeMoves(p, scratch, g, moves, ws);
    }
    if (scratch.remaining === 0) return true;
    for (let g = 0; g < p.groupCount; g++) {
      if (stale[g] === 0) continue;
      stale[g] = 0;
      total -= groupWeight[g];
      listCandidates(p, scratch, g, ws);
      total += groupWeight[g];
    }
    if (total === 0) return false;
    // Pairs that hold more tiles back are likelier picks.
    const r = rng.below(total);
    let g = 0;
    let before = 0;
    while (before + groupWeight[g] <= r) before += groupWeight[g++];
    let c = g * PER_GROUP;
    while (before + ws.cumulative[c] <= r) c++;
    const k = ws.option[c];
    scratch.masks[g] = 1 << k;
    // A fixed group's other pair is a safe move now: touching the group queues it.
    removePair(p, scratch, ws.pairs[c * 2], ws.pairs[c * 2 + 1], moves, ws);
  }
}

/** Removes a pair and marks the groups it may change: the removed tiles' and those of the tiles they blocked. */
function removePair(p: Problem, st: BoardState, a: number, b: number, moves: number[], ws: PlayWorkspace): void {
  st.remove(p.topology, a, null, 0);
  st.remove(p.topology, b, null, 0);
  moves.push(a, b);
  touch(p, a, ws);
  touch(p, b, ws);
}

function touch(p: Problem, x: number, ws: PlayWorkspace): void {
  const { queue, queued, stale } = ws;
  const { affectStart, affectSlot } = p.topology;
  const own = p.groupOf[x];
  if (queued[own] === 0) {
    queued[own] = 1;
    queue[ws.top++] = own;
  }
  stale[own] = 1;
  for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
    const g = p.groupOf[affectSlot[j]];
    if (g < 0) continue;
    stale[g] = 1;
    if (queued[g] === 0) {
      queued[g] = 1;
      queue[ws.top++] = g;
    }
  }
}

/** The safe moves of group `g`: a free pair of its fixed pairing, or all four tiles when all are free. */
function safeMoves(p: Problem, st: BoardState, g: number, moves: number[], ws: PlayWorkspace): void {
  const mask = st.masks[g];
  if (mask === 0) return;
  const base = g * 4;
  if (isSingle(mask)) {
    const k = onlyOption(mask);
    for (let i = 0; i < p.groupSize[g]; i++) {
      const j = PARTNER[k * 4 + i];
      if (j < i) continue;
      const a = p.groupTiles[base + i];
      const b = p.groupTiles[base + j];
      if (st.isFree(a) && st.isFree(b)) removePair(p, st, a, b, moves, ws);
    }
    return;
  }
  for (let i = 0; i < 4; i++) if (!st.isFree(p.groupTiles[base + i])) return;
  // Any surviving pairing works when all four are free; take the lowest.
  const k = onlyOption(mask & -mask);
  st.masks[g] = 1 << k;
  for (let i = 0; i < 4; i++) {
    const j = PARTNER[k * 4 + i];
    if (j > i) removePair(p, st, p.groupTiles[base + i], p.groupTiles[base + j], moves, ws);
  }
}

/** Lists the free pairs an open group `g` may still be paired in, weighted, into its part of the workspace. */
function listCandidates(p: Problem, st: BoardState, g: number, ws: PlayWorkspace): void {
  const mask = st.masks[g];
  let n = 0;
  let sum = 0;
  if (mask !== 0 && !isSingle(mask)) {
    const base = g * 4;
    for (let k = 0; k < 3; k++) {
      if ((mask & (1 << k)) === 0) continue;
      for (let i = 0; i < 4; i++) {
        const j = PARTNER[k * 4 + i];
        if (j < i) continue;
        const a = p.groupTiles[base + i];
        const b = p.groupTiles[base + j];
        if (!st.isFree(a) || !st.isFree(b)) continue;
        sum += 1 + blocks(p, st, a) + blocks(p, st, b);
        const c = g * PER_GROUP + n++;
        ws.cumulative[c] = sum;
        ws.option[c] = k;
        ws.pairs[c * 2] = a;
        ws.pairs[c * 2 + 1] = b;
      }
    }
  }
  ws.groupWeight[g] = sum;
}

/** How many present tiles `s` blocks: those under it and its row neighbours. */
function blocks(p: Problem, st: BoardState, s: number): number {
  const t = p.topology;
  let n = 0;
  for (let i = t.affectStart[s], end = t.affectStart[s + 1]; i < end; i++) n += st.present[t.affectSlot[i]];
  return n;
}
