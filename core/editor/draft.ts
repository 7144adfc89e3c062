/**
 * The layout editor's model: a grid of half-tile cells on a few layers, and the tiles placed on it,
 * each named by its top-left cell (a tile covers 2 × 2 cells, as in core/layout). Drafts are
 * immutable values: every change returns a new draft, or says why it was refused.
 */
import { MAX_X, MAX_Y, MAX_Z, neighbour, OVERLAP, TILE, type Slot } from '../layout.ts';
import { err, ok, type Result } from '../result.ts';

/** Cells across and down (half-tile units) and layers of a fresh grid. */
export const DEFAULT_WIDTH = 36;
export const DEFAULT_HEIGHT = 20;
export const DEFAULT_LAYERS = 8;
/** The largest grid: a board may reach MAX_X/MAX_Y (a tile's left/top cell) plus a tile, and MAX_Z. */
export const MAX_WIDTH = MAX_X + 2;
export const MAX_HEIGHT = MAX_Y + 2;
export const MAX_LAYERS = MAX_Z + 1;

export interface Draft {
  /** Cells across, cells down, layers. */
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  /** Every tile placed, by its top-left cell, sorted by (z, y, x). */
  readonly tiles: readonly Slot[];
}

/** Why a change was refused: off the grid, or over a tile of the same layer. */
export type Refusal = 'outside' | 'overlap';

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const order = (a: Slot, b: Slot): number => a.z - b.z || a.y - b.y || a.x - b.x;
const key = (x: number, y: number, z: number): number => (z * 128 + y) * 128 + x;

function make(width: number, height: number, depth: number, tiles: Slot[]): Draft {
  return Object.freeze({ width, height, depth, tiles: Object.freeze(tiles.sort(order).map((s) => Object.freeze({ x: s.x, y: s.y, z: s.z }))) });
}

/** An empty grid (sizes clamped to what a board may be; tiles need at least 2 × 2 cells). */
export function emptyDraft(width = DEFAULT_WIDTH, height = DEFAULT_HEIGHT, depth = DEFAULT_LAYERS): Draft {
  return make(clamp(Math.floor(width), TILE, MAX_WIDTH), clamp(Math.floor(height), TILE, MAX_HEIGHT), clamp(Math.floor(depth), 1, MAX_LAYERS), []);
}

/**
 * A draft of an existing shape: moved to the origin, then centred on a grid of the default size grown
 * to fit it (never past the bounds). Tiles that still do not fit or overlap are left out.
 */
export function draftFromSlots(slots: readonly Slot[]): Draft {
  const whole = slots.filter((s) => [s.x, s.y, s.z].every(Number.isSafeInteger));
  if (whole.length === 0) return emptyDraft();
  const minX = Math.min(...whole.map((s) => s.x));
  const minY = Math.min(...whole.map((s) => s.y));
  const minZ = Math.min(...whole.map((s) => s.z));
  const spanX = Math.max(...whole.map((s) => s.x)) - minX + TILE;
  const spanY = Math.max(...whole.map((s) => s.y)) - minY + TILE;
  const spanZ = Math.max(...whole.map((s) => s.z)) - minZ + 1;
  const width = clamp(Math.max(DEFAULT_WIDTH, spanX + 4), TILE, MAX_WIDTH);
  const height = clamp(Math.max(DEFAULT_HEIGHT, spanY + 4), TILE, MAX_HEIGHT);
  const depth = clamp(Math.max(DEFAULT_LAYERS, spanZ), 1, MAX_LAYERS);
  const dx = Math.max(0, Math.floor((width - spanX) / 2)) - minX;
  const dy = Math.max(0, Math.floor((height - spanY) / 2)) - minY;
  let draft = emptyDraft(width, height, depth);
  for (const s of whole) {
    const placed = place(draft, { x: s.x + dx, y: s.y + dy, z: s.z - minZ });
    if (placed.ok) draft = placed.value;
  }
  return draft;
}

const indexes = new WeakMap<Draft, Map<number, Slot>>();

/** The draft's tiles by top-left cell, built once per draft. */
function indexOf(draft: Draft): Map<number, Slot> {
  let index = indexes.get(draft);
  if (!index) {
    index = new Map(draft.tiles.map((s) => [key(s.x, s.y, s.z), s]));
    indexes.set(draft, index);
  }
  return index;
}

/** The tile whose top-left cell is exactly this one. */
export function tileAt(draft: Draft, cell: Slot): Slot | null {
  return indexOf(draft).get(key(cell.x, cell.y, cell.z)) ?? null;
}

/** The tile of the cell's layer that covers the cell, if any. */
export function tileCovering(draft: Draft, cell: Slot): Slot | null {
  const index = indexOf(draft);
  for (const [dx, dy] of [[0, 0], [-1, 0], [0, -1], [-1, -1]]) {
    const found = index.get(key(cell.x + dx, cell.y + dy, cell.z));
    if (found) return found;
  }
  return null;
}

/** Whether a tile with this top-left cell lies wholly on the grid. */
export function fits(draft: Draft, s: Slot): boolean {
  return [s.x, s.y, s.z].every(Number.isInteger) && s.x >= 0 && s.y >= 0 && s.z >= 0 && s.x + TILE <= draft.width && s.y + TILE <= draft.height && s.z < draft.depth;
}

/** A tile of the same layer this one would overlap (even by one cell). */
export function overlapping(draft: Draft, s: Slot): Slot | null {
  const index = indexOf(draft);
  // Only tiles whose top-left cell is less than a tile away can overlap it: those cells are looked up.
  for (let dy = 1 - TILE; dy < TILE; dy++) {
    for (let dx = 1 - TILE; dx < TILE; dx++) {
      const found = index.get(key(s.x + dx, s.y + dy, s.z));
      if (found && neighbour(found.x - s.x, found.y - s.y, found.z - s.z) === OVERLAP) return found;
    }
  }
  return null;
}

/** Places a tile; refused at once when it would leave the grid or overlap a tile of its layer. */
export function place(draft: Draft, s: Slot): Result<Draft, Refusal> {
  if (!fits(draft, s)) return err('outside');
  if (overlapping(draft, s)) return err('overlap');
  return ok(make(draft.width, draft.height, draft.depth, [...draft.tiles, s]));
}

/** Removes the tile with this top-left cell (the same draft when there is none). */
export function remove(draft: Draft, s: Slot): Draft {
  const had = tileAt(draft, s);
  return had ? make(draft.width, draft.height, draft.depth, draft.tiles.filter((t) => t !== had)) : draft;
}

/** Removes the tile covering the cell, else places one whose top-left is the cell. */
export function toggle(draft: Draft, cell: Slot): Result<Draft, Refusal> {
  const covering = tileCovering(draft, cell);
  return covering ? ok(remove(draft, covering)) : place(draft, cell);
}

/** How many tiles are placed. */
export const tileCount = (draft: Draft): number => draft.tiles.length;

/** The tiles on one layer. */
export const layerTiles = (draft: Draft, z: number): Slot[] => draft.tiles.filter((s) => s.z === z);

/** Empties one layer. */
export function clearLayer(draft: Draft, z: number): Draft {
  const kept = draft.tiles.filter((s) => s.z !== z);
  return kept.length === draft.tiles.length ? draft : make(draft.width, draft.height, draft.depth, kept);
}

/**
 * Tiles with nothing beneath part of them: some cell they cover on layer z - 1 is covered by no tile.
 * The rules allow them (validateShape does), but they float in the picture: the editor marks them.
 */
export function unsupported(draft: Draft): Slot[] {
  return draft.tiles.filter((s) => {
    if (s.z === 0) return false;
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
      if (!tileCovering(draft, { x: s.x + dx, y: s.y + dy, z: s.z - 1 })) return true;
    }
    return false;
  });
}

/** The same tiles on a grid of another size (tiles off the new grid are dropped). */
export function resized(draft: Draft, width: number, height: number, depth = draft.depth): Draft {
  const next = emptyDraft(width, height, depth);
  return make(next.width, next.height, next.depth, draft.tiles.filter((s) => fits(next, s)));
}

export { make as draftOf };
