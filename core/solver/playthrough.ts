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
import { CANDIDATES, SAFE } from './groupMoves.ts';
import { blocks } from './reach.ts';

/** A group has at most 6 candidate pairs: 2 per option. */
const PER_GROUP = 6;
/** Groups per block of the pick's two-level scan. */
const BLOCK_SHIFT = 3;
const BLOCK = 1 << BLOCK_SHIFT;

/** Buffers for play-throughs on one problem, reused from one to the next. */
export class PlayWorkspace {
  /** Groups whose safe moves must be looked at again, as a stack with a flag per group. */
  readonly queue: Int16Array;
  readonly queued: Uint8Array;
  /** Groups whose candidate pairs must be listed again, as a list with a flag per group. */
  readonly staleList: Int16Array;
  readonly stale: Uint8Array;
  /** Per group, bits by index in group: its tiles present and free. */
  readonly free: Uint8Array;
  /** Per group: its candidates' total weight, and (a, b, cumulative weight, option) each. */
  readonly groupWeight: Int32Array;
  /** Per block of `BLOCK` groups: their total weight, so a pick skips whole blocks. */
  readonly blockWeight: Int32Array;
  readonly pairs: Int16Array;
  readonly cumulative: Int32Array;
  readonly option: Uint8Array;
  /** Weigh pairs by what they hold back in the end (`reachOf`) rather than next (null): the root's first play-throughs do. */
  reach: Int32Array | null = null;
  /** The tops of `queue` and `staleList`. */
  top = 0;
  staleTop = 0;

  constructor(groupCount: number) {
    this.queue = new Int16Array(groupCount);
    this.queued = new Uint8Array(groupCount);
    this.staleList = new Int16Array(groupCount);
    this.stale = new Uint8Array(groupCount);
    this.free = new Uint8Array(groupCount);
    this.groupWeight = new Int32Array(groupCount);
    this.blockWeight = new Int32Array((groupCount + BLOCK - 1) >> BLOCK_SHIFT);
    this.pairs = new Int16Array(groupCount * PER_GROUP * 2);
    this.cumulative = new Int32Array(groupCount * PER_GROUP);
    this.option = new Uint8Array(groupCount * PER_GROUP);
    this.start = {
      free: new Uint8Array(groupCount),
      groupWeight: new Int32Array(groupCount),
      blockWeight: new Int32Array((groupCount + BLOCK - 1) >> BLOCK_SHIFT),
      pairs: new Int16Array(groupCount * PER_GROUP * 2),
      cumulative: new Int32Array(groupCount * PER_GROUP),
      option: new Uint8Array(groupCount * PER_GROUP),
      total: 0,
      safe: new Int16Array(groupCount),
      safeCount: 0,
    };
  }

  /** The node's free tiles and candidate lists, as every play-through from it starts: listed once by `preparePlay`. */
  readonly start: { free: Uint8Array; groupWeight: Int32Array; blockWeight: Int32Array; pairs: Int16Array; cumulative: Int32Array; option: Uint8Array; total: number; safe: Int16Array; safeCount: number };
}

/**
 * Lists the free tiles and candidate pairs of `node` once, for the
 * play-throughs from it that follow: it must not change before they are done.
 */
export function preparePlay(p: Problem, node: BoardState, ws: PlayWorkspace): void {
  const { free, groupWeight, blockWeight } = ws;
  free.fill(0);
  blockWeight.fill(0);
  for (let s = 0; s < node.size; s++) if (p.groupOf[s] >= 0 && node.isFree(s)) free[p.groupOf[s]] |= 1 << p.indexInGroup[s];
  let total = 0;
  for (let g = 0; g < p.groupCount; g++) {
    const w = listCandidates(p, node, g, ws);
    groupWeight[g] = w;
    blockWeight[g >> BLOCK_SHIFT] += w;
    total += w;
  }
  const { start } = ws;
  start.free.set(free);
  start.groupWeight.set(groupWeight);
  start.blockWeight.set(blockWeight);
  start.pairs.set(ws.pairs);
  start.cumulative.set(ws.cumulative);
  start.option.set(ws.option);
  start.total = total;
  // The groups with a safe move at the start: none after `applySafeMoves`, as the search calls it, but any node may come.
  let safeCount = 0;
  for (let g = 0; g < p.groupCount; g++) if (hasSafeMove(p, node.masks[g], free[g])) start.safe[safeCount++] = g;
  start.safeCount = safeCount;
}

/** Whether `safeMoves` would remove tiles of a group with options `mask` and free tiles `free`. */
function hasSafeMove(p: Problem, mask: number, free: number): boolean {
  if (mask === 0) return false;
  if (!isSingle(mask)) return free === 15;
  const k = onlyOption(mask);
  for (let i = 0; i < 4; i++) {
    const j = PARTNER[k * 4 + i];
    if (((free >> i) & 1) === 1 && ((free >> j) & 1) === 1) return true;
  }
  return false;
}

/**
 * Plays `node` out in `scratch`, appending removed pairs to `moves`; true
 * when the board clears. `preparePlay` must have listed `node` first.
 */
export function playThrough(p: Problem, node: BoardState, scratch: BoardState, rng: Xoshiro128, moves: number[], ws: PlayWorkspace): boolean {
  scratch.copyFrom(node);
  const { queue, queued, stale, staleList, groupWeight, blockWeight, cumulative, start } = ws;
  ws.top = 0;
  ws.staleTop = 0;
  // The groups with a safe move at the start are looked at first; the candidates start as listed.
  for (let n = 0; n < start.safeCount; n++) {
    const g = start.safe[n];
    queue[ws.top++] = g;
    queued[g] = 1;
  }
  stale.fill(0);
  ws.free.set(start.free);
  groupWeight.set(start.groupWeight);
  blockWeight.set(start.blockWeight);
  ws.pairs.set(start.pairs);
  ws.cumulative.set(start.cumulative);
  ws.option.set(start.option);
  let total = start.total;
  for (;;) {
    while (ws.top > 0) {
      const g = queue[--ws.top];
      queued[g] = 0;
      safeMoves(p, scratch, g, moves, ws);
    }
    if (scratch.remaining === 0) return true;
    while (ws.staleTop > 0) {
      const g = staleList[--ws.staleTop];
      stale[g] = 0;
      const w = listCandidates(p, scratch, g, ws);
      const delta = w - groupWeight[g];
      groupWeight[g] = w;
      blockWeight[g >> BLOCK_SHIFT] += delta;
      total += delta;
    }
    if (total === 0) return false;
    // Pairs that hold more tiles back are likelier picks.
    const r = below(rng, total);
    // The first group whose cumulative weight passes r: whole blocks first, then groups, then the group's pairs.
    let before = 0;
    let block = 0;
    while (before + blockWeight[block] <= r) before += blockWeight[block++];
    let g = block << BLOCK_SHIFT;
    while (before + groupWeight[g] <= r) before += groupWeight[g++];
    let c = g * PER_GROUP;
    while (before + cumulative[c] <= r) c++;
    const k = ws.option[c];
    scratch.masks[g] = 1 << k;
    // A fixed group's other pair is a safe move now: touching the group queues it.
    removePair(p, scratch, ws.pairs[c * 2], ws.pairs[c * 2 + 1], moves, ws);
  }
}

/**
 * A uniform integer in [0, bound) for a positive weight sum `bound` below
 * 2^31, from the top 31 bits of a draw: every step stays in small-integer
 * arithmetic, where `rng.below` needs floating-point remainders.
 */
function below(rng: Xoshiro128, bound: number): number {
  // Draws of the top partial block of 2^31 are rejected, so every residue is equally likely.
  const last = 0x7fffffff - (((0x7fffffff % bound) + 1) % bound);
  let x = rng.nextUint32() >>> 1;
  while (x > last) x = rng.nextUint32() >>> 1;
  return x % bound;
}

/** Removes a pair and marks the groups it may change: the removed tiles' and those of the tiles they blocked. */
function removePair(p: Problem, st: BoardState, a: number, b: number, moves: number[], ws: PlayWorkspace): void {
  removeTile(p, st, a, ws);
  removeTile(p, st, b, ws);
  moves.push(a, b);
}

/** Removes a tile: the tiles it blocked may come free, and their groups' moves change. */
function removeTile(p: Problem, st: BoardState, x: number, ws: PlayWorkspace): void {
  const { buf } = st;
  const { affectStart, affectSlot, affectCounter, size } = p.topology;
  const { groupOf, indexInGroup } = p;
  const c1 = size;
  const c2 = size * 2;
  const c3 = size * 3;
  buf[x] = 0;
  st.remaining--;
  const own = groupOf[x];
  ws.free[own] &= ~(1 << indexInGroup[x]);
  mark(own, ws);
  // Weighed by reach, a group changes only when one of its tiles comes free; weighed by what its tiles block, also when a free tile loses one.
  const byReach = ws.reach !== null;
  const { free } = ws;
  for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
    // A count still above zero frees nothing.
    if (--buf[affectCounter[j]] !== 0 && byReach) continue;
    const u = affectSlot[j];
    const g = groupOf[u];
    if (g < 0) continue;
    if (buf[u] === 1 && buf[c1 + u] === 0 && (buf[c2 + u] === 0 || buf[c3 + u] === 0)) {
      const bit = 1 << indexInGroup[u];
      if (byReach && (free[g] & bit) !== 0) continue;
      free[g] |= bit;
      mark(g, ws);
    }
  }
}

/** Queues group `g` for its safe moves and for listing its candidates again. */
function mark(g: number, ws: PlayWorkspace): void {
  if (ws.queued[g] === 0) {
    ws.queued[g] = 1;
    ws.queue[ws.top++] = g;
  }
  if (ws.stale[g] === 0) {
    ws.stale[g] = 1;
    ws.staleList[ws.staleTop++] = g;
  }
}

/** The safe moves of group `g`: a free pair of its fixed pairing, or all four tiles when all are free. */
function safeMoves(p: Problem, st: BoardState, g: number, moves: number[], ws: PlayWorkspace): void {
  const e = SAFE[st.masks[g] * 16 + ws.free[g]];
  if (e === 0) return;
  const k = e & 3;
  // Any surviving pairing works when all four are free; the table takes the lowest.
  st.masks[g] = 1 << k;
  const base = g * 4;
  const { groupTiles } = p;
  // A pair that comes free once the other has gone queues the group again.
  if ((e & 4) !== 0) removePair(p, st, groupTiles[base], groupTiles[base + PARTNER[k * 4]], moves, ws);
  if ((e & 8) !== 0) {
    const i = k === 0 ? 2 : 1;
    removePair(p, st, groupTiles[base + i], groupTiles[base + PARTNER[k * 4 + i]], moves, ws);
  }
}

/** Lists the free pairs an open group `g` may still be paired in, weighted, into its part of the workspace; returns their total weight. */
function listCandidates(p: Problem, st: BoardState, g: number, ws: PlayWorkspace): number {
  const at = (st.masks[g] * 16 + ws.free[g]) * 7;
  const count = CANDIDATES[at];
  let sum = 0;
  const base = g * 4;
  const { reach } = ws;
  for (let n = 0; n < count; n++) {
    const e = CANDIDATES[at + 1 + n];
    const a = p.groupTiles[base + ((e >> 2) & 3)];
    const b = p.groupTiles[base + (e & 3)];
    if (reach !== null) {
      const w = 1 + reach[a] + reach[b];
      sum += w * w;
    } else {
      sum += 1 + blocks(p, st, a) + blocks(p, st, b);
    }
    const c = g * PER_GROUP + n;
    ws.cumulative[c] = sum;
    ws.option[c] = e >> 4;
    ws.pairs[c * 2] = a;
    ws.pairs[c * 2 + 1] = b;
  }
  return sum;
}
