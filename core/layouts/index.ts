import type { Layout } from '../layout.ts';
import { TURTLE } from './turtle.ts';
import { PYRAMID } from './L01-pyramid.ts';
import { PLAIN } from './L02-plain.ts';
import { FORTRESS } from './L03-fortress.ts';
import { TOWERS } from './L04-towers.ts';
import { BRIDGES } from './L05-bridges.ts';
import { CROSS } from './L06-cross.ts';
import { BUTTERFLY } from './L07-butterfly.ts';
import { RING } from './L08-ring.ts';
import { ISLANDS } from './L09-islands.ts';
import { DIAMOND } from './L10-diamond.ts';
import { STAIRS } from './L11-stairs.ts';

/**
 * Every layout, indexed by its number. Game codes name a layout by number and
 * a tile by slot number, so once a layout is released its number, its slots
 * and their order are frozen forever: change a shape only by adding a new
 * layout with the next number.
 */
export const LAYOUTS: readonly Layout[] = Object.freeze([
  TURTLE, //    L00 the classic: five stacked storeys, ears on the sides.
  PYRAMID, //   L01 tall: four stepped terraces under a small cap, five storeys.
  PLAIN, //     L02 flat and wide: one layer, each row broken once in a zigzag.
  FORTRESS, //  L03 corner towers, gated curtain walls and a stepped keep.
  TOWERS, //    L04 four separate three-storey towers in the corners.
  BRIDGES, //   L05 wide: two low banks and four long raised bridges across the river.
  CROSS, //     L06 a tall three-storey upright between two lower side arms.
  BUTTERFLY, // L07 mirrored ridged wings either side of a slender body.
  RING, //      L08 a ring of stacked beads around an empty middle.
  ISLANDS, //   L09 spread out: eight small two-storey islands.
  DIAMOND, //   L10 a rhombus split down the middle, a jewel on each half.
  STAIRS, //    L11 nine ridged steps running diagonally across the board.
]);

const BY_ID = new Map(LAYOUTS.map((layout) => [layout.id, layout]));

/** The layout with this id ('L00' …), or undefined when there is none. */
export function layoutById(id: string): Layout | undefined {
  return BY_ID.get(id);
}
