/**
 * The search's mutable board: which tiles are present, how many present tiles
 * cover and flank each slot, and each group's surviving options, all in one
 * byte buffer so a node copies in one call.
 */
import type { Problem } from './problem.ts';
import type { Topology } from './topology.ts';

export class BoardState {
  readonly buf: Uint8Array;
  readonly present: Uint8Array;
  readonly coverCount: Uint8Array;
  readonly leftCount: Uint8Array;
  readonly rightCount: Uint8Array;
  readonly masks: Uint8Array;
  remaining = 0;

  constructor(
    readonly size: number,
    groupCount: number,
  ) {
    this.buf = new Uint8Array(size * 4 + groupCount);
    this.present = this.buf.subarray(0, size);
    this.coverCount = this.buf.subarray(size, size * 2);
    this.leftCount = this.buf.subarray(size * 2, size * 3);
    this.rightCount = this.buf.subarray(size * 3, size * 4);
    this.masks = this.buf.subarray(size * 4);
  }

  static initial(p: Problem): BoardState {
    const t = p.topology;
    const st = new BoardState(t.size, p.groupCount);
    for (let s = 0; s < t.size; s++) {
      if (p.groupOf[s] >= 0) {
        st.present[s] = 1;
        st.remaining++;
      }
    }
    for (let s = 0; s < t.size; s++) {
      st.coverCount[s] = countPresent(st.present, t.covers, t.coversStart[s], t.coversStart[s + 1]);
      st.leftCount[s] = countPresent(st.present, t.left, t.leftStart[s], t.leftStart[s + 1]);
      st.rightCount[s] = countPresent(st.present, t.right, t.rightStart[s], t.rightStart[s + 1]);
    }
    st.masks.set(p.initialMasks);
    return st;
  }

  clone(): BoardState {
    const st = new BoardState(this.size, this.masks.length);
    st.copyFrom(this);
    return st;
  }

  copyFrom(other: BoardState): void {
    this.buf.set(other.buf);
    this.remaining = other.remaining;
  }

  isFree(s: number): boolean {
    return this.present[s] === 1 && this.coverCount[s] === 0 && (this.leftCount[s] === 0 || this.rightCount[s] === 0);
  }

  /** Removes one tile, pushing the slots whose freedom may change onto `stack` (when given); returns the new stack top. */
  remove(t: Topology, s: number, stack: Int16Array | null, top: number): number {
    this.present[s] = 0;
    this.remaining--;
    for (let i = t.underStart[s], end = t.underStart[s + 1]; i < end; i++) {
      const u = t.under[i];
      this.coverCount[u]--;
      if (stack) stack[top++] = u;
    }
    // s is the left neighbour of the slots on its right, and the other way round.
    for (let i = t.rightStart[s], end = t.rightStart[s + 1]; i < end; i++) {
      const u = t.right[i];
      this.leftCount[u]--;
      if (stack) stack[top++] = u;
    }
    for (let i = t.leftStart[s], end = t.leftStart[s + 1]; i < end; i++) {
      const u = t.left[i];
      this.rightCount[u]--;
      if (stack) stack[top++] = u;
    }
    return top;
  }
}

function countPresent(present: Uint8Array, items: Int16Array, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n += present[items[i]];
  return n;
}
