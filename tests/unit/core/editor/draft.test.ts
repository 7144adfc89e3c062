/** The editor's model: placing, refusing, removing, symmetry, checks, history and the stored form. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateShape } from '../../../../core/layoutFiles/index.ts';
import { LAYOUTS } from '../../../../core/layouts/index.ts';
import { MAX_X, MAX_Y, type Slot } from '../../../../core/layout.ts';
import {
  checkDraft, clearLayer, DEFAULT_HEIGHT, DEFAULT_LAYERS, DEFAULT_WIDTH, draftFromSlots, emptyDraft, mirrorDraft, MAX_WIDTH,
  place, placeMirrored, remove, removeMirrored, shiftDraft, tileCount, tileCovering, toggle, unsupported, type Draft,
} from '../../../../core/editor/index.ts';

const must = (r: { ok: true; value: Draft } | { ok: false; error: string }): Draft => {
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r.value;
};
const placeAll = (draft: Draft, slots: readonly Slot[]): Draft => slots.reduce((d, s) => must(place(d, s)), draft);
const row = (n: number, x: number, y: number, z: number): Slot[] => Array.from({ length: n }, (_, i) => ({ x: x + 2 * i, y, z }));

describe('the draft', () => {
  it('starts empty on a 36 × 20 grid of 8 layers', () => {
    const d = emptyDraft();
    expect([d.width, d.height, d.depth, tileCount(d)]).toEqual([DEFAULT_WIDTH, DEFAULT_HEIGHT, DEFAULT_LAYERS, 0]);
    expect(DEFAULT_LAYERS).toBeGreaterThanOrEqual(5);
  });

  it('places a tile by its top-left cell and finds it from any of its four cells', () => {
    const d = must(place(emptyDraft(), { x: 3, y: 5, z: 0 }));
    for (const [x, y] of [[3, 5], [4, 5], [3, 6], [4, 6]]) expect(tileCovering(d, { x, y, z: 0 })).toEqual({ x: 3, y: 5, z: 0 });
    expect(tileCovering(d, { x: 5, y: 5, z: 0 })).toBeNull();
    expect(tileCovering(d, { x: 3, y: 5, z: 1 })).toBeNull();
  });

  it('refuses a tile off the grid and one overlapping a tile of its layer, even by half a tile', () => {
    const d = must(place(emptyDraft(), { x: 4, y: 4, z: 0 }));
    expect(place(d, { x: DEFAULT_WIDTH - 1, y: 0, z: 0 })).toEqual({ ok: false, error: 'outside' });
    expect(place(d, { x: 0, y: 0, z: DEFAULT_LAYERS })).toEqual({ ok: false, error: 'outside' });
    expect(place(d, { x: -1, y: 0, z: 0 })).toEqual({ ok: false, error: 'outside' });
    for (const [x, y] of [[4, 4], [5, 4], [3, 3], [5, 5], [4, 3]]) expect(place(d, { x, y, z: 0 })).toEqual({ ok: false, error: 'overlap' });
    expect(place(d, { x: 6, y: 4, z: 0 }).ok).toBe(true); // side by side
    expect(place(d, { x: 5, y: 5, z: 1 }).ok).toBe(true); // half a tile over it, a layer up
  });

  it('toggles: a cell of a tile removes that tile, an empty cell places one there', () => {
    const d = must(toggle(emptyDraft(), { x: 2, y: 2, z: 0 }));
    expect(d.tiles).toEqual([{ x: 2, y: 2, z: 0 }]);
    expect(must(toggle(d, { x: 3, y: 3, z: 0 })).tiles).toEqual([]);
    expect(remove(d, { x: 9, y: 9, z: 0 })).toBe(d);
  });

  it('clears one layer only', () => {
    const d = placeAll(emptyDraft(), [{ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 4, y: 0, z: 1 }]);
    expect(clearLayer(d, 1).tiles).toEqual([{ x: 0, y: 0, z: 0 }]);
  });

  it('marks tiles with nothing beneath part of them', () => {
    // The floor covers x 0-3; the tile at x 1 on it is borne whole, the one at x 2 above that half.
    const d = placeAll(emptyDraft(), [...row(2, 0, 0, 0), { x: 1, y: 0, z: 1 }, { x: 1, y: 0, z: 2 }, { x: 2, y: 0, z: 3 }, { x: 8, y: 8, z: 1 }]);
    expect(unsupported(d)).toEqual([{ x: 8, y: 8, z: 1 }, { x: 2, y: 0, z: 3 }]);
  });

  it('starts from a layout centred on a grid grown to fit it, never past the bounds', () => {
    for (const layout of LAYOUTS) {
      const d = draftFromSlots(layout.slots);
      expect(tileCount(d)).toBe(144);
      expect(d.width).toBeLessThanOrEqual(MAX_X + 2);
      expect(d.height).toBeLessThanOrEqual(MAX_Y + 2);
      expect(checkDraft(d)).toEqual(validateShape(layout.slots));
    }
    const wide = draftFromSlots([{ x: 0, y: 0, z: 0 }, { x: 70, y: 0, z: 0 }]);
    expect(wide.width).toBe(MAX_WIDTH);
    expect(tileCount(wide)).toBe(1); // the tile no grid can hold is left out
  });
});

describe('symmetry', () => {
  it('places the mirror images too, skipping those already there or overlapping', () => {
    const d = must(placeMirrored(emptyDraft(), { x: 2, y: 4, z: 0 }, { x: true, y: true }));
    expect(d.tiles).toEqual([{ x: 2, y: 4, z: 0 }, { x: 32, y: 4, z: 0 }, { x: 2, y: 14, z: 0 }, { x: 32, y: 14, z: 0 }]);
    const middle = must(placeMirrored(emptyDraft(), { x: 17, y: 0, z: 0 }, { x: true, y: false }));
    expect(middle.tiles).toEqual([{ x: 17, y: 0, z: 0 }]); // its own image
    const half = must(placeMirrored(emptyDraft(35, 20), { x: 16, y: 0, z: 0 }, { x: true, y: false }));
    expect(half.tiles).toEqual([{ x: 16, y: 0, z: 0 }]); // the image would overlap it
    expect(removeMirrored(d, { x: 3, y: 5, z: 0 }, { x: true, y: false }).tiles).toEqual([{ x: 2, y: 14, z: 0 }, { x: 32, y: 14, z: 0 }]);
  });

  it('refuses the placement itself when it does not fit, whatever the mirrors', () => {
    const d = must(place(emptyDraft(), { x: 2, y: 2, z: 0 }));
    expect(placeMirrored(d, { x: 3, y: 2, z: 0 }, { x: true, y: true })).toEqual({ ok: false, error: 'overlap' });
  });

  it('shifts the whole draft, refused when a tile would leave the grid', () => {
    const d = placeAll(emptyDraft(), [{ x: 0, y: 2, z: 0 }, { x: 2, y: 2, z: 1 }]);
    expect(must(shiftDraft(d, 1, -2)).tiles).toEqual([{ x: 1, y: 0, z: 0 }, { x: 3, y: 0, z: 1 }]);
    expect(shiftDraft(d, -1, 0)).toEqual({ ok: false, error: 'outside' });
  });
});

describe('the check', () => {
  it('is validateShape: the count, overlaps and a free pair, as an import', () => {
    expect(checkDraft(emptyDraft())).toEqual({ ok: false, error: { reason: 'count', detail: { count: 0, min: 2, max: 288 } } });
    const floor = placeAll(emptyDraft(), Array.from({ length: 8 }, (_, r) => row(18, 0, r * 2, 0)).flat());
    expect(tileCount(floor)).toBe(144);
    expect(checkDraft(floor)).toEqual(validateShape(floor.tiles));
    expect(checkDraft(floor).ok).toBe(true);
  });
});

// Properties ---------------------------------------------------------------------------------

const cell = (d: Draft) => fc.record({ x: fc.integer({ min: -2, max: d.width }), y: fc.integer({ min: -2, max: d.height }), z: fc.integer({ min: 0, max: d.depth }) });
const GRID = emptyDraft(14, 10, 3);
const actions = fc.array(fc.tuple(fc.constantFrom('toggle', 'mirror', 'shift', 'clear'), cell(GRID), fc.boolean(), fc.boolean()), { maxLength: 120 });

function run(list: readonly (readonly [string, Slot, boolean, boolean])[]): Draft {
  let d = GRID;
  for (const [kind, c, a, b] of list) {
    if (kind === 'toggle') {
      const r = toggle(d, c);
      if (r.ok) d = r.value;
    } else if (kind === 'mirror') {
      const r = placeMirrored(d, c, { x: a, y: b });
      if (r.ok) d = r.value;
    } else if (kind === 'shift') {
      const r = shiftDraft(d, a ? 1 : -1, b ? 1 : -1);
      if (r.ok) d = r.value;
    } else d = clearLayer(d, c.z);
  }
  return d;
}

const noOverlap = (d: Draft): boolean =>
  d.tiles.every((a, i) => d.tiles.every((b, j) => i === j || a.z !== b.z || Math.abs(a.x - b.x) >= 2 || Math.abs(a.y - b.y) >= 2));
const onGrid = (d: Draft): boolean => d.tiles.every((s) => s.x >= 0 && s.y >= 0 && s.x + 2 <= d.width && s.y + 2 <= d.height && s.z < d.depth);

describe('properties', () => {
  it('no sequence of edits makes an overlap or a tile off the grid', () => {
    fc.assert(fc.property(actions, (list) => {
      const d = run(list);
      return noOverlap(d) && onGrid(d);
    }), { numRuns: 150 });
  });

  it('mirroring twice is the identity, on either axis', () => {
    fc.assert(fc.property(actions, fc.constantFrom('x' as const, 'y' as const), (list, axis) => {
      const d = run(list);
      const back = mirrorDraft(mirrorDraft(d, axis), axis);
      return JSON.stringify(back.tiles) === JSON.stringify(d.tiles) && noOverlap(mirrorDraft(d, axis));
    }), { numRuns: 100 });
  });

  it('a shift and its opposite give the draft back', () => {
    fc.assert(fc.property(actions, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), (list, dx, dy) => {
      const d = run(list);
      const there = shiftDraft(d, dx, dy);
      if (!there.ok) return d.tiles.length > 0;
      const back = shiftDraft(there.value, -dx, -dy);
      return back.ok && JSON.stringify(back.value.tiles) === JSON.stringify(d.tiles);
    }), { numRuns: 100 });
  });

  it('toggling the same empty cell twice gives the draft back', () => {
    fc.assert(fc.property(actions, cell(GRID), (list, c) => {
      const d = run(list);
      const once = toggle(d, c);
      if (!once.ok || tileCovering(d, c)) return true;
      const twice = toggle(once.value, c);
      return twice.ok && JSON.stringify(twice.value.tiles) === JSON.stringify(d.tiles);
    }), { numRuns: 100 });
  });

  it('every draft reported ready passes validateShape exactly as an import would', () => {
    // Drafts of 144 tiles: a full floor with random tiles removed and put on upper layers.
    const grid = emptyDraft(36, 20, 8);
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 143 }), fc.integer({ min: 0, max: 33 }), fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 7 })), { maxLength: 30 }), (moves) => {
      let d = placeAll(grid, Array.from({ length: 8 }, (_, r) => row(18, 0, r * 2, 0)).flat());
      for (const [i, x, y, z] of moves) {
        const tile = d.tiles[i % d.tiles.length];
        const put = place(remove(d, tile), { x, y, z });
        if (put.ok) d = put.value;
      }
      const checked = checkDraft(d);
      const imported = validateShape(d.tiles);
      expect(checked).toEqual(imported);
      if (checked.ok) expect(validateShape(checked.value).ok).toBe(true);
      return tileCount(d) === 144;
    }), { numRuns: 60 });
  });
});
