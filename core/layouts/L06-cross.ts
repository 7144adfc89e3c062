import type { Slot } from '../layout.ts';
import { block, defineLayout } from './shapes.ts';

// A plus sign centred on (16, 10): arms `thickness` tiles thick, reaching
// `reachX` tiles left and right of the centre and `reachY` tiles up and down.
// Half an arm's thickness, in half-tiles, is `thickness` itself.
function plus(thickness: number, reachX: number, reachY: number, z: number): Slot[] {
  const sideArm = reachX - thickness / 2;
  return [
    ...block(16 - thickness, 10 - 2 * reachY, thickness, 2 * reachY, z),
    ...block(16 - 2 * reachX, 10 - thickness, sideArm, thickness, z),
    ...block(16 + thickness, 10 - thickness, sideArm, thickness, z),
  ];
}

// A cross of three storeys, each thinner and shorter, peaking at the centre.
export const CROSS = defineLayout(6, { en: 'Cross', bg: 'Кръст', nl: 'Kruis' }, [
  ...plus(4, 8, 5, 0),
  ...plus(2, 7, 4, 1),
  ...plus(2, 3, 2, 2),
]);
