import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOARD_PAD, boundsOf, LAYER_LIFT, placementOf, THICKNESS, TILE_RATIO } from '@/components/board/boardMetrics';

const css = readFileSync(resolve(__dirname, '../../../components/board/board.css'), 'utf8');
const tileRule = css.slice(css.indexOf('.mj-tile {'), css.indexOf('}', css.indexOf('.mj-tile {')));
const ems = (style: string) => Object.fromEntries(style.split(';').map((d) => d.split(':')).map(([k, v]) => [k, Number(v.replace('em', ''))]));

describe('board metrics', () => {
  // On the board 1em is half a tile width: the layout's unit.
  const slots = [
    { x: 0, y: 0, z: 0 },
    { x: 4, y: 2, z: 0 },
    { x: 2, y: 1, z: 1 },
  ];
  const bounds = boundsOf(slots);

  it('places a tile by its layout coordinates, each layer lifted up and left', () => {
    const base = 2 * BOARD_PAD + 2 * LAYER_LIFT; // bottom layer of a two-layer board
    expect(ems(placementOf(slots[0], bounds))).toEqual({ left: base, top: base });
    expect(ems(placementOf(slots[1], bounds))).toEqual({ left: 4 + base, top: Number((2 * TILE_RATIO + base).toFixed(4)) });
    expect(ems(placementOf(slots[2], bounds))).toEqual({ left: 2 + 2 * BOARD_PAD, top: Number((TILE_RATIO + 2 * BOARD_PAD).toFixed(4)) });
  });

  it('the style sheet draws a tile with the proportions the fit is computed from', () => {
    expect(tileRule).toContain('width: 2em;');
    expect(tileRule).toContain(`height: ${2 * TILE_RATIO}em;`);
    expect(tileRule).toContain(`${2 * THICKNESS}em ${2 * THICKNESS}em 0 0 var(--tile-side-dark)`);
    // No size in a tile's rule depends on a custom property: each would be resolved per tile.
    expect(tileRule).not.toMatch(/var\(--(tw|th|thick|lift|pad)\)/);
  });
});
