/**
 * Witnesses: records of relaxation runs that cleared the board. A witness can
 * vouch for an option without a run of its own, and its first removals can
 * start another run (see runStart.ts).
 */
import { PARTNER, type Problem } from './problem.ts';

/**
 * A record of a run that cleared the board: each slot's removal rank (-1 when
 * gone before the run), which of its group-mates (bits by index in group) were
 * free when it went, and the first rank whose freedom needed it gone.
 */
export interface Witness {
  readonly rank: Int32Array;
  readonly freeMates: Uint8Array;
  readonly firstNeeded: Int32Array;
  /** Per slot: the number of removals after which it was free (at the latest), for the tiles the run removed. */
  readonly freeAt: Int32Array;
}

export function newWitness(size: number): Witness {
  return { rank: new Int32Array(size), freeMates: new Uint8Array(size), firstNeeded: new Int32Array(size), freeAt: new Int32Array(size) };
}

/** Makes `to` the same record as `from` (both of the same board size). */
export function copyWitness(to: Witness, from: Witness): void {
  to.rank.set(from.rank);
  to.freeMates.set(from.freeMates);
  to.firstNeeded.set(from.firstNeeded);
  to.freeAt.set(from.freeAt);
}

/** A rank never reached: nothing needed the tile gone. */
export const NEVER = 0x7fffffff;

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
    if (((w.freeMates[a] >> bIndex) & 1) === 1 || w.firstNeeded[a] > w.rank[b]) continue;
    // Or take a later, as soon as b is free: nothing may need a gone before, and b's freedom must not rest on a.
    if (w.firstNeeded[a] < w.freeAt[b] || affects(p, a, b)) return false;
  }
  return true;
}

/** Whether tile `a` lies on tile `b` or flanks it: b's freedom may rest on a being gone. */
function affects(p: Problem, a: number, b: number): boolean {
  const t = p.topology;
  for (let i = t.affectStart[a], end = t.affectStart[a + 1]; i < end; i++) if (t.affectSlot[i] === b) return true;
  return false;
}

/**
 * Whether a cleared run also clears with group `g`'s options narrowed to
 * `mask`. With one option left this is `witnessAllows`. With two or three the
 * group stays open, so each of its tiles only needed, when it went, a partner
 * under an option left that was free (`freeMates`) or already gone: its
 * freedom, and every other removal, is unchanged. Errs only towards "no".
 */
export function witnessRespects(p: Problem, w: Witness, g: number, mask: number): boolean {
  if ((mask & (mask - 1)) === 0) return mask !== 0 && witnessAllows(p, w, g, mask === 1 ? 0 : mask === 2 ? 1 : 2);
  const { rank, freeMates } = w;
  const base = g * 4;
  for (let i = 0; i < 4; i++) {
    const x = p.groupTiles[base + i];
    const rx = rank[x];
    if (rx < 0) continue;
    let allowed = false;
    for (let k = 0; k < 3 && !allowed; k++) {
      if ((mask & (1 << k)) === 0) continue;
      const j = PARTNER[k * 4 + i];
      allowed = rank[p.groupTiles[base + j]] < rx || ((freeMates[x] >> j) & 1) === 1;
    }
    if (!allowed) return false;
  }
  return true;
}

/** Records that the removal ranked `r` needed the tiles on slot `y`, and those of one side of it, gone. */
export function recordNeeds(p: Problem, w: Witness, present: Uint8Array, y: number, r: number): void {
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
