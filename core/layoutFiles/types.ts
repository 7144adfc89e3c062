/** What reading a layout file gives: layouts in canonical shape, and problems the UI can word in any language. */
import type { Slot } from '../layout.ts';

/** A layout read from a file (or decoded from a link): its canonical shape and the names it came with. */
export interface ReadLayout {
  name: string;
  author?: string;
  category?: string;
  /** Canonical: translated to the origin and sorted by (z, y, x); the frozen slot order of a custom layout. */
  slots: Slot[];
}

/**
 * Why a file or a layout is refused. The UI words each kind itself:
 * - format: not a file of that format (detail: line, expected, found …)
 * - tooLarge: the file is bigger than MAX_FILE_CHARS (detail: size, max)
 * - tooMany: more layouts in one file than MAX_LAYOUTS_PER_FILE; the rest are skipped (detail: count, max)
 * - empty: the file holds no layout
 * - count: fewer than MIN_TILES or more than MAX_TILES tiles (detail: count, min, max)
 * - odd: an odd number of tiles, which cannot all go in pairs (detail: count)
 * - overlap: two tiles overlap in a layer (detail: x, y, z of the second)
 * - noPair: no two tiles are free at the start
 * - bounds: wider, taller or deeper than a board may be (detail: width, height, depth and the maxima)
 * - unwinnable: neither a winnable shuffle nor a built deal was found within the effort allowed
 * - noOrder: the tiles cannot all be taken off two at a time under the free rule, in any order
 * - duplicate: the same shape is already there (detail may name it)
 */
export type LayoutProblemKind =
  | 'format' | 'tooLarge' | 'tooMany' | 'empty' | 'count' | 'odd' | 'overlap' | 'noPair' | 'bounds' | 'unwinnable' | 'noOrder' | 'duplicate';

/** A problem with a shape, before it is tied to a file. */
export interface ShapeProblem {
  reason: LayoutProblemKind;
  detail: Record<string, string | number>;
}

export interface LayoutProblem extends ShapeProblem {
  /** The file's name, as given. */
  file: string;
  /** The layout's name within the file, when the problem is with one layout of it. */
  layout?: string;
}

export interface ReadResult {
  layouts: ReadLayout[];
  problems: LayoutProblem[];
}

/** Files above this many characters are refused unread: the largest real collections are far smaller. */
export const MAX_FILE_CHARS = 4_000_000;
/** A .mah file holds at most this many boards; more are skipped with a problem. */
export const MAX_LAYOUTS_PER_FILE = 1000;
/** Names and authors are cut to this many characters. */
export const MAX_NAME_CHARS = 60;
