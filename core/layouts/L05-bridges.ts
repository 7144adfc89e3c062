import type { Slot } from '../layout.ts';
import { block, defineLayout, row } from './shapes.ts';

// Bridge decks sit half a tile off the bank rows, symmetric about the middle.
const BRIDGE_ROWS = [1, 6, 12, 17];

// Each bridge stops half a tile short of the banks, so its ends are open.
function bridge(y: number): Slot[] {
  return [...row(7, y, 10, 0), ...row(8, y, 9, 1)];
}

// Two low river banks, each with a raised landing, and four long bridges
// with raised decks between them.
export const BRIDGES = defineLayout(5, { en: 'Bridges', bg: 'Мостове', nl: 'Bruggen' }, [
  ...[0, 28].flatMap((x) => [...block(x, 0, 3, 10, 0), ...block(x + 1, 7, 2, 2, 1)]),
  ...BRIDGE_ROWS.flatMap(bridge),
]);
