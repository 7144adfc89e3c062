import { describe, expect, it } from 'vitest';
import { geometryOf, validateLayout, type Layout, type Slot } from '../../../core/layout.ts';
import { ROW_OF_FOUR } from './rowOfFour.ts';

function layoutOf(slots: Slot[], id = 'L07', number = 7): Layout {
  return { id, number, name: 'Test', names: { en: 'Test' }, slots };
}

/** 144 tiles in a 12 × 12 grid on layer 0. */
function grid(): Slot[] {
  return Array.from({ length: 144 }, (_, i) => ({ x: 2 * (i % 12), y: 2 * Math.floor(i / 12), z: 0 }));
}

describe('validateLayout', () => {
  it('accepts a plain 12 × 12 grid', () => {
    expect(validateLayout(layoutOf(grid()))).toEqual([]);
  });

  it('reports a wrong slot count', () => {
    expect(validateLayout(layoutOf(grid().slice(1)))).toEqual(['143 slots instead of 144']);
  });

  it('reports overlapping tiles on one layer, even by half a tile', () => {
    const slots = grid();
    slots[143] = { x: 1, y: 1, z: 0 };
    const problems = validateLayout(layoutOf(slots));
    expect(problems).toContain('slots 0 and 143 overlap on layer 0');
    expect(problems).toContain('slots 1 and 143 overlap on layer 0');
    expect(problems).toContain('slots 12 and 143 overlap on layer 0');
    expect(problems).toContain('slots 13 and 143 overlap on layer 0');
    expect(problems).toHaveLength(4);
  });

  it('accepts tiles touching at an edge or stacked on another layer', () => {
    const slots = grid();
    slots[143] = { x: 1, y: 1, z: 1 };
    expect(validateLayout(layoutOf(slots))).toEqual([]);
  });

  it('reports non-integer and out-of-range coordinates', () => {
    const slots = grid();
    slots[140] = { x: 0.5, y: 30, z: 2 };
    slots[141] = { x: -2, y: 30, z: 2 };
    slots[142] = { x: 10, y: 200, z: 2 };
    slots[143] = { x: 10, y: 30, z: 99 };
    const problems = validateLayout(layoutOf(slots));
    expect(problems.filter((p) => p.includes('in range'))).toHaveLength(4);
    expect(problems[0]).toBe('slot 140 at (0.5, 30, 2) is not at integer coordinates in range');
  });

  it('reports an id that does not match the number', () => {
    expect(validateLayout(layoutOf(grid(), 'L03', 4))).toEqual(['id L03 does not match number 4']);
    expect(validateLayout(layoutOf(grid(), 'turtle', 0))).toEqual(['id "turtle" is not of the form L00']);
  });
});

describe('geometryOf', () => {
  // Slots: 0-3 a row of four; 4 lies on 1 and 2; 5 half a row below slot 3's right side.
  const g = geometryOf(layoutOf([...ROW_OF_FOUR, { x: 8, y: 1, z: 0 }]));

  it('finds the tiles on the layer above, even overlapping by half a tile', () => {
    expect(g.covers).toEqual([[], [4], [4], [], [], []]);
  });

  it('finds left and right neighbours that overlap vertically, even by half a tile', () => {
    expect(g.left).toEqual([[], [0], [1], [2], [], [3]]);
    expect(g.right).toEqual([[1], [2], [3], [5], [], []]);
  });

  it('measures the bounds', () => {
    expect([g.width, g.height, g.depth]).toEqual([10, 3, 2]);
  });

  it('is memoized per layout', () => {
    expect(geometryOf(g.layout)).toBe(g);
  });
});
