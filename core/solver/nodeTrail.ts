/**
 * What a node of the search learns on its way to being lost: the options it
 * ruled out, each with its reason (a nogood, nogoods.ts), and the nogood that
 * finally holds there. Lifting that nogood back through the reasons, latest
 * first, gives one that holds at the node as it came from its parent, and so
 * can join its siblings' into the parent's: the clause learning of SAT
 * solvers, over tiles and options.
 */
import { copyNogood, emptiedGroup, nodeNogood, resolveOn, type Nogood, type Removal } from './nogoods.ts';
import type { Problem } from './problem.ts';
import type { BoardState } from './state.ts';
import type { StuckCores } from './stuckCore.ts';

/** What narrowing reports of a node, for the nogoods (narrowing.ts). */
export interface NarrowingLog {
  /** The node is lost: a run with no option fixed failed, leaving `stuck`. */
  failed(stuck: BoardState): void;
  /** Option `k` of `g` is ruled out: its run failed, leaving `stuck`. */
  refuted(g: number, k: number, stuck: BoardState): void;
  /** Group `g` has no option left. */
  emptied(g: number): void;
  /** Every group is fixed and the safe moves left tiles. */
  settled(): void;
}

export class NodeTrail implements NarrowingLog {
  /** The node's options as it came. */
  private readonly entry: Uint8Array;
  readonly removals: Removal[] = [];
  /** The nogood that holds at the node as it stands, once it is lost. */
  conflict: Nogood | null = null;
  /** Reasons the last `lift` resolved with: none, and it gave back its nogood as it was. */
  resolved = 0;

  constructor(
    private readonly p: Problem,
    /** The node, as the search changes it. */
    private readonly node: BoardState,
    private readonly cores: StuckCores,
  ) {
    this.entry = node.masks.slice();
  }

  failed(stuck: BoardState): void {
    this.conflict = this.cores.explain(this.p, stuck) ?? nodeNogood(this.p, this.node);
  }

  refuted(g: number, k: number, stuck: BoardState): void {
    this.removals.push({ g, k, reason: null, stuck: stuck.buf.slice() });
  }

  emptied(g: number): void {
    this.conflict = emptiedGroup(this.p, g);
  }

  settled(): void {
    this.conflict = nodeNogood(this.p, this.node);
  }

  /** Option `k` of `g` is ruled out because the node, with `g` fixed to it, is lost for `reason`. */
  ruledOut(g: number, k: number, reason: Nogood): void {
    this.removals.push({ g, k, reason, stuck: null });
  }

  /** Option `k` of `g` is ruled out by a test no nogood explains (probing): the node fixed to it is all the reason. */
  ruledOutHere(g: number, k: number): void {
    const reason = nodeNogood(this.p, this.node);
    reason.allowed[g] = 1 << k;
    this.removals.push({ g, k, reason, stuck: null });
  }

  /**
   * The nogood `n`, which holds at the node as it stands, made to hold at the
   * node as it came: each option ruled out here that `n` needs ruled out is
   * resolved with its reason, latest first (a reason only leans on what was
   * ruled out before it). Null when some option `n` needs ruled out was not
   * ruled out here with a reason (a safe move fixed its group), or a failed
   * run's board was not stuck as the relaxation's rules say.
   */
  lift(n: Nogood): Nogood | null {
    const e = copyNogood(n);
    const { removals, entry } = this;
    this.resolved = 0;
    for (let i = removals.length - 1; i >= 0; i--) {
      const r = removals[i];
      if (((e.allowed[r.g] >> r.k) & 1) !== 0) continue;
      if (r.reason === null) r.reason = this.cores.explainBoard(this.p, r.stuck!);
      if (r.reason === null) return null;
      resolveOn(e, r.reason, r.g);
      this.resolved++;
    }
    for (let g = 0; g < entry.length; g++) if ((entry[g] & ~e.allowed[g]) !== 0) return null;
    return e;
  }
}
