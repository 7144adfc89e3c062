/**
 * A plain exhaustive solver for small boards, to check the real one against:
 * try every playable pair in every position, remembering positions already
 * found lost. No pairing search, no relaxation, no shortcuts.
 */
import type { Geometry } from '../../../core/layout.ts';

/** Whether tiles in `group` (per slot) on `geometry` can all be removed; every slot starts present. Up to 30 slots. */
export function bruteForceWinnable(geometry: Geometry, group: readonly number[]): boolean {
  const n = group.length;
  if (n > 30) throw new RangeError('brute force is for boards of at most 30 tiles');
  const lost = new Set<number>();
  const bit = (s: number): number => 1 << s;
  const anyIn = (set: number, slots: readonly number[]): boolean => slots.some((s) => (set & bit(s)) !== 0);
  const isFree = (set: number, s: number): boolean =>
    (set & bit(s)) !== 0 &&
    !anyIn(set, geometry.covers[s]) &&
    (!anyIn(set, geometry.left[s]) || !anyIn(set, geometry.right[s]));
  const search = (set: number): boolean => {
    if (set === 0) return true;
    if (lost.has(set)) return false;
    const free: number[] = [];
    for (let s = 0; s < n; s++) if (isFree(set, s)) free.push(s);
    for (let i = 0; i < free.length; i++) {
      for (let j = i + 1; j < free.length; j++) {
        if (group[free[i]] !== group[free[j]]) continue;
        if (search(set & ~bit(free[i]) & ~bit(free[j]))) return true;
      }
    }
    lost.add(set);
    return false;
  };
  return search(n === 30 ? 0x3fffffff : (1 << n) - 1);
}
