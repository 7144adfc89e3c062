/**
 * Where a node's option tests start: the node with the first removals of its
 * base run already made. A test of group g may start after the removals
 * before g's first (nothing of g has moved yet, so they are as valid with g
 * fixed). Tests come in order of that rank, so one start is kept and moved
 * forward from test to test, and each test copies it rather than replaying
 * the removals and scanning the board again.
 */
import type { Problem } from './problem.ts';
import { BoardState } from './state.ts';
import { NEVER, newWitness, type Witness } from './witness.ts';

export class RunStart {
  /** The node after `length` removals of the base run (its masks are not used: a test takes the node's). */
  readonly board: BoardState;
  /** Per group, bits by index in group: its tiles present and free, and its tiles gone. */
  readonly free: Uint8Array;
  readonly gone: Uint8Array;
  /** The record of the removals made, as a test's witness starts. */
  readonly witness: Witness;
  /** Removals made. */
  length = 0;
  /** The base run's removals in order, and its length. */
  private readonly order: Int16Array;
  private total = 0;
  /** Slots by the rank that first needed them gone in the base run (a counting sort): `byNeed[needStart[r] ..]`. */
  private readonly byNeed: Int16Array;
  private readonly needStart: Int32Array;
  private from: Witness;

  constructor(size: number, groupCount: number) {
    this.board = new BoardState(size, groupCount);
    this.free = new Uint8Array(groupCount);
    this.gone = new Uint8Array(groupCount);
    this.witness = newWitness(size);
    this.order = new Int16Array(size);
    this.byNeed = new Int16Array(size);
    this.needStart = new Int32Array(size + 2);
    this.from = this.witness;
  }

  /**
   * Starts over at `node`, whose base run is `from` (a cleared run); fills
   * `firstOfGroup` with each group's first rank in it.
   */
  reset(p: Problem, node: BoardState, from: Witness, firstOfGroup: Int32Array): void {
    this.from = from;
    this.board.copyFrom(node);
    this.length = 0;
    const { free, gone, order, witness } = this;
    free.fill(0);
    gone.fill(0);
    firstOfGroup.fill(NEVER);
    const { rank, firstNeeded } = from;
    let total = 0;
    for (let x = 0; x < node.size; x++) {
      const g = p.groupOf[x];
      if (g < 0) continue;
      if (node.present[x] === 0) gone[g] |= 1 << p.indexInGroup[x];
      else if (node.isFree(x)) free[g] |= 1 << p.indexInGroup[x];
      const r = rank[x];
      if (r < 0) continue;
      order[r] = x;
      total++;
      if (r < firstOfGroup[g]) firstOfGroup[g] = r;
    }
    this.total = total;
    // Slots by the rank that first needed them gone, to hand each on when the start passes that rank.
    const { needStart, byNeed } = this;
    needStart.fill(0, 0, total + 2);
    for (let x = 0; x < node.size; x++) if (firstNeeded[x] < total) needStart[firstNeeded[x] + 2]++;
    for (let r = 2; r < total + 2; r++) needStart[r] += needStart[r - 1];
    for (let x = 0; x < node.size; x++) if (firstNeeded[x] < total) byNeed[needStart[firstNeeded[x] + 1]++] = x;
    witness.rank.fill(-1);
    witness.firstNeeded.fill(NEVER);
    // A tile free at the start was free at the same point of the base run; the others are stamped when they come free.
    witness.freeAt.set(from.freeAt);
  }

  /** Makes the base run's removals up to rank `length` (never fewer than made already). */
  advanceTo(p: Problem, length: number): void {
    const end = Math.min(length, this.total);
    if (end <= this.length) return;
    const { buf } = this.board;
    const { affectStart, affectSlot, affectCounter, size } = p.topology;
    const { groupOf, indexInGroup } = p;
    const { free, gone, order, from, witness, byNeed, needStart } = this;
    const c1 = size;
    const c2 = size * 2;
    const c3 = size * 3;
    for (let r = this.length; r < end; r++) {
      const x = order[r];
      const g = groupOf[x];
      const bit = 1 << indexInGroup[x];
      buf[x] = 0;
      free[g] &= ~bit;
      gone[g] |= bit;
      witness.rank[x] = r;
      witness.freeMates[x] = from.freeMates[x];
      for (let i = needStart[r], stop = needStart[r + 1]; i < stop; i++) witness.firstNeeded[byNeed[i]] = r;
      for (let j = affectStart[x], stop = affectStart[x + 1]; j < stop; j++) {
        if (--buf[affectCounter[j]] !== 0) continue;
        const u = affectSlot[j];
        if (buf[u] === 0 || buf[c1 + u] !== 0 || (buf[c2 + u] !== 0 && buf[c3 + u] !== 0)) continue;
        const gu = groupOf[u];
        if (gu >= 0) free[gu] |= 1 << indexInGroup[u];
      }
    }
    this.board.remaining -= end - this.length;
    this.length = end;
  }
}
