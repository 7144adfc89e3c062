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
 * their messages, one table per language in `layouts/names/` (a test checks each names every layout).
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

const TILE = 2;

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

function computeGeometry(layout: Layout): Geometry {
  const { slots } = layout;
  const covers: number[][] = slots.map(() => []);
  const left: number[][] = slots.map(() => []);
  const right: number[][] = slots.map(() => []);
  let width = 0;
  let height = 0;
  let depth = 0;
  for (let i = 0; i < slots.length; i++) {
    const a = slots[i];
    width = Math.max(width, a.x + TILE);
    height = Math.max(height, a.y + TILE);
    depth = Math.max(depth, a.z + 1);
    for (let j = 0; j < slots.length; j++) {
      const b = slots[j];
      const dy = Math.abs(b.y - a.y);
      if (dy >= TILE) continue;
      if (b.z === a.z + 1 && Math.abs(b.x - a.x) < TILE) covers[i].push(j);
      else if (b.z === a.z && b.x === a.x - TILE) left[i].push(j);
      else if (b.z === a.z && b.x === a.x + TILE) right[i].push(j);
    }
  }
  return Object.freeze({ layout, covers, left, right, width, height, depth });
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
      if (a.z === b.z && Math.abs(a.x - b.x) < TILE && Math.abs(a.y - b.y) < TILE) {
        problems.push(`slots ${i} and ${j} overlap on layer ${a.z}`);
      }
    }
  }
  return problems;
}
