import { describe, expect, it } from 'vitest';
import { FLOWERS, matchGroup, SEASONS, TILE_SET, type Face } from '../../../core/tiles';
import { isDealableCount, MAX_TILES, MIN_TILES, tileSetFor } from '../../../core/tileSets';

const countsOf = (faces: readonly Face[]): Map<Face, number> => {
  const counts = new Map<Face, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
};
const isBonus = (f: Face): boolean => (FLOWERS as readonly string[]).includes(f) || (SEASONS as readonly string[]).includes(f);

describe('the tiles a layout of any even size is dealt', () => {
  it('is the whole set, in its order, for 144 tiles: 144-tile deals are as they always were', () => {
    expect(tileSetFor(144)).toBe(TILE_SET);
  });

  it('deals every even count from 2 to 288 and refuses odd counts and counts out of range', () => {
    expect([MIN_TILES, MAX_TILES]).toEqual([2, 288]);
    for (const n of [0, 1, 3, 143, 145, 290, 1.5, -2]) {
      expect(isDealableCount(n)).toBe(false);
      expect(() => tileSetFor(n)).toThrow(RangeError);
    }
    for (let n = 2; n <= 288; n += 2) expect(tileSetFor(n)).toHaveLength(n);
  });

  it('keeps whole kinds below 144: fours of a kind, one lone pair at most, flowers and seasons as whole sets', () => {
    for (let n = 2; n < 144; n += 2) {
      const counts = countsOf(tileSetFor(n));
      const basic = [...counts].filter(([f]) => !isBonus(f));
      expect(basic.every(([, c]) => c === 4 || c === 2), `n = ${n}`).toBe(true);
      expect(basic.filter(([, c]) => c === 2).length).toBe(n % 4 === 2 ? 1 : 0);
      // A bonus set is all four flowers (or seasons) or none: any two of them match.
      for (const set of [FLOWERS, SEASONS]) expect([0, 4]).toContain(set.filter((f) => counts.has(f)).length);
      // Every group is even, so every tile has a partner.
      const groups = new Map<number, number>();
      for (const [f, c] of counts) groups.set(matchGroup(f), (groups.get(matchGroup(f)) ?? 0) + c);
      expect([...groups.values()].every((c) => c % 2 === 0)).toBe(true);
    }
  });

  it('keeps the flowers’ and seasons’ share of a full set: one set every 72 tiles, rounded', () => {
    const bonusSets = (n: number): number => [...countsOf(tileSetFor(n)).keys()].filter(isBonus).length / 4;
    expect([2, 34, 36, 106, 108, 142].map(bonusSets)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('mixes suits and honours in a small set: a 36-tile set has all three suits, two winds and the flowers', () => {
    expect([...new Set(tileSetFor(36))].sort()).toEqual(['1B', '1C', '1D', '2B', '2C', '2D', 'F1', 'F2', 'F3', 'F4', 'N', 'S'].sort());
  });

  it('draws a second set past 144: the whole first set, then the subset of the rest', () => {
    for (const n of [146, 200, 288]) {
      const set = tileSetFor(n);
      expect(set.slice(0, 144)).toEqual(TILE_SET);
      expect(set.slice(144)).toEqual(tileSetFor(n - 144));
    }
  });
});
