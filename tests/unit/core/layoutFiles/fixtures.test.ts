/**
 * Layout files written by hand as the desktop games write them (tests/fixtures/layout-files/), not
 * by this project's writers: KMahjongg v1.1 with \r\n endings and comments between storeys, a v1.0
 * file (no size lines: always 32 × 16 × 5), Kyodai's 3,400- and 2,805-cell boards (one line, and
 * wrapped), and a .mah file of several boards. Each holds "Three steps", whose tiles were worked
 * out on paper below; the reader must find exactly those.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../../core/layout.ts';
import { canonicalShape, readLayoutFile } from '../../../../core/layoutFiles/index.ts';

const fixture = (name: string): string => readFileSync(new URL(`../../../fixtures/layout-files/${name}`, import.meta.url), 'utf8');

/**
 * Three steps, on paper, in half-tile units from the top-left corner of its lowest storey: a storey
 * of ten tiles across and eight down; on it, one of eight by six, a tile in from each side; on that,
 * four by four, half a tile further in (so at odd positions). 80 + 48 + 16 = 144 tiles.
 */
const ON_PAPER = `
z0 y0: 0 2 4 6 8 10 12 14 16 18
z0 y2: 0 2 4 6 8 10 12 14 16 18
z0 y4: 0 2 4 6 8 10 12 14 16 18
z0 y6: 0 2 4 6 8 10 12 14 16 18
z0 y8: 0 2 4 6 8 10 12 14 16 18
z0 y10: 0 2 4 6 8 10 12 14 16 18
z0 y12: 0 2 4 6 8 10 12 14 16 18
z0 y14: 0 2 4 6 8 10 12 14 16 18
z1 y2: 2 4 6 8 10 12 14 16
z1 y4: 2 4 6 8 10 12 14 16
z1 y6: 2 4 6 8 10 12 14 16
z1 y8: 2 4 6 8 10 12 14 16
z1 y10: 2 4 6 8 10 12 14 16
z1 y12: 2 4 6 8 10 12 14 16
z2 y5: 5 7 9 11
z2 y7: 5 7 9 11
z2 y9: 5 7 9 11
z2 y11: 5 7 9 11`;

const THREE_STEPS: Slot[] = ON_PAPER.trim()
  .split('\n')
  .flatMap((line) => {
    const [, z, y, xs] = /^z(\d+) y(\d+): (.*)$/.exec(line)!;
    return xs.split(' ').map((x) => ({ x: Number(x), y: Number(y), z: Number(z) }));
  });

describe('the layout worked out on paper', () => {
  it('has 144 tiles, none twice', () => {
    expect(THREE_STEPS).toHaveLength(144);
    expect(new Set(THREE_STEPS.map(({ x, y, z }) => `${x},${y},${z}`)).size).toBe(144);
  });
});

describe('layout files as the desktop games write them', () => {
  it('KMahjongg v1.1, \\r\\n line ends, name, author and comments between storeys: tile by tile', () => {
    const { layouts, problems } = readLayoutFile('three-steps-crlf.layout', fixture('three-steps-crlf.layout'));
    expect(problems).toEqual([]);
    expect(layouts).toHaveLength(1);
    expect(layouts[0].name).toBe('Three steps');
    expect(layouts[0].author).toBe('Ana Lima');
    expect(layouts[0].slots).toHaveLength(144);
    layouts[0].slots.forEach((slot, i) => expect(slot, `tile ${i + 1}`).toEqual(THREE_STEPS[i]));
  });

  it('KMahjongg v1.0: no size lines (always 32 × 16 × 5), named after its file, placed away from the corner', () => {
    const { layouts, problems } = readLayoutFile('three-steps-v1.0.layout', fixture('three-steps-v1.0.layout'));
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'three-steps-v1.0', slots: THREE_STEPS }]);
  });

  it("Kyodai 3.0's 3,400 cells on one line, with Name by Author", () => {
    const { layouts, problems } = readLayoutFile('three-steps-3400.lay', fixture('three-steps-3400.lay'));
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'Three steps', author: 'Ana Lima', slots: THREE_STEPS }]);
  });

  it("Kyodai 6.0's 2,805 cells wrapped in lines of 33, with Name::Category", () => {
    const { layouts, problems } = readLayoutFile('three-steps-2805.lay', fixture('three-steps-2805.lay'));
    expect(problems).toEqual([]);
    expect(layouts).toEqual([{ name: 'Three steps', category: 'Pyramids', slots: THREE_STEPS }]);
  });

  it('a .mah file of several boards: each read on its own, the one short of a tile (an odd count) refused by name', () => {
    const { layouts, problems } = readLayoutFile('several-boards.mah', fixture('several-boards.mah'));
    const tower = [0, 1, 2, 3].flatMap((z) => [0, 2, 4, 6, 8, 10].flatMap((y) => [0, 2, 4, 6, 8, 10].map((x) => ({ x, y, z }))));
    expect(layouts).toEqual([
      { name: 'Three steps', author: 'Ana Lima', category: 'Pyramids', slots: THREE_STEPS },
      { name: 'Tower', slots: tower },
    ]);
    expect(problems).toEqual([{ file: 'several-boards.mah', layout: 'Tower less one', reason: 'odd', detail: { count: 143, min: 2, max: 288 } }]);
  });
});

describe('canonicalShape, the oracle the round-trip tests compare with', () => {
  it('moves a shape to the origin in each axis and sorts it by storey, then row, then column', () => {
    const given: Slot[] = [
      { x: 9, y: 4, z: 3 },
      { x: 5, y: 6, z: 2 },
      { x: 7, y: 4, z: 3 },
      { x: 3, y: 7, z: 2 },
      { x: 5, y: 4, z: 2 },
    ];
    // On paper: least x 3, least y 4, least z 2; so (9,4,3) → (6,0,1), (5,6,2) → (2,2,0), (7,4,3) → (4,0,1),
    // (3,7,2) → (0,3,0), (5,4,2) → (2,0,0); then storey 0 row by row, then storey 1.
    expect(canonicalShape(given)).toEqual([
      { x: 2, y: 0, z: 0 },
      { x: 2, y: 2, z: 0 },
      { x: 0, y: 3, z: 0 },
      { x: 4, y: 0, z: 1 },
      { x: 6, y: 0, z: 1 },
    ]);
  });

  it('gives the same shape whatever the order or offset it is given in, and leaves its input alone', () => {
    const shuffled = [...THREE_STEPS].reverse().map((s) => ({ x: s.x + 7, y: s.y + 3, z: s.z + 1 }));
    const before = JSON.stringify(shuffled);
    expect(canonicalShape(shuffled)).toEqual(THREE_STEPS);
    expect(JSON.stringify(shuffled)).toBe(before);
    expect(canonicalShape(THREE_STEPS)).toEqual(THREE_STEPS);
    expect(canonicalShape([])).toEqual([]);
  });
});
