import type { Slot } from '../layout.ts';
import { block, defineLayout, row, withMirrorX } from './shapes.ts';

// The left wing, row by row from the top: how many tiles each row reaches out
// from the body. A big upper wing, a smaller lower one.
const WING_REACH = [3, 5, 6, 6, 5, 2, 4, 4, 1];
const BODY_X = 13;

// Each wing row is a ridge, one tile shorter on top, and stops half a tile
// short of the body so rows stay short.
function leftWing(): Slot[] {
  return WING_REACH.flatMap((reach, r) => [
    ...row(BODY_X - 1 - 2 * reach, 2 * r, reach, 0),
    ...row(BODY_X - 2 * reach, 2 * r, reach - 1, 1),
  ]);
}

// A butterfly: mirrored ridged wings either side of a slender three-storey body.
export const BUTTERFLY = defineLayout(7, { en: 'Butterfly', bg: 'Пеперуда', nl: 'Vlinder' }, [
  ...withMirrorX(leftWing(), BODY_X + 1),
  ...block(BODY_X, 1, 1, 8, 0),
  ...block(BODY_X, 2, 1, 7, 1),
  ...block(BODY_X, 4, 1, 3, 2),
]);
