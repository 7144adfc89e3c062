import { removePair, type Position } from '../../../core/position';

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
