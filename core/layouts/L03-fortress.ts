import type { Slot } from '../layout.ts';
import { block, defineLayout } from './shapes.ts';

const TOWER_SPOTS: readonly [number, number][] = [[0, 0], [28, 0], [0, 16], [28, 16]];

// Two-layer walls run between the corner towers, half a tile in from their edges.
function walls(z: number): Slot[] {
  return [
    ...block(4, 1, 12, 1, z),
    ...block(4, 17, 12, 1, z),
    ...block(1, 4, 1, 6, z),
    ...block(29, 4, 1, 6, z),
  ];
}

// A fortress: four three-storey corner towers, curtain walls between them and
// a two-storey keep in the courtyard.
export const FORTRESS = defineLayout(3, { en: 'Fortress', bg: 'Крепост', nl: 'Vesting' }, [
  ...TOWER_SPOTS.flatMap(([x, y]) => [0, 1, 2].flatMap((z) => block(x, y, 2, 2, z))),
  ...walls(0),
  ...walls(1),
  ...block(12, 7, 4, 3, 0),
  ...block(12, 7, 4, 3, 1),
]);
