import type { Slot } from '../layout.ts';
import { block, defineLayout, row, withMirrorX } from './shapes.ts';

// The left wing, row by row from the top: how many tiles each row reaches out
// from the body. Big upper wing, smaller lower wing.
const WING_REACH = [4, 6, 7, 7, 6, 3, 5, 5, 3, 0];
// Raised spots on the left wing: [row, first column from the body, length].
const WING_SPOTS: readonly [number, number, number][] = [[1, 2, 3], [2, 1, 6], [3, 1, 5], [6, 1, 3]];

const BODY_X = 14;

function leftWing(): Slot[] {
  return [
    ...WING_REACH.flatMap((reach, r) => row(BODY_X - 2 * reach, 2 * r, reach, 0)),
    ...WING_SPOTS.flatMap(([r, from, length]) => row(BODY_X - 2 * (from + length), 2 * r, length, 1)),
  ];
}

// A butterfly: mirrored wings with raised spots and a slender body between them.
export const BUTTERFLY = defineLayout(7, { en: 'Butterfly', bg: 'Пеперуда', nl: 'Vlinder' }, [
  ...withMirrorX(leftWing(), BODY_X + 1),
  ...block(BODY_X, 0, 1, 10, 0),
  ...block(BODY_X, 2, 1, 8, 1),
]);
