/**
 * mah `.mah` files: JSON `{"mah":"1.0","boards":[{"id"?, "name", "by"?, "cat"?, "map"}]}`
 * with up to 1,000 boards. `map` is `[[z, [[y, xs], …]], …]`, where `xs` is one
 * x or a list whose items are an x or `[xStart, count]`: `count` tiles at
 * xStart, xStart + 2, …, in half-tile units.
 */
import type { Slot } from '../layout.ts';
import { MAX_TILES, MIN_TILES } from '../tileSets.ts';
import { canonicalShape } from './shape.ts';
import { cleanName } from './text.ts';
import { MAX_LAYOUTS_PER_FILE, type ReadLayout, type ShapeProblem } from './types.ts';

/** Deeper JSON than a mah file needs (object, boards, board, map, layer, rows, row, xs, run) is refused before parsing. */
const MAX_NESTING = 10;
/** Coordinates beyond this are junk, whatever the board; validation bounds them properly afterwards. */
const MAX_COORDINATE = 1000;

type Board = { layout: ReadLayout } | { problem: ShapeProblem; name: string };

export function looksLikeMah(text: string): boolean {
  return /^\uFEFF?\s*\{/.test(text.slice(0, 16));
}

/** How deeply the JSON text nests arrays and objects (strings skipped), stopping once past `limit`. */
export function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      deepest = Math.max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

const own = (o: object, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? (o as Record<string, unknown>)[key] : undefined);
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCoordinate = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COORDINATE;

/** The boards of a mah file, each read or refused on its own; `skipped` counts boards past MAX_LAYOUTS_PER_FILE. */
export function readMah(text: string): { boards: Board[]; skipped: number } | { problem: ShapeProblem } {
  const body = text.replace(/^\uFEFF/, '');
  if (nestingDepth(body, MAX_NESTING) > MAX_NESTING) return { problem: { reason: 'format', detail: { nesting: MAX_NESTING } } };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { problem: { reason: 'format', detail: {} } };
  }
  if (!isObject(data) || typeof own(data, 'mah') !== 'string' || !Array.isArray(own(data, 'boards'))) {
    return { problem: { reason: 'format', detail: {} } };
  }
  const boards = own(data, 'boards') as unknown[];
  return {
    boards: boards.slice(0, MAX_LAYOUTS_PER_FILE).map((board, i) => readBoard(board, i)),
    skipped: Math.max(0, boards.length - MAX_LAYOUTS_PER_FILE),
  };
}

function readBoard(board: unknown, index: number): Board {
  const fallback = `#${index + 1}`;
  if (!isObject(board)) return { problem: { reason: 'format', detail: { board: index + 1 } }, name: fallback };
  const name = cleanName(own(board, 'name')) || cleanName(own(board, 'id')) || fallback;
  const slots = readMap(own(board, 'map'));
  if (typeof slots === 'number') return { problem: { reason: 'count', detail: { count: slots, min: MIN_TILES, max: MAX_TILES } }, name };
  if (slots === null) return { problem: { reason: 'format', detail: { board: index + 1 } }, name };
  const layout: ReadLayout = { name, slots };
  const author = cleanName(own(board, 'by'));
  const category = cleanName(own(board, 'cat'));
  if (author) layout.author = author;
  if (category) layout.category = category;
  return { layout };
}

/** The slots of a map; null when it is malformed, or the tile count when it has too many to list. */
function readMap(map: unknown): Slot[] | number | null {
  if (!Array.isArray(map)) return null;
  const slots: Slot[] = [];
  let count = 0;
  const add = (x: number, y: number, z: number, n: number): void => {
    count += n;
    for (let k = 0; k < n && slots.length <= MAX_TILES; k++) slots.push({ x: x + 2 * k, y, z });
  };
  for (const layer of map) {
    if (!Array.isArray(layer) || layer.length !== 2 || !isCoordinate(layer[0]) || !Array.isArray(layer[1])) return null;
    const z = layer[0];
    for (const row of layer[1] as unknown[]) {
      if (!Array.isArray(row) || row.length !== 2 || !isCoordinate(row[0])) return null;
      const y = row[0];
      const xs: unknown = row[1];
      for (const item of Array.isArray(xs) ? xs : [xs]) {
        if (isCoordinate(item)) add(item, y, z, 1);
        else if (Array.isArray(item) && item.length === 2 && isCoordinate(item[0]) && Number.isSafeInteger(item[1]) && item[1] >= 1) {
          add(item[0], y, z, item[1]);
        } else return null;
      }
    }
  }
  return count > MAX_TILES ? count : slots;
}

/** Layouts as one mah file; rows written as runs `[xStart, count]` where tiles stand side by side. */
export function writeMah(layouts: readonly { name: string; author?: string; slots: readonly Slot[] }[]): string {
  const boards = layouts.map((layout) => {
    const shape = canonicalShape(layout.slots);
    const map: [number, [number, number | (number | [number, number])[]][]][] = [];
    for (const s of shape) {
      let layer = map[map.length - 1];
      if (!layer || layer[0] !== s.z) map.push((layer = [s.z, []]));
      let row = layer[1][layer[1].length - 1];
      if (!row || row[0] !== s.y) layer[1].push((row = [s.y, []]));
      const xs = row[1] as (number | [number, number])[];
      const last = xs[xs.length - 1];
      if (typeof last === 'number' && s.x === last + 2) xs[xs.length - 1] = [last, 2];
      else if (Array.isArray(last) && s.x === last[0] + 2 * last[1]) last[1]++;
      else xs.push(s.x);
    }
    for (const layer of map) for (const row of layer[1]) if ((row[1] as unknown[]).length === 1 && typeof (row[1] as unknown[])[0] === 'number') row[1] = (row[1] as number[])[0];
    const author = cleanName(layout.author);
    return { name: cleanName(layout.name), ...(author ? { by: author } : {}), map };
  });
  return JSON.stringify({ mah: '1.0', boards }) + '\n';
}
