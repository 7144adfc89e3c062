/** A layout's shape on its own: its canonical form, whether it can be played, and the id it is known by. */
import { MAX_X, MAX_Y, MAX_Z, neighbour, neighbourLists, OVERLAP, TILE, type Slot } from '../layout.ts';
import { isDealableCount, MAX_TILES, MIN_TILES } from '../tileSets.ts';
import { err, ok, type Result } from '../result.ts';
import type { ShapeProblem } from './types.ts';

/** Translated so its least x, y and z are 0, sorted by (z, y, x): the frozen slot order of a custom layout. */
export function canonicalShape(slots: readonly Slot[]): Slot[] {
  if (slots.length === 0) return [];
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  for (const s of slots) {
    minX = Math.min(minX, s.x);
    minY = Math.min(minY, s.y);
    minZ = Math.min(minZ, s.z);
  }
  return slots
    .map((s) => ({ x: s.x - minX, y: s.y - minY, z: s.z - minZ }))
    .sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
}

/** Slots nothing lies on with an open left or right side, on the shape alone (any two of them could match). */
export function freeSlotCount(slots: readonly Slot[]): number {
  const { covers, left, right } = neighbourLists(slots);
  return slots.filter((_, i) => covers[i].length === 0 && !(left[i].length > 0 && right[i].length > 0)).length;
}

/**
 * The shape in canonical form when it can be a board: an even number of
 * tiles, MIN_TILES to MAX_TILES (core/tileSets.ts says which are dealt), at
 * integer places, within MAX_X × MAX_Y × MAX_Z once at the origin, no two
 * overlapping in a layer, and a pair free at the start. A tile with nothing
 * beneath it is allowed: the rules need no support.
 */
export function validateShape(slots: readonly Slot[]): Result<Slot[], ShapeProblem> {
  if (!isDealableCount(slots.length)) {
    const count = slots.length;
    return err({ reason: count % 2 === 1 && count < MAX_TILES ? 'odd' : 'count', detail: { count, min: MIN_TILES, max: MAX_TILES } });
  }
  if (!slots.every((s) => Number.isSafeInteger(s.x) && Number.isSafeInteger(s.y) && Number.isSafeInteger(s.z))) {
    return err({ reason: 'format', detail: {} });
  }
  const shape = canonicalShape(slots);
  const width = Math.max(...shape.map((s) => s.x)) + TILE;
  const height = Math.max(...shape.map((s) => s.y)) + TILE;
  const depth = Math.max(...shape.map((s) => s.z)) + 1;
  if (width > MAX_X + TILE || height > MAX_Y + TILE || depth > MAX_Z + 1) {
    return err({ reason: 'bounds', detail: { width, height, depth, maxWidth: MAX_X + TILE, maxHeight: MAX_Y + TILE, maxDepth: MAX_Z + 1 } });
  }
  for (let i = 0; i < shape.length; i++) {
    const a = shape[i];
    for (let j = i + 1; j < shape.length && shape[j].z === a.z && shape[j].y < a.y + TILE; j++) {
      const b = shape[j];
      if (neighbour(b.x - a.x, b.y - a.y, b.z - a.z) === OVERLAP) {
        const origin = leastCorner(slots);
        return err({ reason: 'overlap', detail: { x: b.x + origin.x, y: b.y + origin.y, z: b.z + origin.z } });
      }
    }
  }
  if (freeSlotCount(shape) < 2) return err({ reason: 'noPair', detail: {} });
  return ok(shape);
}

/** The least coordinates of the slots as given, so an overlap is named where the file put it. */
function leastCorner(slots: readonly Slot[]): Slot {
  return {
    x: Math.min(...slots.map((s) => s.x)),
    y: Math.min(...slots.map((s) => s.y)),
    z: Math.min(...slots.map((s) => s.z)),
  };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * 'C' and ten base-32 characters (A-Z, 2-7; the game-code alphabet, so an id
 * survives a code typed in any case): 50 bits of a hash of the canonical
 * shape, so the same shape under any name, slot order or offset has one id.
 */
export function shapeId(slots: readonly Slot[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x6a09e667;
  for (const s of canonicalShape(slots)) {
    for (const v of [s.x, s.y, s.z]) {
      h1 = Math.imul(h1 ^ (v + 1), 0x01000193);
      h2 = Math.imul(h2 ^ (v + 1), 0x5bd1e995);
      h2 ^= h2 >>> 15;
    }
    h1 = Math.imul(h1 ^ 0xff, 0x01000193);
  }
  h1 = fmix(h1 ^ h2);
  h2 = fmix(h2 + Math.imul(h1, 0x9e3779b9));
  // 25 bits from each lane.
  const bits = [h1 >>> 7, h2 >>> 7];
  let id = 'C';
  for (const lane of bits) for (let k = 20; k >= 0; k -= 5) id += BASE32[(lane >>> k) & 31];
  return id;
}

/** MurmurHash3's finaliser: every input bit moves every output bit. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
