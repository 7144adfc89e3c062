import { LAYER_LIFT, TILE_RATIO } from './boardMetrics';

export interface NavTile {
  slot: number;
  x: number;
  y: number;
  z: number;
  free: boolean;
}
export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROW_KEYS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Where a tile's centre is drawn, in tile widths, so movement follows what the eye sees. */
function centre(t: NavTile): [number, number] {
  return [(t.x + 1) / 2 - t.z * LAYER_LIFT, ((t.y + 1) / 2) * TILE_RATIO - t.z * LAYER_LIFT];
}

/**
 * The tile an arrow key moves to: the nearest one in that direction, free
 * tiles first (a blocked tile is reached only when no free one lies that way).
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
    if (along < 0.3) continue;
    const score = (t.free ? 0 : 1000) + along + 2 * across;
    if (!best || score < best.score) best = { tile: t, score };
  }
  return best?.tile ?? null;
}

/** The tile nearest to a point (a removed tile's place), free tiles first. */
export function nearestTile(tiles: readonly NavTile[], to: { x: number; y: number; z: number }): NavTile | null {
  const [px, py] = centre({ slot: -1, free: false, ...to });
  let best: { tile: NavTile; score: number } | null = null;
  for (const t of tiles) {
    const [tx, ty] = centre(t);
    const score = (t.free ? 0 : 1000) + Math.hypot(tx - px, ty - py);
    if (!best || score < best.score) best = { tile: t, score };
  }
  return best?.tile ?? null;
}
