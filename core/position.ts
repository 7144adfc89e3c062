/** A board position: which tiles are still there, and what may be played from it. */
import type { Geometry } from './layout.ts';
import { ok, err, type Result } from './result.ts';
import { matchGroup, type Face } from './tiles.ts';

/** Two tiles taken together, by their slots: a move, a hint, a pair a plan removes. */
export type Pair = [number, number];

export interface Position {
  readonly geometry: Geometry;
  /** The face dealt to each slot, for the whole game (removed tiles keep theirs). */
  readonly faces: readonly Face[];
  /** matchGroup of each slot's face, shared by every position of a deal. */
  readonly groups: Uint8Array;
  /** Bit set over slots: bit s of word s >> 5 is set while slot s is on the board. Never mutated. */
  readonly present: Uint32Array;
}

export type MoveError = { kind: 'not-present' | 'not-free' | 'no-match' | 'same-tile'; slot: number };

/** The full board for a deal. Throws if faces and slots disagree in number: that is a bug, not bad input. */
export function initialPosition(geometry: Geometry, faces: readonly Face[]): Position {
  const n = geometry.layout.slots.length;
  if (faces.length !== n) throw new RangeError(`${faces.length} faces for ${n} slots`);
  const present = new Uint32Array(Math.ceil(n / 32));
  for (let s = 0; s < n; s++) present[s >>> 5] |= 1 << (s & 31);
  return { geometry, faces, groups: Uint8Array.from(faces, matchGroup), present };
}

// Out-of-range slots read as absent: the typed array yields undefined, and undefined & x is 0.
function has(present: Uint32Array, slot: number): boolean {
  return (present[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

function anyPresent(present: Uint32Array, slots: readonly number[]): boolean {
  for (let i = 0; i < slots.length; i++) if (has(present, slots[i])) return true;
  return false;
}

export function isPresent(p: Position, slot: number): boolean {
  return Number.isInteger(slot) && has(p.present, slot);
}

/** On the board, nothing on top, and the left or the right side open. */
export function isFree(p: Position, slot: number): boolean {
  const present = p.present;
  if (!isPresent(p, slot)) return false;
  const g = p.geometry;
  if (anyPresent(present, g.covers[slot])) return false;
  return !anyPresent(present, g.left[slot]) || !anyPresent(present, g.right[slot]);
}

/** The free slots, ascending. */
export function freeSlots(p: Position): number[] {
  const out: number[] = [];
  const n = p.faces.length;
  for (let s = 0; s < n; s++) if (isFree(p, s)) out.push(s);
  return out;
}

/** Every pair of free matching tiles, each as [lower slot, higher slot], in ascending order. */
export function playablePairs(p: Position): Pair[] {
  const free = freeSlots(p);
  const { groups } = p;
  const pairs: Pair[] = [];
  for (let i = 0; i < free.length; i++) {
    const a = free[i];
    for (let j = i + 1; j < free.length; j++) if (groups[free[j]] === groups[a]) pairs.push([a, free[j]]);
  }
  return pairs;
}

// Scratch for hasPlayablePair, so the check allocates nothing.
const seenGroups = new Uint8Array(256);

/** Whether at least one pair can be played, without listing them. */
export function hasPlayablePair(p: Position): boolean {
  const n = p.faces.length;
  seenGroups.fill(0);
  for (let s = 0; s < n; s++) {
    if (!isFree(p, s)) continue;
    const g = p.groups[s];
    if (seenGroups[g] === 1) return true;
    seenGroups[g] = 1;
  }
  return false;
}

/** The position after removing the pair, or why the pair cannot be removed. */
export function removePair(p: Position, a: number, b: number): Result<Position, MoveError> {
  if (a === b) return err({ kind: 'same-tile', slot: a });
  for (const s of [a, b]) if (!isPresent(p, s)) return err({ kind: 'not-present', slot: s });
  for (const s of [a, b]) if (!isFree(p, s)) return err({ kind: 'not-free', slot: s });
  if (p.groups[a] !== p.groups[b]) return err({ kind: 'no-match', slot: b });
  const present = p.present.slice();
  present[a >>> 5] &= ~(1 << (a & 31));
  present[b >>> 5] &= ~(1 << (b & 31));
  return ok({ ...p, present });
}

function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function remainingCount(p: Position): number {
  let n = 0;
  for (let w = 0; w < p.present.length; w++) n += popcount(p.present[w]);
  return n;
}

export function isWon(p: Position): boolean {
  return remainingCount(p) === 0;
}

/** Tiles remain and no pair of free matching tiles is left. */
export function isStuck(p: Position): boolean {
  return remainingCount(p) > 0 && !hasPlayablePair(p);
}

/** Same deal, same tiles on the board. */
export function samePosition(p: Position, q: Position): boolean {
  if (p.geometry !== q.geometry || p.present.length !== q.present.length) return false;
  for (let i = 0; i < p.faces.length; i++) if (p.faces[i] !== q.faces[i]) return false;
  for (let w = 0; w < p.present.length; w++) if (p.present[w] !== q.present[w]) return false;
  return true;
}
