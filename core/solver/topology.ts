/**
 * The solver's compact view of a layout: flat neighbour lists (CSR form) so
 * that removing a tile updates its neighbours' blocker counts in a few steps.
 */
import { oncePer } from '../oncePer.ts';

/** What the solver needs of a geometry: per slot, who covers it and who flanks it. */
export interface Adjacency {
  readonly covers: readonly (readonly number[])[];
  readonly left: readonly (readonly number[])[];
  readonly right: readonly (readonly number[])[];
}

export interface Topology {
  readonly size: number;
  /** CSR lists: `xStart[s] .. xStart[s + 1]` index into `x`. */
  readonly coversStart: Int32Array;
  readonly covers: Int16Array;
  readonly underStart: Int32Array;
  /** Per slot: the slots it lies on (the reverse of covers). */
  readonly under: Int16Array;
  readonly leftStart: Int32Array;
  readonly left: Int16Array;
  readonly rightStart: Int32Array;
  readonly right: Int16Array;
  /**
   * Per slot, what its removal changes: `affectSlot[i]` loses a blocker, and
   * `affectCounter[i]` is the index of that blocker count in a BoardState buffer.
   */
  readonly affectStart: Int32Array;
  readonly affectSlot: Int16Array;
  readonly affectCounter: Int32Array;
  /** Per slot, a bit set over slots (`words` 32-bit words each): every slot lying on it, directly or not. */
  readonly above: Uint32Array;
  readonly words: number;
}

function toCsr(lists: readonly (readonly number[])[]): { start: Int32Array; items: Int16Array } {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const items = new Int16Array(start[lists.length]);
  lists.forEach((list, i) => items.set(list, start[i]));
  return { start, items };
}

/** The topology of an adjacency, built once per geometry object. */
export const topologyOf: (adjacency: Adjacency) => Topology = oncePer(buildTopology);

function buildTopology({ covers, left, right }: Adjacency): Topology {
  const size = covers.length;
  const under: number[][] = covers.map(() => []);
  covers.forEach((list, s) => list.forEach((c) => under[c].push(s)));
  const c = toCsr(covers);
  const u = toCsr(under);
  const l = toCsr(left);
  const r = toCsr(right);
  const words = (size + 31) >>> 5;
  const above = new Uint32Array(size * words);
  const done = new Uint8Array(size);
  // Covering only goes up a layer, so this recursion ends; it fills each slot once.
  const fill = (s: number): void => {
    if (done[s]) return;
    done[s] = 1;
    for (const top of covers[s]) {
      fill(top);
      above[s * words + (top >>> 5)] |= 1 << (top & 31);
      for (let w = 0; w < words; w++) above[s * words + w] |= above[top * words + w];
    }
  };
  for (let s = 0; s < size; s++) fill(s);
  // Buffer layout of BoardState: present, then cover, left and right counts, each `size` long.
  const affects = covers.map((_, s) => [
    ...under[s].map((u) => [u, size + u]),
    ...right[s].map((u) => [u, 2 * size + u]),
    ...left[s].map((u) => [u, 3 * size + u]),
  ]);
  const a = toCsr(affects.map((list) => list.map(([u]) => u)));
  const affectCounter = Int32Array.from(affects.flat().map(([, counter]) => counter));
  return {
    size,
    affectStart: a.start,
    affectSlot: a.items,
    affectCounter,
    coversStart: c.start,
    covers: c.items,
    underStart: u.start,
    under: u.items,
    leftStart: l.start,
    left: l.items,
    rightStart: r.start,
    right: r.items,
    above,
    words,
  };
}

/** Whether slot `top` lies on slot `bottom`, directly or through other tiles. */
export function liesOn(t: Topology, top: number, bottom: number): boolean {
  return (t.above[bottom * t.words + (top >>> 5)] & (1 << (top & 31))) !== 0;
}
