/**
 * Keys for the memo of dead nodes: the present tiles plus the fixed pairing
 * of each group that still has all four tiles (with two left, the present
 * tiles say it all). A group whose options were only narrowed by proofs
 * counts as open: the ruled-out options cannot win anyway, so both nodes are
 * equally dead.
 */
import { isSingle, onlyOption, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';

export function deadKey(p: Problem, st: BoardState): string {
  const codes: number[] = [];
  let chunk = 0;
  let bits = 0;
  const push = (value: number, width: number): void => {
    chunk |= value << bits;
    bits += width;
    if (bits >= 16) {
      codes.push(chunk & 0xffff);
      chunk >>>= 16;
      bits -= 16;
    }
  };
  for (let s = 0; s < st.size; s++) push(st.present[s], 1);
  for (let g = 0; g < st.masks.length; g++) {
    const m = st.masks[g];
    const whole = p.groupSize[g] === 4 && st.present[p.groupTiles[g * 4]] === 1 && st.present[p.groupTiles[g * 4 + 1]] === 1;
    push(whole && isSingle(m) ? onlyOption(m) + 1 : 0, 2);
  }
  if (bits > 0) codes.push(chunk & 0xffff);
  return String.fromCharCode(...codes);
}

/** The dead-node memo, bounded so a long search cannot exhaust memory. */
export class DeadMemo {
  private readonly keys = new Set<string>();

  constructor(private readonly capacity = 1 << 20) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    // Forgetting is always sound: a forgotten node is merely searched again.
    if (this.keys.size >= this.capacity) this.keys.clear();
    this.keys.add(key);
  }
}
