import type { Slot } from '../layout.ts';
import { block, pile } from './shapes.ts';

/**
 * Layouts in a packed notation, so that two dozen of them cost the first load
 * little: a string of operations, each a letter and its numbers as one base-36
 * character apiece (half-tile units; layers from 0):
 *   b x y cols rows             a block of tiles on layer 0 (shapes.ts `block`)
 *   B x y cols rows z           the same on layer z
 *   p x y cols rows n sx sy     a pile of n layers from layer 0, each inset by sx, sy (shapes.ts `pile`)
 *   P x y cols rows n sx sy z   the same from layer z
 *   m a                         everything so far, and its mirror image across the line x = a
 *   v a                         everything so far, and its mirror image across the line y = a
 * defineLayout puts the slots in reading order, whatever the operations' order.
 */
export function unpackShape(code: string): Slot[] {
  let slots: Slot[] = [];
  for (let i = 0; i < code.length; ) {
    const op = code[i];
    const size = ({ b: 4, B: 5, p: 7, P: 8 } as Record<string, number>)[op] ?? 1;
    const [x, y, c, r, n, sx, sy, z] = [...code.slice(i + 1, (i += 1 + size))].map((d) => parseInt(d, 36));
    if (op === 'b' || op === 'B') slots.push(...block(x, y, c, r, n || 0));
    else if (op === 'p' || op === 'P') slots.push(...pile(x, y, c, r, n, sx, sy, z || 0));
    else if (op === 'm') slots = [...slots, ...slots.map((s) => ({ ...s, x: 2 * x - s.x - 2 }))];
    else slots = [...slots, ...slots.map((s) => ({ ...s, y: 2 * x - s.y - 2 }))];
  }
  return slots;
}
