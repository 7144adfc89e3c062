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

/** What a face matches, read from the rules alone: any flower any flower (F1-F4), any season any season (S1-S4), else itself. */
export function matchOf(face: string): string {
  if (/^F[1-4]$/.test(face)) return 'flower';
  if (/^S[1-4]$/.test(face)) return 'season';
  return face;
}

/**
 * Replays `plan` on the board `faces` (per slot) under the same rules as bruteForceWinnable: each pair
 * two different tiles still there, both free (nothing on top, a side open) and matching. Returns null
 * when the plan empties the board, else what went wrong.
 */
export function planFault(geometry: Geometry, faces: readonly string[], plan: readonly (readonly [number, number])[]): string | null {
  const present = new Set(faces.keys());
  const isFree = (s: number): boolean =>
    present.has(s) && !geometry.covers[s].some((t) => present.has(t)) && (!geometry.left[s].some((t) => present.has(t)) || !geometry.right[s].some((t) => present.has(t)));
  for (const [step, [a, b]] of plan.entries()) {
    if (a === b || !present.has(a) || !present.has(b)) return `pair ${step + 1} (${a}, ${b}): a tile not on the board`;
    if (!isFree(a) || !isFree(b)) return `pair ${step + 1} (${a}, ${b}): a tile not free`;
    if (matchOf(faces[a]) !== matchOf(faces[b])) return `pair ${step + 1} (${a}, ${b}): ${faces[a]} does not match ${faces[b]}`;
    present.delete(a);
    present.delete(b);
  }
  return present.size === 0 ? null : `${present.size} tiles left after the plan`;
}
