/**
 * The play-through that came closest to a win so far in a search: the options
 * it chose. The restarting search keeps it across its restarts and branches
 * its way first, so that each run looks near the best assignment found yet
 * instead of starting anew (what SAT solvers call a target phase). The search
 * that never restarts keeps its own order: led by the same play-through, the
 * two searches would go astray together. On fair Turtle shuffles 1-10,000
 * this cut the work at p99 by 7-19% under each of solver seeds 1-5 (seed 1:
 * 4,917 to 3,984 units), and on the bench's mid-game positions by 20-45%
 * (docs/SOLVER.md).
 */
import { isSingle, onlyOption } from './problem.ts';
import type { BoardState } from './state.ts';

export class ClosestPlay {
  /** Tiles the closest play-through left; Infinity before any. */
  remaining = Infinity;
  private masks: Uint8Array | null = null;

  /** Keeps the options of a play-through that ended in `st`, if it came closer than any before. */
  offer(st: BoardState): void {
    if (st.remaining >= this.remaining) return;
    this.remaining = st.remaining;
    if (this.masks === null) this.masks = st.masks.slice();
    else this.masks.set(st.masks);
  }

  /** The option the closest play-through fixed for group `g`, or -1. */
  option(g: number): number {
    const mask = this.masks?.[g] ?? 0;
    return isSingle(mask) ? onlyOption(mask) : -1;
  }
}
