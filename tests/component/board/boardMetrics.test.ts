import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOARD_PAD, boardExtent, boundsOf, LAYER_LIFT, placementOf, THICKNESS, TILE_RATIO } from '@/components/board/boardMetrics';
import { LAYOUTS } from '@/core/layouts';

const css = readFileSync(resolve(__dirname, '../../../components/board/board.css'), 'utf8');
/** A placement's declarations as numbers (percent of the board). */
const parsed = (style: string) => Object.fromEntries(style.split(';').map((d) => d.split(':')).map(([k, v]) => [k, Number(v.replace('%', ''))]));

describe('board metrics', () => {
  const slots = [
    { x: 0, y: 0, z: 0 },
    { x: 4, y: 2, z: 0 },
    { x: 2, y: 1, z: 1 },
  ];
  const bounds = boundsOf(slots);
  const { across, down } = boardExtent(bounds);
  const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 3);

  it('places a tile by its layout coordinates, each layer lifted up and left, in percentages of the board', () => {
    const bottom = BOARD_PAD + LAYER_LIFT; // in tile widths, on the lower of two layers
    const [a, b, c] = slots.map((s) => parsed(placementOf(s, bounds)));
    close(a.left, (bottom / across) * 100);
    close(a.top, (bottom / down) * 100);
    close(b.left, ((2 + bottom) / across) * 100);
    close(b.top, ((TILE_RATIO + bottom) / down) * 100);
    close(c.left, ((1 + BOARD_PAD) / across) * 100);
    close(c.top, ((TILE_RATIO / 2 + BOARD_PAD) / down) * 100);
    for (const p of [a, b, c]) {
      close(p.width, 100 / across);
      close(p.height, (TILE_RATIO / down) * 100);
    }
  });

  it('every tile of every layout lies inside the board, with room for its side', () => {
    for (const layout of LAYOUTS) {
      const box = boundsOf(layout.slots);
      const extent = boardExtent(box);
      for (const slot of layout.slots) {
        const p = parsed(placementOf(slot, box));
        expect(Math.min(p.left, p.top)).toBeGreaterThan(0);
        expect(p.left + p.width + (THICKNESS / extent.across) * 100).toBeLessThan(100);
        expect(p.top + p.height + (THICKNESS / extent.down) * 100).toBeLessThan(100);
      }
    }
  });

  it('the style sheet draws the tile side THICKNESS wide, and no size in it rests on a per-tile custom property', () => {
    expect(css).toContain(`${2 * THICKNESS}em ${2 * THICKNESS}em 0 0 var(--tile-side-dark)`);
    // Only colours and the board's own extent are custom properties: each var() of a size would be resolved per tile.
    const vars = [...css.matchAll(/var\(--([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(vars.filter((name) => !/^(tile-|mj-)/.test(name)))).toEqual(new Set(['across', 'down', 'tw']));
  });
});
