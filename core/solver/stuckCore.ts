/**
 * Why a relaxation run failed, as a nogood (nogoods.ts). The tiles a failed
 * run leaves are stuck together: each is held by others of them, covered or
 * flanked on both sides, or free while every partner its options allow is one
 * of them and held. Such a set stays stuck in any node where its tiles are all
 * present and the groups of its free tiles keep options whose partners are
 * held tiles of the set: the relaxation fails there too, so the node is lost.
 * A small part of the set that still holds itself is a nogood that matches
 * more nodes: it is grown from one free tile, adding the partners it waits
 * for and, for each held tile, one tile that holds it.
 */
import { emptyNogood, type Nogood } from './nogoods.ts';
import { PARTNER, type Problem } from './problem.ts';
import { BoardState } from './state.ts';

/** Free tiles tried as the seed of a part; the smallest part found is kept. */
const SEEDS = 6;

export class StuckCores {
  /** Per slot: the number of the part it was last added to. */
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly members: Int16Array;
  private readonly best: Int16Array;
  /** Per slot: 1 while it is in the part kept, as its nogood is made. */
  private readonly inPart: Uint8Array;

  /** Where a kept board is put back to be explained. */
  private board: BoardState | null = null;

  constructor(size: number) {
    this.mark = new Int32Array(size);
    this.members = new Int16Array(size);
    this.best = new Int16Array(size);
    this.inPart = new Uint8Array(size);
  }

  /**
   * The nogood of the failed run that left `stuck` (its masks are the run's):
   * null when the run did not end stuck as the relaxation's rules say.
   */
  explain(p: Problem, stuck: BoardState): Nogood | null {
    let bestCount = 0;
    let seeds = 0;
    for (let s = 0; s < stuck.size && seeds < SEEDS; s++) {
      if (stuck.present[s] === 0 || !stuck.isFree(s)) continue;
      seeds++;
      const count = this.grow(p, stuck, s);
      if (count < 0) return null;
      if (bestCount === 0 || count < bestCount) {
        bestCount = count;
        this.best.set(this.members.subarray(0, count));
      }
    }
    if (bestCount === 0) return null;
    const count = bestCount;
    const { inPart, best } = this;
    for (let i = 0; i < count; i++) inPart[best[i]] = 1;
    const n = emptyNogood(p);
    for (let i = 0; i < count; i++) {
      const x = best[i];
      n.tiles[x >>> 5] |= 1 << (x & 31);
      if (this.held(p, x)) continue;
      // The options whose partner of x is a held tile of the part.
      const g = p.groupOf[x];
      let fits = 0;
      for (let k = 0; k < 3; k++) {
        const y = p.groupTiles[g * 4 + PARTNER[k * 4 + p.indexInGroup[x]]];
        if (y >= 0 && inPart[y] === 1 && this.held(p, y)) fits |= 1 << k;
      }
      n.allowed[g] &= fits;
    }
    for (let i = 0; i < count; i++) inPart[best[i]] = 0;
    for (let g = 0; g < p.groupCount; g++) if ((stuck.masks[g] & ~n.allowed[g]) !== 0) return null;
    return n;
  }

  /** `explain` for a failed run's board kept as its buffer (BoardState's `buf`). */
  explainBoard(p: Problem, buf: Uint8Array): Nogood | null {
    if (this.board === null || this.board.buf.length !== buf.length) this.board = new BoardState(p.topology.size, p.groupCount);
    this.board.buf.set(buf);
    return this.explain(p, this.board);
  }

  /** Whether tile `x` is held by tiles of the part: covered, or flanked on both sides. */
  private held(p: Problem, x: number): boolean {
    const t = p.topology;
    const { inPart } = this;
    for (let i = t.coversStart[x], end = t.coversStart[x + 1]; i < end; i++) if (inPart[t.covers[i]] === 1) return true;
    let left = false;
    for (let i = t.leftStart[x], end = t.leftStart[x + 1]; i < end && !left; i++) left = inPart[t.left[i]] === 1;
    if (!left) return false;
    for (let i = t.rightStart[x], end = t.rightStart[x + 1]; i < end; i++) if (inPart[t.right[i]] === 1) return true;
    return false;
  }

  /** Grows a part that holds itself from free tile `seed` into `members`; its size, or -1 when the board is not stuck. */
  private grow(p: Problem, stuck: BoardState, seed: number): number {
    const at = ++this.stamp;
    const { mark, members } = this;
    const { present, masks } = stuck;
    const t = p.topology;
    mark[seed] = at;
    members[0] = seed;
    let count = 1;
    for (let next = 0; next < count; next++) {
      const x = members[next];
      if (stuck.isFree(x)) {
        const g = p.groupOf[x];
        const m = masks[g];
        if (m === 0) return -1;
        for (let k = 0; k < 3; k++) {
          if ((m & (1 << k)) === 0) continue;
          const y = p.groupTiles[g * 4 + PARTNER[k * 4 + p.indexInGroup[x]]];
          if (y < 0 || present[y] === 0 || stuck.isFree(y)) return -1;
          if (mark[y] !== at) {
            mark[y] = at;
            members[count++] = y;
          }
        }
        continue;
      }
      const cover = pick(t.covers, t.coversStart[x], t.coversStart[x + 1], present, mark, at);
      if (cover >= 0) {
        if (mark[cover] !== at) {
          mark[cover] = at;
          members[count++] = cover;
        }
        continue;
      }
      const left = pick(t.left, t.leftStart[x], t.leftStart[x + 1], present, mark, at);
      const right = pick(t.right, t.rightStart[x], t.rightStart[x + 1], present, mark, at);
      if (left < 0 || right < 0) return -1;
      for (const u of [left, right]) {
        if (mark[u] !== at) {
          mark[u] = at;
          members[count++] = u;
        }
      }
    }
    return count;
  }
}

/** A present slot of `items[from..to)`, one already in the part when there is one; -1 for none. */
function pick(items: Int16Array, from: number, to: number, present: Uint8Array, mark: Int32Array, at: number): number {
  let found = -1;
  for (let i = from; i < to; i++) {
    const u = items[i];
    if (present[u] === 0) continue;
    if (mark[u] === at) return u;
    if (found < 0) found = u;
  }
  return found;
}
