import { block, defineLayout } from './shapes.ts';

// A staircase: three flights anchored in the top-left corner, each one three
// tiles shorter and two rows shallower than the one beneath it.
export const STAIRS = defineLayout(11, { en: 'Stairs', bg: 'Стълби', nl: 'Trappen' }, [
  ...block(0, 0, 14, 6, 0),
  ...block(0, 0, 11, 4, 1),
  ...block(0, 0, 8, 2, 2),
]);
