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
import type { Topology } from './topology.ts';

/** A group has at most 6 candidate pairs: 2 per option. */
const PER_GROUP = 6;

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
  readonly pairs: Int16Array;
  readonly cumulative: Int32Array;
  readonly option: Uint8Array;
  /** Weigh pairs by what they hold back in the end (`reachOf`) rather than next: the root's first play-throughs do. */
  byReach = false;
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
    this.pairs = new Int16Array(groupCount * PER_GROUP * 2);
    this.cumulative = new Int32Array(groupCount * PER_GROUP);
    this.option = new Uint8Array(groupCount * PER_GROUP);
    this.start = {
      free: new Uint8Array(groupCount),
      groupWeight: new Int32Array(groupCount),
      pairs: new Int16Array(groupCount * PER_GROUP * 2),
      cumulative: new Int32Array(groupCount * PER_GROUP),
      option: new Uint8Array(groupCount * PER_GROUP),
      total: 0,
    };
  }

  /** The node's free tiles and candidate lists, as every play-through from it starts: listed once by `preparePlay`. */
  readonly start: { free: Uint8Array; groupWeight: Int32Array; pairs: Int16Array; cumulative: Int32Array; option: Uint8Array; total: number };
}

/**
 * Lists the free tiles and candidate pairs of `node` once, for the
 * play-throughs from it that follow: it must not change before they are done.
 */
export function preparePlay(p: Problem, node: BoardState, ws: PlayWorkspace): void {
  const { free, groupWeight } = ws;
  free.fill(0);
  for (let s = 0; s < node.size; s++) if (p.groupOf[s] >= 0 && node.isFree(s)) free[p.groupOf[s]] |= 1 << p.indexInGroup[s];
  let total = 0;
  for (let g = 0; g < p.groupCount; g++) {
    listCandidates(p, node, g, ws);
    total += groupWeight[g];
  }
  const { start } = ws;
  start.free.set(free);
  start.groupWeight.set(groupWeight);
  start.pairs.set(ws.pairs);
  start.cumulative.set(ws.cumulative);
  start.option.set(ws.option);
  start.total = total;
}

/**
 * Plays `node` out in `scratch`, appending removed pairs to `moves`; true
 * when the board clears. `preparePlay` must have listed `node` first.
 */
export function playThrough(p: Problem, node: BoardState, scratch: BoardState, rng: Xoshiro128, moves: number[], ws: PlayWorkspace): boolean {
  scratch.copyFrom(node);
  const { queue, queued, stale, staleList, groupWeight, start } = ws;
  const { groupCount } = p;
  ws.top = 0;
  ws.staleTop = 0;
  // Every group is looked at for safe moves once; the candidates start as listed.
  for (let g = 0; g < groupCount; g++) {
    queue[ws.top++] = g;
    queued[g] = 1;
  }
  stale.fill(0);
  ws.free.set(start.free);
  groupWeight.set(start.groupWeight);
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
  for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
    buf[affectCounter[j]]--;
    const u = affectSlot[j];
    const g = groupOf[u];
    if (g < 0) continue;
    // Only a free tile's group changes: it may have just come free, or lost a tile it blocked (its weight).
    if (buf[u] === 1 && buf[c1 + u] === 0 && (buf[c2 + u] === 0 || buf[c3 + u] === 0)) {
      ws.free[g] |= 1 << indexInGroup[u];
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
  const mask = st.masks[g];
  if (mask === 0) return;
  const base = g * 4;
  if (isSingle(mask)) {
    const k = onlyOption(mask);
    for (let i = 0; i < p.groupSize[g]; i++) {
      const j = PARTNER[k * 4 + i];
      if (j < i) continue;
      const f = ws.free[g];
      if (((f >> i) & 1) === 1 && ((f >> j) & 1) === 1) removePair(p, st, p.groupTiles[base + i], p.groupTiles[base + j], moves, ws);
    }
    return;
  }
  if (ws.free[g] !== 15) return;
  // Any surviving pairing works when all four are free; take the lowest.
  const k = onlyOption(mask & -mask);
  st.masks[g] = 1 << k;
  for (let i = 0; i < 4; i++) {
    const j = PARTNER[k * 4 + i];
    if (j > i) removePair(p, st, p.groupTiles[base + i], p.groupTiles[base + j], moves, ws);
  }
}

/**
 * Per (mask, free tiles), the candidate pairs of an open group in the order
 * (option, pair): entry `(mask * 16 + free) * 7` holds their count, then
 * each as option * 16 + i * 4 + j, i and j its tiles' indices in the group.
 */
const CANDIDATES = new Uint8Array(8 * 16 * 7);
for (let m = 0; m < 8; m++) {
  if ((m & (m - 1)) === 0) continue;
  for (let f = 0; f < 16; f++) {
    const at = (m * 16 + f) * 7;
    for (let k = 0; k < 3; k++) {
      if ((m & (1 << k)) === 0) continue;
      for (let i = 0; i < 4; i++) {
        const j = PARTNER[k * 4 + i];
        if (j < i || ((f >> i) & 1) === 0 || ((f >> j) & 1) === 0) continue;
        CANDIDATES[at + 1 + CANDIDATES[at]++] = k * 16 + i * 4 + j;
      }
    }
  }
}

/** Lists the free pairs an open group `g` may still be paired in, weighted, into its part of the workspace. */
function listCandidates(p: Problem, st: BoardState, g: number, ws: PlayWorkspace): void {
  const at = (st.masks[g] * 16 + ws.free[g]) * 7;
  const count = CANDIDATES[at];
  let sum = 0;
  const base = g * 4;
  const reach = ws.byReach ? reachOf(p.topology) : null;
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
  ws.groupWeight[g] = sum;
}

/** How many present tiles `s` blocks: those under it and its row neighbours. */
function blocks(p: Problem, st: BoardState, s: number): number {
  const t = p.topology;
  const { present } = st;
  let n = 0;
  for (let i = t.affectStart[s], end = t.affectStart[s + 1]; i < end; i++) n += present[t.affectSlot[i]];
  return n;
}

const reaches = new WeakMap<Topology, Int32Array>();

/**
 * Per slot: how many slots it holds back, directly or not (those under it,
 * its row neighbours, theirs in turn). Pairs holding more back are likelier
 * picks: it weighs a tile by what its removal opens up in the end, not only
 * next.
 */
export function reachOf(t: Topology): Int32Array {
  let reach = reaches.get(t);
  if (reach !== undefined) return reach;
  reach = new Int32Array(t.size);
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
  reaches.set(t, reach);
  return reach;
}
