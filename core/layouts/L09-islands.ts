import { defineLayout, pile } from './shapes.ts';

// Top-left corners of the islands: rows of three, two and three, each row
// offset by half an island so the board reads as a scattered archipelago.
const ISLAND_SPOTS: readonly [number, number][] = [
  [0, 0], [12, 0], [24, 0],
  [6, 7], [18, 7],
  [0, 14], [12, 14], [24, 14],
];

// Spread out: eight small islands, each 4 × 3 tiles under a 3 × 2 top.
export const ISLANDS = defineLayout(9, { en: 'Islands', bg: 'Острови', nl: 'Eilanden' },
  ISLAND_SPOTS.flatMap(([x, y]) => pile(x, y, 4, 3, 2, 1)),
);
