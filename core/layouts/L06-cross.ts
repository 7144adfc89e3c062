import type { Slot } from '../layout.ts';
import { block, defineLayout, row } from './shapes.ts';

// A side arm: 5 × 4 tiles under 4 × 3 laid half a tile in, with a ridge of two on top.
function arm(x: number): Slot[] {
  return [...block(x, 6, 5, 4, 0), ...block(x + 1, 7, 4, 3, 1), ...row(x + 3, 9, 2, 2)];
}

// A cross: a tall three-storey upright with two lower side arms standing
// half a tile away from it, which keeps every row short.
export const CROSS = defineLayout(6, { en: 'Cross', bg: 'Кръст', nl: 'Kruis' }, [
  ...block(11, 0, 4, 10, 0),
  ...block(12, 2, 3, 8, 1),
  ...block(13, 4, 2, 6, 2),
  ...arm(0),
  ...arm(20),
]);
