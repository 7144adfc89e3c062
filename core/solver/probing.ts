/**
 * Probing, for the proofs that cheap tests cannot settle: each option still
 * open is fixed in a copy of the node and followed to its end by safe moves
 * and narrowing; an option whose copy dies is ruled out. Stronger than one
 * relaxation per option, and dearer, so the search probes only near the root
 * of a proof that has already taken long.
 */
import { hasOpenGroup } from './branching.ts';
import type { OptionNarrowing } from './narrowing.ts';
import { isSingle, type Problem } from './problem.ts';
import { applySafeMoves } from './safe-moves.ts';
import type { NodeTrail } from './nodeTrail.ts';
import type { Effort } from './schedule.ts';
import type { BoardState } from './state.ts';

export type Probed = 'dead' | 'changed' | 'stable';

/** Options probing has ruled out, for the search's statistics. */
export interface ProbeCount {
  probed: number;
}

/**
 * Rules out the options of `st` whose fixing leads to a dead end under safe
 * moves and narrowing. Sound whatever it skips: out of work, it stops and
 * rules out nothing more. `trail`, when given, hears of each option ruled out.
 */
export function probe(p: Problem, st: BoardState, narrowing: OptionNarrowing, effort: Effort, moves: number[], count: ProbeCount, trail: NodeTrail | null = null): Probed {
  let changed = false;
  for (let g = 0; g < p.groupCount; g++) {
    let mask = st.masks[g];
    if (mask === 0 || isSingle(mask)) continue;
    for (let k = 0; k < 3; k++) {
      if ((mask & (1 << k)) === 0) continue;
      if (effort.outOfWork()) return changed ? 'changed' : 'stable';
      const child = st.clone();
      child.masks[g] = 1 << k;
      if (diesUnder(p, child, narrowing, moves)) {
        mask &= ~(1 << k);
        count.probed++;
        trail?.ruledOutHere(g, k);
      }
    }
    if (mask === 0) {
      trail?.emptied(g);
      return 'dead';
    }
    if (mask !== st.masks[g]) {
      st.masks[g] = mask;
      if (isSingle(mask)) changed = true;
    }
  }
  return changed ? 'changed' : 'stable';
}

/** Safe moves and narrowing to their fixpoint: true when the board dies on the way. */
function diesUnder(p: Problem, st: BoardState, narrowing: OptionNarrowing, moves: number[]): boolean {
  for (;;) {
    moves.length = 0;
    applySafeMoves(p, st, moves);
    if (st.remaining === 0) return false;
    const narrowed = narrowing.narrow(st);
    if (narrowed === 'dead') return true;
    if (narrowed === 'stable' || !hasOpenGroup(p, st)) return narrowed === 'stable' ? false : diesUnderFixed(p, st, moves);
  }
}

/** Every pairing fixed: the safe moves settle it. */
function diesUnderFixed(p: Problem, st: BoardState, moves: number[]): boolean {
  applySafeMoves(p, st, moves);
  return st.remaining !== 0;
}
