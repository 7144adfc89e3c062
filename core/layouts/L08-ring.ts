import type { Slot } from '../layout.ts';
import { block, defineLayout, row } from './shapes.ts';

// A bead of the top and bottom sides: 3 × 2 tiles, two on top, one above those.
function bead(x: number, y: number): Slot[] {
  return [...block(x, y, 3, 2, 0), ...row(x + 1, y + 1, 2, 1), ...row(x + 2, y + 1, 1, 2)];
}

// A long bead for the left and right sides: 3 × 5 tiles under 2 × 4, under a column of 4.
function sideBead(x: number): Slot[] {
  return [...block(x, 5, 3, 5, 0), ...block(x + 1, 6, 2, 4, 1), ...block(x + 2, 6, 1, 4, 2)];
}

// A ring of beads around an empty middle: five along the top and the bottom,
// one down each side, each half a tile from the next so rows stay short.
export const RING = defineLayout(8, { en: 'Ring', bg: 'Пръстен', nl: 'Ring' }, [
  ...[0, 7, 14, 21, 28].flatMap((x) => [...bead(x, 0), ...bead(x, 16)]),
  ...sideBead(0),
  ...sideBead(28),
]);
