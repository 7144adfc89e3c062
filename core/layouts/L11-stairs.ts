import type { Slot } from '../layout.ts';
import { defineLayout, row } from './shapes.ts';

const STEPS = 9;

// One step: a ridge of 8 tiles under 7 laid half a tile in, with one on top.
function step(r: number): Slot[] {
  return [...row(2 * r, 2 * r, 8, 0), ...row(2 * r + 1, 2 * r, 7, 1), ...row(2 * r + 7, 2 * r, 1, 2)];
}

// A staircase: nine ridged steps, each a tile further right than the one above.
export const STAIRS = defineLayout(11, { en: 'Stairs', bg: 'Стълби', nl: 'Trappen' },
  Array.from({ length: STEPS }, (_, r) => step(r)).flat(),
);
