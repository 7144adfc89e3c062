import type { Slot } from '../layout.ts';
import { defineLayout, row } from './shapes.ts';

const CENTRE_X = 17;

/**
 * Rows split into two halves of `n` tiles either side of a one-tile gap on
 * CENTRE_X, the first at row `firstRow`; `inset` moves both halves that many
 * half-tiles away from the gap.
 */
function halves(lengths: readonly number[], firstRow: number, z: number, inset = 0): Slot[] {
  return lengths.flatMap((n, r) => [
    ...row(CENTRE_X - 1 - 2 * n - inset, 2 * (firstRow + r), n, z),
    ...row(CENTRE_X + 1 + inset, 2 * (firstRow + r), n, z),
  ]);
}

// A diamond split down the middle: two mirrored halves of rows, each row a
// ridge one tile shorter on top, with a jewel at the widest point.
export const DIAMOND = defineLayout(10, { en: 'Diamond', bg: 'Диамант', nl: 'Diamant' }, [
  ...halves([2, 3, 5, 6, 8, 6, 5, 3, 2], 0, 0),
  ...halves([1, 2, 4, 5, 7, 5, 4, 2, 1], 0, 1, 1),
  ...halves([1], 4, 2, 6),
]);
