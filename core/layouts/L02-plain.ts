import type { Slot } from '../layout.ts';
import { defineLayout, row } from './shapes.ts';

// Column of the one gap in each of the nine rows: the gaps draw a zigzag.
const GAPS = [1, 4, 7, 10, 13, 10, 7, 4, 1];
const WIDTH = 17;

function rowWithGap(y: number, gap: number): Slot[] {
  return [...row(0, y, gap), ...row(2 * (gap + 1), y, WIDTH - gap - 1)];
}

// Flat: a single wide layer, every row broken once.
export const PLAIN = defineLayout(2, { en: 'Plain', bg: 'Равнина', nl: 'Vlakte' },
  GAPS.flatMap((gap, r) => rowWithGap(2 * r, gap)),
);
