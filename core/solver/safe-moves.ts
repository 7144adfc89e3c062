/**
 * Moves that never hurt once pairings are chosen: removing a free pair of a
 * fixed pairing, or all four tiles of a group when all four are free.
 */
import { isSingle, onlyOption, PARTNER, type Problem } from './problem.ts';
import type { BoardState } from './state.ts';

/** Applies safe moves until none is left, appending each removed pair to `moves`. */
export function applySafeMoves(p: Problem, st: BoardState, moves: number[]): void {
  const t = p.topology;
  let progress = true;
  while (progress) {
    progress = false;
    for (let g = 0; g < p.groupCount; g++) {
      const mask = st.masks[g];
      const base = g * 4;
      if (isSingle(mask)) {
        const k = onlyOption(mask);
        for (let i = 0; i < p.groupSize[g]; i++) {
          const j = PARTNER[k * 4 + i];
          if (j < i) continue;
          const a = p.groupTiles[base + i];
          const b = p.groupTiles[base + j];
          if (st.isFree(a) && st.isFree(b)) {
            st.remove(t, a, null, 0);
            st.remove(t, b, null, 0);
            moves.push(a, b);
            progress = true;
          }
        }
      } else if (mask !== 0 && allFree(p, st, g)) {
        // Any surviving pairing works when all four are free; take the lowest.
        const k = onlyOption(mask & -mask);
        st.masks[g] = 1 << k;
        for (let i = 0; i < 4; i++) {
          const j = PARTNER[k * 4 + i];
          if (j < i) continue;
          const a = p.groupTiles[base + i];
          const b = p.groupTiles[base + j];
          st.remove(t, a, null, 0);
          st.remove(t, b, null, 0);
          moves.push(a, b);
        }
        progress = true;
      }
    }
  }
}

function allFree(p: Problem, st: BoardState, g: number): boolean {
  for (let i = 0; i < 4; i++) if (!st.isFree(p.groupTiles[g * 4 + i])) return false;
  return true;
}
