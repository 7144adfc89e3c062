import type { Slot } from '../layout.ts';
import { block, defineLayout, withMirrorX, withMirrorY } from './shapes.ts';

// A rectangular frame of `cols` × `rows` tiles, `thickness` tiles wide.
function frame(x: number, y: number, cols: number, rows: number, thickness: number, z: number): Slot[] {
  const inner = rows - 2 * thickness;
  return [
    ...block(x, y, cols, thickness, z),
    ...block(x, y + 2 * (rows - thickness), cols, thickness, z),
    ...block(x, y + 2 * thickness, thickness, inner, z),
    ...block(x + 2 * (cols - thickness), y + 2 * thickness, thickness, inner, z),
  ];
}

// An L of three tiles on top of the frame's top-left corner, mirrored to all four.
const CORNER: Slot[] = [{ x: 1, y: 1, z: 2 }, { x: 3, y: 1, z: 2 }, { x: 1, y: 3, z: 2 }];

// A ring: a broad frame around an empty middle, a narrow frame laid on its
// middle line half a tile in, and raised corners.
export const RING = defineLayout(8, { en: 'Ring', bg: 'Пръстен', nl: 'Ring' }, [
  ...frame(0, 0, 16, 10, 2, 0),
  ...frame(1, 1, 15, 9, 1, 1),
  ...withMirrorY(withMirrorX(CORNER, 16), 10),
]);
