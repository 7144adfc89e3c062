/** The editor's symmetry helpers: mirrored placing and removing, mirroring and shifting the whole draft. */
import type { Slot } from '../layout.ts';
import { err, ok, type Result } from '../result.ts';
import { draftOf, fits, place, remove, tileAt, tileCovering, type Draft, type Refusal } from './draft.ts';

/** Which mirror images a placement makes as well: left-right (about the grid's middle column) and top-bottom. */
export interface Mirrors {
  readonly x: boolean;
  readonly y: boolean;
}

export const NO_MIRRORS: Mirrors = Object.freeze({ x: false, y: false });

/** The tile's place mirrored left-right and/or top-bottom on this grid. */
export function mirrorSlot(draft: Draft, s: Slot, axes: Mirrors): Slot {
  return { x: axes.x ? draft.width - 2 - s.x : s.x, y: axes.y ? draft.height - 2 - s.y : s.y, z: s.z };
}

/** The place and its mirror images, without repeats. */
export function mirrorImages(draft: Draft, s: Slot, mirrors: Mirrors): Slot[] {
  const all = [s];
  if (mirrors.x) all.push(mirrorSlot(draft, s, { x: true, y: false }));
  if (mirrors.y) all.push(mirrorSlot(draft, s, { x: false, y: true }));
  if (mirrors.x && mirrors.y) all.push(mirrorSlot(draft, s, { x: true, y: true }));
  return all.filter((p, i) => all.findIndex((q) => q.x === p.x && q.y === p.y) === i);
}

/**
 * Places a tile and its mirror images. The tile itself must fit (else the refusal is said); an image
 * that is already there, or would overlap the tile or another, is skipped.
 */
export function placeMirrored(draft: Draft, s: Slot, mirrors: Mirrors): Result<Draft, Refusal> {
  const first = place(draft, s);
  if (!first.ok) return first;
  let next = first.value;
  for (const image of mirrorImages(draft, s, mirrors).slice(1)) {
    const placed = place(next, image);
    if (placed.ok) next = placed.value;
  }
  return ok(next);
}

/** Removes the tile covering the cell and the tiles at its mirror images. */
export function removeMirrored(draft: Draft, cell: Slot, mirrors: Mirrors): Draft {
  const covering = tileCovering(draft, cell);
  if (!covering) return draft;
  let next = draft;
  for (const image of mirrorImages(draft, covering, mirrors)) if (tileAt(next, image)) next = remove(next, image);
  return next;
}

/** A click on a cell with the mirrors on: removes the tile there (and its images), else places one (and its images). */
export function toggleMirrored(draft: Draft, cell: Slot, mirrors: Mirrors): Result<Draft, Refusal> {
  return tileCovering(draft, cell) ? ok(removeMirrored(draft, cell, mirrors)) : placeMirrored(draft, cell, mirrors);
}

/** The whole draft mirrored (twice is the identity). */
export function mirrorDraft(draft: Draft, axis: 'x' | 'y'): Draft {
  const axes = { x: axis === 'x', y: axis === 'y' };
  return draftOf(draft.width, draft.height, draft.depth, draft.tiles.map((s) => mirrorSlot(draft, s, axes)));
}

/** The whole draft moved by dx, dy cells; refused when a tile would leave the grid. */
export function shiftDraft(draft: Draft, dx: number, dy: number): Result<Draft, 'outside'> {
  const moved = draft.tiles.map((s) => ({ x: s.x + dx, y: s.y + dy, z: s.z }));
  if (!moved.every((s) => fits(draft, s))) return err('outside');
  return ok(draftOf(draft.width, draft.height, draft.depth, moved));
}
