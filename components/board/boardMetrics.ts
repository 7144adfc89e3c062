/**
 * Proportions of a drawn tile, in tile widths. One tile is 2 × 2 half-tile
 * units; it is drawn taller than wide, like a real tile, and every layer is
 * lifted up-left by LAYER_LIFT so the height of a stack reads at a glance.
 */
export const TILE_RATIO = 1.32; // height / width of a tile face
export const LAYER_LIFT = 0.2; // per layer, up and left
export const THICKNESS = 0.15; // the side drawn below-right of a face (board.css: 0.3em)
const MARGIN = 0.3; // room for the selected tile's lift and the drop shadow
export const BOARD_PAD = 0.1; // the part of MARGIN above and left of the board

type Place = { x: number; y: number; z: number };

export interface BoardBounds {
  minX: number;
  minY: number;
  /** Extent in half-tile units, and the number of layers. */
  width: number;
  height: number;
  depth: number;
}

export function boundsOf(slots: readonly Place[]): BoardBounds {
  if (slots.length === 0) return { minX: 0, minY: 0, width: 2, height: 2, depth: 1 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = 0;
  for (const s of slots) {
    minX = Math.min(minX, s.x);
    minY = Math.min(minY, s.y);
    maxX = Math.max(maxX, s.x + 2);
    maxY = Math.max(maxY, s.y + 2);
    maxZ = Math.max(maxZ, s.z);
  }
  return { minX, minY, width: maxX - minX, height: maxY - minY, depth: maxZ + 1 };
}

/** The board's size in tile widths. */
export function boardExtent(b: BoardBounds): { across: number; down: number } {
  const lift = (b.depth - 1) * LAYER_LIFT + THICKNESS + MARGIN;
  return { across: b.width / 2 + lift, down: (b.height / 2) * TILE_RATIO + lift };
}

/** The largest tile width (px) at which the whole board fits the box. */
export function fitTileWidth(b: BoardBounds, boxWidth: number, boxHeight: number): number {
  const { across, down } = boardExtent(b);
  return Math.max(0, Math.min(boxWidth / across, boxHeight / down));
}


/** A slot with the layout turned a quarter turn clockwise: its rows become columns. */
export const turned = (s: Place): Place => ({ x: -s.y, y: s.x, z: s.z });

/** Whether the layout turned a quarter turn draws its tiles a tenth bigger, or more, in a box of this size. */
export function turnPays(slots: readonly Place[], boxWidth: number, boxHeight: number): boolean {
  return fitTileWidth(boundsOf(slots.map(turned)), boxWidth, boxHeight) > 1.1 * fitTileWidth(boundsOf(slots), boxWidth, boxHeight);
}

const percent = (v: number): string => `${Number(v.toFixed(4))}%`;

/**
 * A tile's place and size on the board as an inline style, in percentages of
 * the board, which is `boardExtent` tile widths across and down: no custom
 * property for the browser to resolve per tile, and the geometry holds
 * whatever the font size (a minimum font size set by the player only enlarges
 * the text). Each layer sits LAYER_LIFT up and left of the one below.
 */
export function placementOf(s: Place, b: BoardBounds): string {
  const { across, down } = boardExtent(b);
  const lift = BOARD_PAD + (b.depth - 1 - s.z) * LAYER_LIFT; // in tile widths
  const left = (s.x - b.minX) / 2 + lift;
  const top = ((s.y - b.minY) / 2) * TILE_RATIO + lift;
  return `left:${percent((left / across) * 100)};top:${percent((top / down) * 100)};width:${percent(100 / across)};height:${percent((TILE_RATIO / down) * 100)}`;
}
