import { defineLayout, pile } from './shapes.ts';

// Each tower: 5 × 3, then 4 × 3, then 3 × 3 tiles, narrowing by half a tile
// on each side per storey.
function tower(x: number, y: number) {
  return pile(x, y, 5, 3, 3, 1, 0);
}

// Four separate towers far apart in the corners of the board.
export const TOWERS = defineLayout(4, { en: 'Towers', bg: 'Кули', nl: 'Torens' }, [
  ...tower(0, 0),
  ...tower(22, 0),
  ...tower(0, 12),
  ...tower(22, 12),
]);
