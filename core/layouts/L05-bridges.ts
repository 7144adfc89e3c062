import type { Slot } from '../layout.ts';
import { block, defineLayout, row } from './shapes.ts';

// Bridge decks sit half a tile off the bank rows, symmetric about the middle.
const BRIDGE_ROWS = [1, 6, 12, 17];

function bridge(y: number): Slot[] {
  return [...row(6, y, 11, 0), ...row(7, y, 10, 1)];
}

// Two low river banks joined by four long bridges, each with a raised deck.
export const BRIDGES = defineLayout(5, { en: 'Bridges', bg: 'Мостове', nl: 'Bruggen' }, [
  ...block(0, 0, 3, 10),
  ...block(28, 0, 3, 10),
  ...BRIDGE_ROWS.flatMap(bridge),
]);
