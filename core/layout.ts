/** Layouts (where the 144 tiles lie) and their geometry (who covers and flanks whom). */
import type { Language } from './language.ts';

/** A tile's place in half-tile units: it covers [x, x+2) × [y, y+2) on layer z (0 at the bottom). */
export interface Slot {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * The language whose layout names a layout carries itself. The other languages' names load with
 * their messages, one table per language in `locales/<lang>/layouts.ts` (a test checks each names every layout).
 */
export type CarriedNameLanguage = 'en';
/** A layout's own names. */
export type LayoutNames = { readonly [L in CarriedNameLanguage]: string };
/** One language's name for every layout, by layout id ('L00' …). */
export type LayoutNameTable = { readonly [id: string]: string };

export interface Layout {
  /** 'L00' … ; the number and slot order are frozen forever because game codes refer to them. */
  readonly id: string;
  readonly number: number;
  readonly name: string;
  readonly names: LayoutNames;
  readonly slots: readonly Slot[];
}

/**
 * The layout's name in a language of the UI: from that language's table when given, else from the
 * layout's own names; its own (English) name where neither has one.
 */
export function layoutName(layout: Layout, lang: Language, table?: LayoutNameTable): string {
  return table?.[layout.id] || (layout.names as Partial<Record<Language, string>>)[lang] || layout.name;
}

export interface Geometry {
  readonly layout: Layout;
  /** Per slot: the slots on layer z+1 that overlap it, even by half a tile. */
  readonly covers: readonly (readonly number[])[];
  /** Per slot: the same-layer slots at x-2 that overlap it vertically. */
  readonly left: readonly (readonly number[])[];
  /** Per slot: the same-layer slots at x+2 that overlap it vertically. */
  readonly right: readonly (readonly number[])[];
  /** Bounds: half-tile units across and down, and the number of layers. */
  readonly width: number;
  readonly height: number;
  readonly depth: number;
}

export const SLOT_COUNT = 144;
/** Coordinates a layout may use: generous, but bounded so a board always fits a page. */
export const MAX_X = 62;
export const MAX_Y = 62;
export const MAX_Z = 15;

/** A tile's width and height, in the half-tile units slots are placed in. */
export const TILE = 2;

/**
 * How one slot stands to another (neighbour). Numbers, which the build writes in place: the geometry
 * is part of every page's first script.
 */
export const APART = 0;
export const ABOVE = 1;
export const LEFT = 2;
export const RIGHT = 3;
export const OVERLAP = 4;
export type Neighbour = typeof APART | typeof ABOVE | typeof LEFT | typeof RIGHT | typeof OVERLAP;

/**
 * How a slot b stands to a slot a, given b's offset from a (b.x - a.x, b.y - a.y, b.z - a.z): the one
 * rule every reading of a layout's geometry goes by. On the layer above a, over it even by half a
 * tile (ABOVE); beside it in its layer, touching its left or right side (LEFT, RIGHT); over it in its
 * own layer (OVERLAP, which no valid layout has); else APART. Tiles touch or overlap only where they
 * overlap vertically, even by half a tile. It takes numbers, not slots, so that the loops over
 * slots of every origin that call it stay fast.
 */
export function neighbour(dx: number, dy: number, dz: number): Neighbour {
  if (dy >= TILE || dy <= -TILE) return APART;
  const over = dx < TILE && dx > -TILE;
  if (dz === 1) return over ? ABOVE : APART;
  if (dz !== 0) return APART;
  return over ? OVERLAP : dx === -TILE ? LEFT : dx === TILE ? RIGHT : APART;
}

const geometries = new WeakMap<Layout, Geometry>();

/** The layout's geometry, computed once per layout object. */
export function geometryOf(layout: Layout): Geometry {
  let g = geometries.get(layout);
  if (g === undefined) {
    g = computeGeometry(layout);
    geometries.set(layout, g);
  }
  return g;
}

/** Per slot, by index, the slots over it and those beside it (neighbour): the geometry's lists, for any slots. */
export function neighbourLists(slots: readonly Slot[]): Pick<Geometry, 'covers' | 'left' | 'right'> {
  const covers: number[][] = slots.map(() => []);
  const left: number[][] = slots.map(() => []);
  const right: number[][] = slots.map(() => []);
  for (let i = 0; i < slots.length; i++) {
    const a = slots[i];
    for (let j = 0; j < slots.length; j++) {
      const b = slots[j];
      const side = neighbour(b.x - a.x, b.y - a.y, b.z - a.z);
      if (side === ABOVE) covers[i].push(j);
      else if (side === LEFT) left[i].push(j);
      else if (side === RIGHT) right[i].push(j);
    }
  }
  return { covers, left, right };
}

function computeGeometry(layout: Layout): Geometry {
  const { slots } = layout;
  const most = (of: (s: Slot) => number): number => Math.max(0, ...slots.map(of));
  return Object.freeze({ layout, ...neighbourLists(slots), width: most((s) => s.x + TILE), height: most((s) => s.y + TILE), depth: most((s) => s.z + 1) });
}

/** Everything wrong with a layout, in words; [] when it is valid. */
export function validateLayout(layout: Layout): string[] {
  const problems: string[] = [];
  if (!/^L\d\d$/.test(layout.id)) problems.push(`id "${layout.id}" is not of the form L00`);
  else if (Number(layout.id.slice(1)) !== layout.number) problems.push(`id ${layout.id} does not match number ${layout.number}`);
  if (layout.slots.length !== SLOT_COUNT) problems.push(`${layout.slots.length} slots instead of ${SLOT_COUNT}`);
  const inRange = (v: number, max: number): boolean => Number.isInteger(v) && v >= 0 && v <= max;
  layout.slots.forEach((s, i) => {
    if (!inRange(s.x, MAX_X) || !inRange(s.y, MAX_Y) || !inRange(s.z, MAX_Z)) {
      problems.push(`slot ${i} at (${s.x}, ${s.y}, ${s.z}) is not at integer coordinates in range`);
    }
  });
  const { slots } = layout;
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      const a = slots[i];
      const b = slots[j];
      if (neighbour(b.x - a.x, b.y - a.y, b.z - a.z) === OVERLAP) problems.push(`slots ${i} and ${j} overlap on layer ${a.z}`);
    }
  }
  return problems;
}
