import { block, defineLayout, pile } from './shapes.ts';

// Tall: four stepped terraces, each a tile narrower on every side, crowned by
// a 2 × 2 cap laid half a tile in from the top terrace's ends.
export const PYRAMID = defineLayout(1, { en: 'Pyramid', bg: 'Пирамида', nl: 'Piramide' }, [
  ...pile(0, 0, 9, 8, 4, 2),
  ...block(7, 6, 2, 2, 4),
]);
