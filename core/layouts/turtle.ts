import type { Layout } from '../layout.ts';
import { unpackShape } from './packed.ts';
import { defineLayout } from './shapes.ts';

/**
 * The classic Turtle, in the packed notation of packed.ts. Layer 0: eight rows
 * of 12, 8, 10, 12, 12, 10, 8 and 12 tiles, and three ears half a tile down
 * from the fourth row, one on the left and two on the right; then 6 × 6,
 * 4 × 4 and 2 × 2 squares, and one tile centred on the 2 × 2.
 */
export const TURTLE: Layout = defineLayout(
  0,
  { en: 'Turtle' },
  unpackShape('b20c1p6283220b4412bm412b2611bo611Ba4422Bc6213v8b0711bq721Bd7114'),
);
