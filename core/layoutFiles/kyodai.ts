/**
 * Kyodai `.lay` files: `Kyodai 3.0` or `Kyodai 6.0`, then the name (sometimes
 * `Name::Category` or `Name by Author`), then the board as `0`/`1`: 5 layers ×
 * 20 rows × 34 columns (3,400 characters), or 5 × 17 × 33 (2,805), layer by
 * layer and row by row on a half-tile grid, `1` marking a tile's top-left cell.
 */
import type { Slot } from '../layout.ts';
import { cleanName, linesOf } from './text.ts';
import type { ReadLayout, ShapeProblem } from './types.ts';

const GRIDS: Readonly<Record<number, { rows: number; cols: number }>> = {
  3400: { rows: 20, cols: 34 },
  2805: { rows: 17, cols: 33 },
};

export function looksLikeKyodai(text: string): boolean {
  return /^\uFEFF?\s*Kyodai\s/i.test(text.slice(0, 32));
}

/** Splits `Name::Category` or `Name by Author`; a plain name stays whole. */
export function splitKyodaiName(raw: string): { name: string; author?: string; category?: string } {
  const categorised = /^(.*?)::(.*)$/.exec(raw);
  if (categorised) {
    const category = cleanName(categorised[2]);
    return { ...splitKyodaiName(categorised[1]), ...(category ? { category } : {}) };
  }
  const by = /^(.+)\s+by\s+(.+)$/i.exec(raw);
  if (by && cleanName(by[1]) && cleanName(by[2])) return { name: cleanName(by[1]), author: cleanName(by[2]) };
  return { name: cleanName(raw) };
}

export function readKyodai(text: string, fallbackName: string): { layout: ReadLayout } | { problem: ShapeProblem } {
  const lines = linesOf(text);
  if (!/^Kyodai\s+(3\.0|6\.0)$/i.test((lines[0] ?? '').trim())) return { problem: { reason: 'format', detail: { line: 1 } } };
  const names = splitKyodaiName(lines[1] ?? '');
  // The board is one line; some files wrap it, so every following line counts.
  const board = lines.slice(2).join('').replace(/\s+/g, '');
  const grid = GRIDS[board.length];
  if (!grid) return { problem: { reason: 'format', detail: { expected: 3400, found: board.length } } };
  if (!/^[01]+$/.test(board)) return { problem: { reason: 'format', detail: { line: 3 } } };
  const slots: Slot[] = [];
  const perLayer = grid.rows * grid.cols;
  for (let i = board.indexOf('1'); i >= 0; i = board.indexOf('1', i + 1)) {
    const z = Math.floor(i / perLayer);
    const within = i % perLayer;
    slots.push({ x: within % grid.cols, y: Math.floor(within / grid.cols), z });
  }
  return { layout: { ...names, name: names.name || fallbackName, slots } };
}
