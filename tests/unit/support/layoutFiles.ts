/** Hand-made layout files for the reader tests: small builders so each test states only what it is about. */
import type { Slot } from '../../../core/layout.ts';

/** `cols` × `rows` tiles side by side on layer z, from (x, y). */
export function block(cols: number, rows: number, x = 0, y = 0, z = 0): Slot[] {
  const out: Slot[] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push({ x: x + 2 * c, y: y + 2 * r, z });
  return out;
}

/** A 144-tile board: a 12 × 11 floor with a 4 × 3 storey on it. */
export const BOARD: readonly Slot[] = [...block(12, 11), ...block(4, 3, 8, 6, 1)];

/** KMahjongg grid lines (`12` over `43` per tile) for `w` × `h` × `d` cells. */
export function kmahjonggGrid(slots: readonly Slot[], w: number, h: number, d: number): string[] {
  const cells = Array.from({ length: h * d }, () => Array<string>(w).fill('.'));
  for (const { x, y, z } of slots) {
    cells[z * h + y][x] = '1';
    cells[z * h + y][x + 1] = '2';
    cells[z * h + y + 1][x] = '4';
    cells[z * h + y + 1][x + 1] = '3';
  }
  return cells.map((row) => row.join(''));
}

/** A Kyodai board string: `1` at each tile's top-left cell, layers × rows × cols. */
export function kyodaiBoard(slots: readonly Slot[], rows: number, cols: number): string {
  const cells = Array<string>(5 * rows * cols).fill('0');
  for (const { x, y, z } of slots) cells[z * rows * cols + y * cols + x] = '1';
  return cells.join('');
}

/** 144 tiles that fit Kyodai's small 33 × 17 grid: 16 × 8 below, 16 above. */
export const SMALL_BOARD: readonly Slot[] = [...block(16, 8), ...block(8, 2, 8, 4, 1)];

export const sortSlots = (slots: readonly Slot[]): Slot[] => [...slots].sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
