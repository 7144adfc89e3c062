import { describe, expect, it } from 'vitest';
import { FACES, TILE_SET, describeFace, faceName, isFace, matchGroup, matches, type Face } from '../../../core/tiles.ts';

describe('the tile set', () => {
  it('has 42 distinct kinds in the documented order', () => {
    expect(FACES).toHaveLength(42);
    expect(new Set(FACES).size).toBe(42);
    expect(FACES.slice(0, 3)).toEqual(['1B', '2B', '3B']);
    expect(FACES.slice(27)).toEqual(['N', 'S', 'E', 'W', 'R', 'G', 'Wh', 'F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4']);
  });

  it('has 144 tiles: four of each of 34 kinds, one of each flower and season', () => {
    expect(TILE_SET).toHaveLength(144);
    const counts = new Map<Face, number>();
    for (const f of TILE_SET) counts.set(f, (counts.get(f) ?? 0) + 1);
    for (const f of FACES) expect(counts.get(f)).toBe(/^[FS]\d$/.test(f) ? 1 : 4);
  });

  it('recognises faces', () => {
    expect(isFace('Wh')).toBe(true);
    expect(isFace('S4')).toBe(true);
    expect(isFace('0B')).toBe(false);
    expect(isFace('S5')).toBe(false);
    expect(isFace(3)).toBe(false);
  });
});

describe('matching', () => {
  it('matches identical kinds only', () => {
    expect(matches('5B', '5B')).toBe(true);
    expect(matches('5B', '5C')).toBe(false);
    expect(matches('5B', '6B')).toBe(false);
    expect(matches('N', 'N')).toBe(true);
    expect(matches('N', 'S')).toBe(false);
    expect(matches('R', 'G')).toBe(false);
    expect(matches('Wh', 'Wh')).toBe(true);
  });

  it('matches any two flowers and any two seasons, never a flower with a season', () => {
    expect(matches('F1', 'F4')).toBe(true);
    expect(matches('S2', 'S3')).toBe(true);
    expect(matches('F1', 'S1')).toBe(false);
  });

  it('gives 36 groups, each holding exactly four tiles of the set', () => {
    const sizes = new Map<number, number>();
    for (const f of TILE_SET) sizes.set(matchGroup(f), (sizes.get(matchGroup(f)) ?? 0) + 1);
    expect([...sizes.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i));
    expect([...sizes.values()].every((n) => n === 4)).toBe(true);
  });

  it('agrees with matchGroup for every pair of kinds', () => {
    for (const a of FACES) for (const b of FACES) expect(matches(a, b)).toBe(matchGroup(a) === matchGroup(b));
  });
});

describe('describing faces', () => {
  it.each([
    ['1B', 'bamboo', 1, '1 of Bamboo'],
    ['9C', 'characters', 9, '9 of Characters'],
    ['5D', 'dots', 5, '5 of Dots'],
    ['N', 'wind', 1, 'North Wind'],
    ['E', 'wind', 2, 'East Wind'],
    ['S', 'wind', 3, 'South Wind'],
    ['W', 'wind', 4, 'West Wind'],
    ['R', 'dragon', 1, 'Red Dragon'],
    ['G', 'dragon', 2, 'Green Dragon'],
    ['Wh', 'dragon', 3, 'White Dragon'],
    ['F3', 'flower', 3, 'Flower 3'],
    ['S2', 'season', 2, 'Season 2'],
  ] as const)('%s is %s %i, "%s"', (face, suit, rank, name) => {
    expect(describeFace(face)).toEqual({ suit, rank });
    expect(faceName(face)).toBe(name);
  });

  it('gives every kind a distinct name and suit/rank', () => {
    expect(new Set(FACES.map(faceName)).size).toBe(42);
    expect(new Set(FACES.map((f) => JSON.stringify(describeFace(f)))).size).toBe(42);
  });
});
