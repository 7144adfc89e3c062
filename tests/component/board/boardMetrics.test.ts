import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardExtent, boundsOf, fitTileWidth, placementOf, THICKNESS, turned, turnPays } from '@/components/board/boardMetrics';
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

  it('places a tile by its layout coordinates, each layer lifted up and left, in percentages of the board', () => {
    // Three tiles across and two down, on two layers: the board is 3 + 0.65 tile widths across
    // (a layer's lift 0.2, the side 0.15, the margin 0.3) and 2 × 1.32 + 0.65 down.
    expect(across).toBeCloseTo(3.65, 10);
    expect(down).toBeCloseTo(3.29, 10);
    // The lower layer starts 0.3 tile widths in (pad and a layer's lift), the upper one 0.1.
    expect(placementOf(slots[0], bounds)).toBe('left:8.2192%;top:9.1185%;width:27.3973%;height:40.1216%');
    expect(placementOf(slots[1], bounds)).toBe('left:63.0137%;top:49.2401%;width:27.3973%;height:40.1216%');
    expect(placementOf(slots[2], bounds)).toBe('left:30.137%;top:23.1003%;width:27.3973%;height:40.1216%');
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
    expect(css).toContain(`${2 * THICKNESS}em ${2 * THICKNESS}em 0 0 var(--tile-side-dark-shaded)`);
    // Only colours and the board's own extent are custom properties: each var() of a size would be resolved per tile.
    const vars = [...css.matchAll(/var\(--([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(vars.filter((name) => !/^(tile-|mj-)/.test(name)))).toEqual(new Set(['across', 'down', 'tw']));
  });

  it('turns a layout a quarter turn clockwise: rows become columns, layers stay, the extent swaps', () => {
    const row = [0, 2, 4].map((x) => ({ x, y: 0, z: 0 }));
    const column = row.map(turned);
    expect(new Set(column.map((s) => s.x)).size).toBe(1);
    expect(column.map((s) => s.y)).toEqual([0, 2, 4]);
    const turtle = LAYOUTS.find((l) => l.id === 'L00')!.slots;
    const upright = boundsOf(turtle), across = boundsOf(turtle.map(turned));
    expect([across.width, across.height, across.depth]).toEqual([upright.height, upright.width, upright.depth]);
  });

  it('turns the board only where that draws its tiles a tenth bigger: a phone held upright, not a laptop', () => {
    const turtle = LAYOUTS.find((l) => l.id === 'L00')!.slots;
    // 360 × 740 less the toolbar and the foot: upright tiles of 22 px at most, turned ones of 28.
    expect(turnPays(turtle, 352, 590)).toBe(true);
    expect(fitTileWidth(boundsOf(turtle.map(turned)), 352, 590)).toBeGreaterThan(27);
    expect(fitTileWidth(boundsOf(turtle), 352, 590)).toBeLessThan(22);
    expect(turnPays(turtle, 1318, 620)).toBe(false);
    expect(turnPays(turtle, 780, 450)).toBe(false);
  });
});
