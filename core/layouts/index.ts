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
  PYRAMID, //   L01 tall: five stepped terraces rising to a small cap.
  PLAIN, //     L02 flat and wide: one layer, each row broken once in a zigzag.
  FORTRESS, //  L03 corner towers, curtain walls and a keep in the courtyard.
  TOWERS, //    L04 four separate three-storey towers in the corners.
  BRIDGES, //   L05 two low banks joined by four long raised bridges.
  CROSS, //     L06 a plus sign of three storeys peaking at its centre.
  BUTTERFLY, // L07 mirrored wings with raised spots around a slender body.
  RING, //      L08 a broad frame around an empty middle with raised corners.
  ISLANDS, //   L09 spread out: eight small two-storey islands.
  DIAMOND, //   L10 a three-storey rhombus of half-offset rows.
  STAIRS, //    L11 three flights climbing to the top-left corner.
]);

const BY_ID = new Map(LAYOUTS.map((layout) => [layout.id, layout]));

/** The layout with this id ('L00' …), or undefined when there is none. */
export function layoutById(id: string): Layout | undefined {
  return BY_ID.get(id);
}
