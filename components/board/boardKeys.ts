import { LAYER_LIFT, TILE_RATIO } from './boardMetrics';

export interface NavTile {
  slot: number;
  x: number;
  y: number;
  z: number;
  free: boolean;
}
export type Direction = 'left' | 'right' | 'up' | 'down';

/** One arrow move, kept so the opposite arrow can undo it. */
export interface ArrowMove {
  from: number;
  to: number;
  dir: Direction;
}

export const ARROW_KEYS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const OPPOSITE: Readonly<Record<Direction, Direction>> = { left: 'right', right: 'left', up: 'down', down: 'up' };

/** Where a tile's centre is drawn, in tile widths, so movement follows what the eye sees. */
function centre(t: Pick<NavTile, 'x' | 'y' | 'z'>): [number, number] {
  return [(t.x + 1) / 2 - t.z * LAYER_LIFT, ((t.y + 1) / 2) * TILE_RATIO - t.z * LAYER_LIFT];
}

/** A tile nearer than this along the arrow lies on the same spot (a tile stacked on another), not that way. */
const MIN_ALONG = 0.3;
/** A tile the arrow points at beats any tile it does not: the ranks a candidate falls in. */
const OUTSIDE_CONE = 1000;
const BLOCKED = 2 * OUTSIDE_CONE;

/**
 * The tile an arrow key moves to, by a spatial rule: among the tiles that way,
 * free tiles first, then those within 45° of the arrow, then the nearest by
 * distance along the arrow plus twice the distance across it.
 */
export function nextTile(tiles: readonly NavTile[], from: NavTile, dir: Direction): NavTile | null {
  const [fx, fy] = centre(from);
  let best: { tile: NavTile; score: number } | null = null;
  for (const t of tiles) {
    if (t.slot === from.slot) continue;
    const [tx, ty] = centre(t);
    const dx = tx - fx;
    const dy = ty - fy;
    const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
    const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along < MIN_ALONG) continue;
    const score = (t.free ? 0 : BLOCKED) + (across <= along ? 0 : OUTSIDE_CONE) + along + 2 * across;
    if (!best || score < best.score) best = { tile: t, score };
  }
  return best?.tile ?? null;
}

/**
 * An arrow move from a tile, reversible: the arrow opposite to the last move,
 * pressed on the tile that move reached, goes back to where it came from
 * (while that tile is on the board); any other arrow follows `nextTile`.
 */
export function arrowMove(tiles: readonly NavTile[], from: NavTile, dir: Direction, last: ArrowMove | null): ArrowMove | null {
  if (last && last.to === from.slot && last.dir === OPPOSITE[dir]) {
    const back = tiles.find((t) => t.slot === last.from);
    if (back) return { from: from.slot, to: back.slot, dir };
  }
  const to = nextTile(tiles, from, dir);
  return to ? { from: from.slot, to: to.slot, dir } : null;
}

/** The tile nearest to a point (a removed tile's place), free tiles first. */
export function nearestTile(tiles: readonly NavTile[], to: { x: number; y: number; z: number }): NavTile | null {
  const [px, py] = centre(to);
  let best: { tile: NavTile; score: number } | null = null;
  for (const t of tiles) {
    const [tx, ty] = centre(t);
    const score = (t.free ? 0 : 1000) + Math.hypot(tx - px, ty - py);
    if (!best || score < best.score) best = { tile: t, score };
  }
  return best?.tile ?? null;
}
