import type { Layout, Slot } from '../layout.ts';

/** Layer 0 rows of the classic Turtle: [first column, tile count], one row per two half-tile units. */
const BASE_ROWS: readonly (readonly [number, number])[] = [
  [1, 12], [3, 8], [2, 10], [1, 12], [1, 12], [2, 10], [3, 8], [1, 12],
];

function block(z: number, col: number, row: number, cols: number, rows: number): Slot[] {
  const out: Slot[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push({ x: 2 * (col + c), y: 2 * (row + r), z });
  return out;
}

function turtleSlots(): Slot[] {
  const base = BASE_ROWS.flatMap(([col, count], row) => block(0, col, row, count, 1));
  // The ears sit half a tile down from row 3, between the two middle rows: one on the left, two on the right.
  const ears: Slot[] = [{ x: 0, y: 7, z: 0 }, { x: 26, y: 7, z: 0 }, { x: 28, y: 7, z: 0 }];
  const slots = [
    ...base,
    ...ears,
    ...block(1, 4, 1, 6, 6),
    ...block(2, 5, 2, 4, 4),
    ...block(3, 6, 3, 2, 2),
    // The top tile is centred on the 2×2 below it.
    { x: 13, y: 7, z: 4 },
  ];
  // Reading order, bottom layer first: slot numbers are frozen because game codes depend on them.
  slots.sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
  return slots.map((s) => Object.freeze(s));
}

export const TURTLE: Layout = Object.freeze({
  id: 'L00',
  number: 0,
  name: 'Turtle',
  names: Object.freeze({ en: 'Turtle', bg: 'Костенурка', nl: 'Schildpad' }),
  slots: Object.freeze(turtleSlots()),
});
