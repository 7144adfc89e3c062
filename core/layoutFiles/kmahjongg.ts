/**
 * KMahjongg `.layout` files. After the header line, `w<N>`, `h<N>` and `d<N>`
 * give the grid (v1.0 is always 32 × 16 × 5), `#` lines are comments (`# name:`
 * and `# by:` name the layout), then come `d` blocks of `h` lines of `w`
 * characters, one block per layer from the bottom, on a half-tile grid: `.` is
 * empty and a tile covers 2 × 2 cells written `12` over `43`.
 */
import type { Slot } from '../layout.ts';
import { canonicalShape } from './shape.ts';
import { cleanName, linesOf } from './text.ts';
import type { ReadLayout, ShapeProblem } from './types.ts';

const HEADERS: Readonly<Record<string, 'v1.0' | 'v1.1'>> = {
  'kmahjongg-layout-v1.0': 'v1.0',
  'kmahjongg-layout-v1.1': 'v1.1',
  'mahjongg-layout-v1.1': 'v1.1',
};
/** A grid larger than this in any direction is not a board (MAX_X / MAX_Y half-tiles plus a tile, MAX_Z + 1 layers). */
const MAX_SIDE = 64;
const MAX_DEPTH = 16;

/** Whether the text starts like a KMahjongg layout. */
export function looksLikeKmahjongg(text: string): boolean {
  return (linesOf(text.slice(0, 64))[0] ?? '').trim().toLowerCase() in HEADERS;
}

/** The layout in a KMahjongg file (named `fallbackName` when it names none), or why it cannot be read. */
export function readKmahjongg(text: string, fallbackName: string): { layout: ReadLayout } | { problem: ShapeProblem } {
  const lines = linesOf(text);
  const version = HEADERS[(lines[0] ?? '').trim().toLowerCase()];
  if (!version) return { problem: { reason: 'format', detail: { line: 1 } } };
  let [w, h, d] = version === 'v1.0' ? [32, 16, 5] : [0, 0, 0];
  let name = '';
  let author = '';
  const grid: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const comment = /^#\s*(name|by)\s*:(.*)$/i.exec(line);
      if (comment && comment[1].toLowerCase() === 'name' && !name) name = cleanName(comment[2]);
      if (comment && comment[1].toLowerCase() === 'by' && !author) author = cleanName(comment[2]);
      continue;
    }
    const size = /^([whd])\s*(\d{1,4})$/i.exec(line);
    if (size && grid.length === 0 && version === 'v1.1') {
      const n = Number(size[2]);
      const key = size[1].toLowerCase();
      if (key === 'w') w = n;
      else if (key === 'h') h = n;
      else d = n;
      continue;
    }
    if (!/^[.1234]+$/.test(line)) return { problem: { reason: 'format', detail: { line: i + 1 } } };
    grid.push(line);
  }
  if (w < 2 || h < 2 || d < 1 || w > MAX_SIDE || h > MAX_SIDE || d > MAX_DEPTH) {
    return { problem: { reason: 'format', detail: { width: w, height: h, depth: d } } };
  }
  if (grid.length !== h * d || grid.some((row) => row.length > w)) {
    return { problem: { reason: 'format', detail: { expected: h * d, found: grid.length } } };
  }
  const slots: Slot[] = [];
  grid.forEach((row, index) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') slots.push({ x, y: index % h, z: Math.floor(index / h) });
  });
  const layout: ReadLayout = { name: name || fallbackName, slots };
  if (author) layout.author = author;
  return { layout };
}

/** A layout as a KMahjongg v1.1 file, its name and author in comments; the grid fits the shape exactly. */
export function writeKmahjongg(layout: { name: string; author?: string; slots: readonly Slot[] }): string {
  const slots = canonicalShape(layout.slots);
  const w = Math.max(...slots.map((s) => s.x)) + 2;
  const h = Math.max(...slots.map((s) => s.y)) + 2;
  const d = Math.max(...slots.map((s) => s.z)) + 1;
  const cells = Array.from({ length: d * h }, () => Array<string>(w).fill('.'));
  for (const { x, y, z } of slots) {
    const top = cells[z * h + y];
    const bottom = cells[z * h + y + 1];
    top[x] = '1';
    top[x + 1] = '2';
    bottom[x] = '4';
    bottom[x + 1] = '3';
  }
  const lines = ['kmahjongg-layout-v1.1', `# name: ${cleanName(layout.name)}`];
  const author = cleanName(layout.author);
  if (author) lines.push(`# by: ${author}`);
  lines.push(`w${w}`, `h${h}`, `d${d}`, ...cells.map((row) => row.join('')));
  return lines.join('\n') + '\n';
}
