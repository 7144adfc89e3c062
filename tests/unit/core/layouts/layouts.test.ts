import { describe, expect, it } from 'vitest';
import { geometryOf, validateLayout, type Layout, type Slot } from '../../../../core/layout.ts';
import { LAYOUTS, layoutById } from '../../../../core/layouts/index.ts';
import bulgarianNames from '../../../../locales/bg/layouts.ts';
import dutchNames from '../../../../locales/nl/layouts.ts';
import { dealFromCode } from '../../../../core/deal.ts';
import { initialPosition, isWon, removePair, type Position } from '../../../../core/position.ts';

// Playable openings: enough free tiles to choose from, not so many the board is trivial.
const MIN_FREE = 15;
const MAX_FREE = 45;
// Fits a 16:10 or 4:3 page: 17 tiles across, 10 down.
const MAX_WIDTH = 34;
const MAX_HEIGHT = 20;

function freeAtStart(layout: Layout): number {
  const g = geometryOf(layout);
  return layout.slots.filter((_, i) => g.covers[i].length === 0 && (g.left[i].length === 0 || g.right[i].length === 0)).length;
}

/** Slots above layer 0 with a quarter (half-tile square) that has no tile directly beneath it. */
function unsupported(layout: Layout): Slot[] {
  const below = (z: number, px: number, py: number): boolean =>
    layout.slots.some((s) => s.z === z && s.x <= px && px < s.x + 2 && s.y <= py && py < s.y + 2);
  const quarters = [[0, 0], [1, 0], [0, 1], [1, 1]];
  return layout.slots.filter((s) => s.z > 0 && quarters.some(([dx, dy]) => !below(s.z - 1, s.x + dx, s.y + dy)));
}

/**
 * Pinned shapes: game codes refer to slots by number, so a released layout
 * must never change. A new shape gets a new number instead.
 */
const FROZEN_FINGERPRINTS: Readonly<Record<string, string>> = {
  L00: 'd1178010',
  L01: 'bcca62f1',
  L02: '8db93adf',
  L03: 'c41f5b0d',
  L04: '4ba36255',
  L05: '7c1db89d',
  L06: '484064ad',
  L07: 'd056434c',
  L08: '03c98c41',
  L09: '1acf625d',
  L10: '02145913',
  L11: 'a47e22dc',
  L12: '90580805',
  L13: 'de28556d',
  L14: 'a73f6397',
  L15: 'df5ebc6d',
  L16: 'e4067ebd',
  L17: '55243e2d',
  L18: '0a1a421d',
  L19: '5671f523',
  L20: 'c691048b',
  L21: '4d7db525',
  L22: '533542d7',
  L23: '9d077e56',
};

// Two fixed deal numbers per layout: 0 and 43 ('AAAAABL').
const DEAL_NUMBERS = [0, 43];

/** FNV-1a over the slot coordinates in slot order: changes whenever any slot number would. */
function fingerprint(layout: Layout): string {
  let h = 0x811c9dc5;
  for (const s of layout.slots) {
    for (const v of [s.x, s.y, s.z]) {
      h ^= v;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

describe('the layouts', () => {
  it('are numbered L00, L01, … without gaps, at least twelve of them', () => {
    expect(LAYOUTS.length).toBeGreaterThanOrEqual(12);
    LAYOUTS.forEach((layout, i) => {
      expect(layout.number).toBe(i);
      expect(layout.id).toBe(`L${String(i).padStart(2, '0')}`);
    });
  });

  it('are found by id, and an unknown id finds nothing', () => {
    for (const layout of LAYOUTS) expect(layoutById(layout.id)).toBe(layout);
    expect(layoutById('L99')).toBeUndefined();
    expect(layoutById('l01')).toBeUndefined();
    expect(layoutById('')).toBeUndefined();
  });

  it('have distinct names in English, Bulgarian and Dutch (the latter two in tables that load with their messages)', () => {
    const tables = { en: Object.fromEntries(LAYOUTS.map((l) => [l.id, l.names.en])), bg: bulgarianNames, nl: dutchNames };
    for (const table of Object.values(tables)) {
      const names = LAYOUTS.map((l) => table[l.id as keyof typeof table]);
      expect(names.every((n) => typeof n === 'string' && n.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(LAYOUTS.length);
    }
    for (const layout of LAYOUTS) expect(layout.name).toBe(layout.names.en);
    expect(LAYOUTS.filter((l) => /[а-я]/i.test(bulgarianNames[l.id as keyof typeof bulgarianNames])).length).toBe(LAYOUTS.length);
  });

  it('are all different shapes', () => {
    expect(new Set(LAYOUTS.map(fingerprint)).size).toBe(LAYOUTS.length);
  });

  describe.each(LAYOUTS.map((layout) => [`${layout.id} ${layout.name}`, layout] as const))('%s', (_, layout) => {
    it('is valid: 144 slots, no overlaps, coordinates in range', () => {
      expect(validateLayout(layout)).toEqual([]);
      expect(layout.slots).toHaveLength(144);
    });

    it('rests every tile above the bottom layer fully on tiles below', () => {
      expect(unsupported(layout)).toEqual([]);
    });

    it(`starts with ${MIN_FREE}–${MAX_FREE} free tiles`, () => {
      const free = freeAtStart(layout);
      expect(free).toBeGreaterThanOrEqual(MIN_FREE);
      expect(free).toBeLessThanOrEqual(MAX_FREE);
    });

    it(`fits in ${MAX_WIDTH} × ${MAX_HEIGHT} half-tiles from the origin`, () => {
      const g = geometryOf(layout);
      expect(g.width).toBeLessThanOrEqual(MAX_WIDTH);
      expect(g.height).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(Math.min(...layout.slots.map((s) => s.x))).toBe(0);
      expect(Math.min(...layout.slots.map((s) => s.y))).toBe(0);
    });

    it('keeps its frozen shape and slot order', () => {
      expect(fingerprint(layout)).toBe(FROZEN_FINGERPRINTS[layout.id]);
    });

    it.each(DEAL_NUMBERS)('deals number %i with a 72-pair plan that clears the board', (dealNumber) => {
      const deal = dealFromCode(layout, dealNumber);
      expect(deal.plan).toHaveLength(72);
      let position: Position = initialPosition(geometryOf(layout), deal.faces);
      for (const [a, b] of deal.plan) {
        const next = removePair(position, a, b);
        if (!next.ok) throw new Error(`plan move ${a}-${b} is illegal: ${next.error.kind}`);
        position = next.value;
      }
      expect(isWon(position)).toBe(true);
    });

    it('numbers its slots in reading order, bottom layer first', () => {
      const key = (s: Slot): number => s.z * 10000 + s.y * 100 + s.x;
      const keys = layout.slots.map(key);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    });
  });
});
