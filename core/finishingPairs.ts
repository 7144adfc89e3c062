/** Finish for me: the pairs that clear a position whose tiles are all free. Loaded on first use. */
import { isPresent, type Position, type Pair } from './position';

/** Matching tiles two by two, in slot order (every group left on the board has an even count). */
export function finishingPairs(p: Position): Pair[] {
  const waiting = new Map<number, number>();
  const pairs: Pair[] = [];
  for (let slot = 0; slot < p.faces.length; slot++) {
    if (!isPresent(p, slot)) continue;
    const group = p.groups[slot];
    const other = waiting.get(group);
    if (other === undefined) waiting.set(group, slot);
    else {
      pairs.push([other, slot]);
      waiting.delete(group);
    }
  }
  return pairs;
}
