/**
 * Arrow keys move among the tiles by a spatial rule, and the opposite arrow
 * comes back: Right then Left returns to the tile it started from.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arrowMove, nextTile, type Direction, type NavTile } from '@/components/board/boardKeys';
import { LAYER_LIFT, TILE_RATIO } from '@/components/board/boardMetrics';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { initialPosition, isFree } from '@/core/position';
import { TILE_SET } from '@/core/tiles';

const START = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
const TURTLE_TILES: NavTile[] = TURTLE.slots.map((s, slot) => ({ slot, ...s, free: isFree(START, slot) }));
const PAIRS: [Direction, Direction][] = [['right', 'left'], ['left', 'right'], ['down', 'up'], ['up', 'down']];

const SEED = Number(process.env.FC_SEED ?? 29);

/** A random board: tiles on the half-tile grid, up to five layers, each free or not, no two on one spot. */
const boards = fc
  .uniqueArray(fc.record({ x: fc.integer({ min: 0, max: 28 }), y: fc.integer({ min: 0, max: 14 }), z: fc.integer({ min: 0, max: 4 }), free: fc.boolean() }), {
    minLength: 2,
    maxLength: 60,
    selector: (t) => `${t.x},${t.y},${t.z}`,
  })
  .map((tiles) => tiles.map((t, slot): NavTile => ({ slot, ...t })));

/** How far a tile is drawn from another the way of an arrow, in tile widths (layers lift up-left). */
function along(from: NavTile, to: NavTile, dir: Direction): number {
  const dx = (to.x - from.x) / 2 - (to.z - from.z) * LAYER_LIFT;
  const dy = ((to.y - from.y) / 2) * TILE_RATIO - (to.z - from.z) * LAYER_LIFT;
  return dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
}

describe('arrow moves', () => {
  it('goes back with the opposite arrow on the Turtle (Right from slot 0 then Left came to 20, not 0)', () => {
    const from = TURTLE_TILES[0];
    const right = arrowMove(TURTLE_TILES, from, 'right', null)!;
    expect(right.to).not.toBe(0);
    const left = arrowMove(TURTLE_TILES, TURTLE_TILES[right.to], 'left', right)!;
    expect(left.to).toBe(0);
  });

  it('moves only the way of the arrow, to a free tile while there is one that way', () => {
    const from = TURTLE_TILES.reduce((a, b) => (b.x < a.x ? b : a)); // the Turtle's left end
    const to = nextTile(TURTLE_TILES, from, 'right')!;
    expect(to.free).toBe(true);
    expect(to.x).toBeGreaterThan(from.x);
    expect(nextTile(TURTLE_TILES, from, 'left')).toBeNull();
  });

  it('prefers a tile within 45° of the arrow to a nearer one off to the side', () => {
    const at = (slot: number, x: number, y: number): NavTile => ({ slot, x, y, z: 0, free: true });
    const from = at(0, 0, 0);
    // Slot 1 is half a tile right and half a row down (53° off the arrow); slot 2 is three tiles right on the same row.
    expect(nextTile([from, at(1, 1, 1), at(2, 6, 0)], from, 'right')!.slot).toBe(2);
  });

  it('for random boards, an arrow then its opposite returns to the start whenever the first arrow moved', () => {
    const seed = SEED;
    fc.assert(
      fc.property(boards, fc.nat(), fc.constantFrom(...PAIRS), (tiles, pick, [there, back]) => {
        const start = tiles[pick % tiles.length];
        const first = arrowMove(tiles, start, there, null);
        if (!first) return true;
        const returned = arrowMove(tiles, tiles[first.to], back, first);
        return returned?.to === start.slot;
      }),
      { seed, numRuns: 300, reporter: (out) => { if (out.failed) throw new Error(`arrow property failed with seed ${seed}: ${JSON.stringify(out.counterexample)}`); } },
    );
  });

  it('for random boards, every move goes the way of its arrow, and to a blocked tile only when no free tile lies that way', () => {
    const seed = SEED;
    fc.assert(
      fc.property(boards, fc.nat(), fc.constantFrom<Direction>('left', 'right', 'up', 'down'), (tiles, pick, dir) => {
        const from = tiles[pick % tiles.length];
        const to = nextTile(tiles, from, dir);
        if (!to) return true;
        if (!(along(from, to, dir) > 0)) return false;
        return to.free || tiles.every((t) => t === from || !t.free || along(from, t, dir) < 0.3);
      }),
      { seed, numRuns: 300, reporter: (out) => { if (out.failed) throw new Error(`arrow property failed with seed ${seed}: ${JSON.stringify(out.counterexample)}`); } },
    );
  });
});
