import { describe, expect, it } from 'vitest';
import { geometryOf, validateLayout } from '../../../../core/layout.ts';
import { TURTLE } from '../../../../core/layouts/turtle.ts';
import bulgarianNames from '../../../../locales/bg/layouts.ts';
import dutchNames from '../../../../locales/nl/layouts.ts';

describe('the Turtle layout (L00)', () => {
  const g = geometryOf(TURTLE);

  it('is a valid layout', () => {
    expect(validateLayout(TURTLE)).toEqual([]);
    expect(TURTLE.id).toBe('L00');
    expect(TURTLE.number).toBe(0);
    expect(TURTLE.names).toEqual({ en: 'Turtle' });
    expect([bulgarianNames.L00, dutchNames.L00]).toEqual(['Костенурка', 'Schildpad']);
  });

  it('has 87 + 36 + 16 + 4 + 1 tiles on its five layers', () => {
    const perLayer = [0, 1, 2, 3, 4].map((z) => TURTLE.slots.filter((s) => s.z === z).length);
    expect(perLayer).toEqual([87, 36, 16, 4, 1]);
  });

  it('has three ears between the two middle rows and the top tile centred on the 2 × 2', () => {
    expect(TURTLE.slots.filter((s) => s.y % 2 === 1)).toEqual([
      { x: 0, y: 7, z: 0 },
      { x: 26, y: 7, z: 0 },
      { x: 28, y: 7, z: 0 },
      { x: 13, y: 7, z: 4 },
    ]);
    const top = TURTLE.slots.findIndex((s) => s.z === 4);
    const underTop = TURTLE.slots.flatMap((s, i) => (g.covers[i].includes(top) ? [i] : []));
    expect(underTop.map((i) => TURTLE.slots[i])).toEqual([
      { x: 12, y: 6, z: 3 },
      { x: 14, y: 6, z: 3 },
      { x: 12, y: 8, z: 3 },
      { x: 14, y: 8, z: 3 },
    ]);
  });

  it('numbers its slots in reading order, bottom layer first', () => {
    const key = (i: number): number => {
      const s = TURTLE.slots[i];
      return s.z * 10000 + s.y * 100 + s.x;
    };
    for (let i = 1; i < 144; i++) expect(key(i)).toBeGreaterThan(key(i - 1));
  });

  it('has 35 free tiles at the start', () => {
    const free = TURTLE.slots.filter((_, i) => g.covers[i].length === 0 && (g.left[i].length === 0 || g.right[i].length === 0));
    expect(free).toHaveLength(35);
  });

  it('spans 30 half-tiles across, 16 down and 5 layers', () => {
    expect([g.width, g.height, g.depth]).toEqual([30, 16, 5]);
  });
});
