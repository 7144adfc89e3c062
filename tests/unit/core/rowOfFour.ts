import type { Layout, Slot } from '../../../core/layout.ts';

/** The example from the rules: a row of four on one layer, one tile lying on the two middle ones. */
export const ROW_OF_FOUR: readonly Slot[] = [
  { x: 0, y: 0, z: 0 },
  { x: 2, y: 0, z: 0 },
  { x: 4, y: 0, z: 0 },
  { x: 6, y: 0, z: 0 },
  { x: 3, y: 0, z: 1 },
];

/** A layout of a few slots, for the rules' tests. */
export const smallLayout = (slots: readonly Slot[]): Layout => ({ id: 'L99', number: 99, name: 'Test', names: { en: 'Test' }, slots: [...slots] });
