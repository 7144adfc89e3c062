import type { Slot } from '../layout.ts';
import { defineLayout } from './shapes.ts';

const CENTRE_X = 15;

/** Rows of the given lengths centred on CENTRE_X, the first at row `firstRow`. */
function rhombus(lengths: readonly number[], firstRow: number, z: number): Slot[] {
  return lengths.flatMap((n, r) =>
    Array.from({ length: n }, (_, c) => ({ x: CENTRE_X - n + 2 * c, y: 2 * (firstRow + r), z })),
  );
}

// A diamond of centred rows that grow by three tiles a row, three storeys high.
export const DIAMOND = defineLayout(10, { en: 'Diamond', bg: 'Диамант', nl: 'Diamant' }, [
  ...rhombus([3, 6, 9, 12, 15, 12, 9, 6, 3], 0, 0),
  ...rhombus([3, 6, 9, 12, 9, 6, 3], 1, 1),
  ...rhombus([6, 9, 6], 3, 2),
]);
