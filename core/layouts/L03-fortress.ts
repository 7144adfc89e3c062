import type { Slot } from '../layout.ts';
import { block, defineLayout, pile, row } from './shapes.ts';

const TOWER_SPOTS: readonly [number, number][] = [[0, 0], [28, 0], [0, 16], [28, 16]];

// Walls stand half a tile clear of the towers and open on a gate in the
// middle: short wall rows with open ends keep deals quick to solve and
// rarely lost.
function walls(z: number): Slot[] {
  return [0, 16].flatMap((y) => [...row(5, y + 1, 5, z), ...row(17, y + 1, 5, z)]);
}

// A fortress: four three-storey corner towers, gated curtain walls, side walls
// and a stepped keep in the courtyard.
export const FORTRESS = defineLayout(3, { en: 'Fortress', bg: 'Крепост', nl: 'Vesting' }, [
  ...TOWER_SPOTS.flatMap(([x, y]) => [0, 1, 2].flatMap((z) => block(x, y, 2, 2, z))),
  ...walls(0),
  ...walls(1),
  ...[1, 29].flatMap((x) => [...block(x, 5, 1, 5, 0), ...block(x, 6, 1, 4, 1)]),
  ...pile(11, 6, 5, 4, 3, 1),
]);
