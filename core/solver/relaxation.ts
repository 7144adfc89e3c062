/**
 * The relaxation test: a quick, exact proof that a node cannot be won. Groups
 * with a fixed pairing remove a pair when both tiles are free; groups still
 * open let a free tile go alone once a partner it may still be paired with is
 * free or gone. Removal only frees tiles, so the fixpoint does not depend on
 * the order; every real win is also a win here, so a failure rules the node out.
 */
import { PARTNER, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';

/**
 * A record of a run that cleared the board: each slot's removal rank (-1 when
 * gone before the run), which of its group-mates (bits by index in group) were
 * free when it went, and the first rank whose freedom needed it gone.
 */
export interface Witness {
  readonly rank: Int32Array;
  readonly freeMates: Uint8Array;
  readonly firstNeeded: Int32Array;
}

export function newWitness(size: number): Witness {
  return { rank: new Int32Array(size), freeMates: new Uint8Array(size), firstNeeded: new Int32Array(size) };
}

const NEVER = 0x7fffffff;

/**
 * Whether a cleared run also clears with group `g` fixed to option `k`. It
 * does when each pair of that option can go together: the second tile was
 * free when the first went (take it then: going earlier only frees more), or
 * nothing needed the first gone before the second went (take it later). A
 * vouched option needs no run; the check errs only towards "no".
 */
export function witnessAllows(p: Problem, w: Witness, g: number, k: number): boolean {
  for (let i = 0; i < 4; i++) {
    const j = PARTNER[k * 4 + i];
    if (j < i) continue;
    let a = p.groupTiles[g * 4 + i];
    let b = p.groupTiles[g * 4 + j];
    let bIndex = j;
    if (w.rank[b] < w.rank[a]) {
      [a, b] = [b, a];
      bIndex = i;
    }
    if (((w.freeMates[a] >> bIndex) & 1) === 0 && w.firstNeeded[a] <= w.rank[b]) return false;
  }
  return true;
}

/** Records that the removal ranked `r` needed the tiles on slot `y`, and those of one side of it, gone. */
function recordNeeds(p: Problem, w: Witness, present: Uint8Array, y: number, r: number): void {
  const t = p.topology;
  const { rank, firstNeeded } = w;
  for (let i = t.coversStart[y], end = t.coversStart[y + 1]; i < end; i++) {
    const c = t.covers[i];
    if (rank[c] >= 0 && firstNeeded[c] === NEVER) firstNeeded[c] = r;
  }
  // The side that cleared first is the one its freedom rests on; a side with a tile still there does not count.
  const leftLatest = sideCleared(t.left, t.leftStart[y], t.leftStart[y + 1], present, rank);
  const rightLatest = sideCleared(t.right, t.rightStart[y], t.rightStart[y + 1], present, rank);
  const useLeft = leftLatest <= rightLatest;
  const side = useLeft ? t.left : t.right;
  const end = useLeft ? t.leftStart[y + 1] : t.rightStart[y + 1];
  for (let i = useLeft ? t.leftStart[y] : t.rightStart[y]; i < end; i++) {
    const c = side[i];
    if (rank[c] >= 0 && firstNeeded[c] === NEVER) firstNeeded[c] = r;
  }
}

/** The rank at which a side's last tile went (-1: none there to go), NEVER while a tile is still there. */
function sideCleared(items: Int16Array, from: number, to: number, present: Uint8Array, rank: Int32Array): number {
  let last = -1;
  for (let i = from; i < to; i++) {
    const c = items[i];
    if (present[c] === 1) return NEVER;
    if (rank[c] > last) last = rank[c];
  }
  return last;
}

/**
 * Runs the relaxation of `node` with group `group`'s options replaced by `mask`
 * (group -1: none replaced) in `scratch`; true when every tile goes. When
 * `witness` is given it records the run.
 */
export function relaxationClears(
  p: Problem,
  node: BoardState,
  scratch: BoardState,
  stack: Int16Array,
  group: number,
  mask: number,
  witness: Witness | null,
): boolean {
  scratch.copyFrom(node);
  if (group >= 0) scratch.masks[group] = mask;
  // Plain locals and one flat loop: this is where the solver spends its time.
  const { buf } = scratch;
  const { groupOf, groupTiles, indexInGroup } = p;
  const { affectStart, affectSlot, affectCounter, size } = p.topology;
  const maskBase = size * 4;
  const c1 = size;
  const c2 = size * 2;
  const c3 = size * 3;
  let remaining = scratch.remaining;
  let rank = 0;
  let top = 0;
  // The upper half of `stack` holds tiles that could go alone but wait for a
  // free partner: taken last, so runs remove pairs together whenever they can
  // and vouch for more options (the fixpoint itself does not depend on order).
  if (witness) {
    witness.rank.fill(-1);
    witness.firstNeeded.fill(NEVER);
  }
  const deferredBase = stack.length >> 1;
  let deferredTop = deferredBase;
  // Only free tiles go on the stack; a tile is pushed again when it becomes
  // free, and with its free group-mates, who may have been waiting for it.
  for (let s = 0; s < size; s++) {
    if (buf[s] === 1 && buf[c1 + s] === 0 && (buf[c2 + s] === 0 || buf[c3 + s] === 0)) stack[top++] = s;
  }
  while (top > 0 || deferredTop > deferredBase) {
    const fromDeferred = top === 0;
    const s = fromDeferred ? stack[--deferredTop] : stack[--top];
    if (buf[s] === 0 || buf[c1 + s] !== 0 || (buf[c2 + s] !== 0 && buf[c3 + s] !== 0)) continue;
    const g = groupOf[s];
    const m = buf[maskBase + g];
    const i = indexInGroup[s];
    let q = -1;
    // The free partner an open tile leaned on: its freedom is a need of this removal too.
    let freePartner = -1;
    let partnerGone = false;
    if ((m & (m - 1)) === 0) {
      // Fixed pairing: (m >> 1) maps the masks 1, 2, 4 to options 0, 1, 2.
      q = groupTiles[g * 4 + PARTNER[(m >> 1) * 4 + i]];
      if (buf[q] === 0 || buf[c1 + q] !== 0 || (buf[c2 + q] !== 0 && buf[c3 + q] !== 0)) continue;
    } else {
      let partnerFree = false;
      for (let k = 0; k < 3; k++) {
        if ((m & (1 << k)) === 0) continue;
        const r = groupTiles[g * 4 + PARTNER[k * 4 + i]];
        if (buf[r] === 0) partnerGone = true;
        else if (!partnerFree && buf[c1 + r] === 0 && (buf[c2 + r] === 0 || buf[c3 + r] === 0)) {
          partnerFree = true;
          freePartner = r;
        }
      }
      if (!partnerFree) {
        if (!partnerGone) continue;
        if (!fromDeferred) {
          stack[deferredTop++] = s;
          continue;
        }
      }
    }
    // Remove s, and q too for a fixed pair.
    for (let pass = 0; pass < 2; pass++) {
      const x = pass === 0 ? s : q;
      if (x < 0) break;
      buf[x] = 0;
      remaining--;
      if (witness) {
        witness.rank[x] = rank;
        recordNeeds(p, witness, buf, x, rank);
        if (pass === 0 && q < 0 && !partnerGone && freePartner >= 0) recordNeeds(p, witness, buf, freePartner, rank);
        rank++;
        let free = 0;
        const base = groupOf[x] * 4;
        for (let k = 0; k < 4; k++) {
          const v = groupTiles[base + k];
          if (v >= 0 && v !== x && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) free |= 1 << k;
        }
        witness.freeMates[x] = free;
      }
      for (let j = affectStart[x], end = affectStart[x + 1]; j < end; j++) {
        const counter = affectCounter[j];
        if (--buf[counter] !== 0) continue;
        const u = affectSlot[j];
        if (buf[u] === 0 || buf[c1 + u] !== 0 || (buf[c2 + u] !== 0 && buf[c3 + u] !== 0)) continue;
        stack[top++] = u;
        const base = groupOf[u] * 4;
        for (let k = 0; k < 4; k++) {
          const v = groupTiles[base + k];
          if (v >= 0 && v !== u && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) stack[top++] = v;
        }
      }
    }
    if (q < 0) {
      // An open group's tile went alone: its free group-mates may now go.
      const base = g * 4;
      for (let k = 0; k < 4; k++) {
        const v = groupTiles[base + k];
        if (v >= 0 && buf[v] === 1 && buf[c1 + v] === 0 && (buf[c2 + v] === 0 || buf[c3 + v] === 0)) stack[top++] = v;
      }
    }
  }
  scratch.remaining = remaining;
  return remaining === 0;
}
