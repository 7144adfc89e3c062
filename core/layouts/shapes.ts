import type { Layout, LayoutNames, Slot } from '../layout.ts';

// Small builders for layouts. Coordinates are half-tile units: a tile at
// (x, y) covers [x, x+2) × [y, y+2) on its layer z.

/** A rectangle of `cols` × `rows` tiles whose top-left tile lies at (x, y). */
export function block(x: number, y: number, cols: number, rows: number, z = 0): Slot[] {
  const slots: Slot[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) slots.push({ x: x + 2 * c, y: y + 2 * r, z });
  }
  return slots;
}

/**
 * A stepped pile: layer k is the base rectangle moved in by `k * stepX`
 * half-tiles on the left and right and `k * stepY` at the top and bottom, so
 * each layer rests fully on the one below.
 */
export function pile(
  x: number, y: number, cols: number, rows: number,
  layers: number, stepX: number, stepY = stepX, z = 0,
): Slot[] {
  const slots: Slot[] = [];
  for (let k = 0; k < layers; k++) {
    const c = cols - k * stepX;
    const r = rows - k * stepY;
    if (c <= 0 || r <= 0) break;
    slots.push(...block(x + k * stepX, y + k * stepY, c, r, z + k));
  }
  return slots;
}

/**
 * Builds a layout. Slots are put in a canonical order (layer, then row, then
 * column) so that slot numbers depend only on the shape, not on how the
 * builders above happened to list it.
 */
export function defineLayout(
  number: number,
  names: LayoutNames,
  slots: readonly Slot[],
): Layout {
  const ordered = [...slots].sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
  return Object.freeze({
    id: `L${String(number).padStart(2, '0')}`,
    number,
    name: names.en,
    names: Object.freeze({ ...names }),
    slots: Object.freeze(ordered.map((s) => Object.freeze({ ...s }))),
  });
}
