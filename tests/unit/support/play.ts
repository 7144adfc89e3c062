import { freeSlots, remainingCount, removePair, type Position } from '../../../core/position';
import type { Xoshiro128 } from '../../../core/prng';

/** Plays the pairs in order; throws on an illegal one, so a test never goes on from a wrong position. */
export function play(p: Position, pairs: readonly (readonly [number, number])[]): Position {
  let q = p;
  for (const [a, b] of pairs) {
    const next = removePair(q, a, b);
    if (!next.ok) throw new Error(`illegal move ${a},${b}`);
    q = next.value;
  }
  return q;
}

/** Free tiles taken off one at a time at random, faces aside, down to `size` tiles: an endgame's shape. */
export function strippedTo(p: Position, size: number, rng: Xoshiro128): Position {
  let q = p;
  while (remainingCount(q) > size) {
    const free = freeSlots(q);
    const s = free[rng.below(free.length)];
    const present = q.present.slice();
    present[s >>> 5] &= ~(1 << (s & 31));
    q = { ...q, present };
  }
  return q;
}
