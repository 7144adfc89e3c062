/**
 * Narrowing a node's options: each open group's options are tested with the
 * relaxation, and those it refutes are ruled out. Cleared runs are kept as
 * witnesses, so most options are vouched for without a run of their own, and
 * every failed test adds conflict weight to the groups whose tiles got stuck.
 */
import { isSingle, type Problem } from './problem.ts';
import { relaxationClears } from './relaxation.ts';
import type { Effort } from './schedule.ts';
import type { BoardState } from './state.ts';
import type { NarrowingLog } from './nodeTrail.ts';
import { RunStart } from './runStart.ts';
import { copyWitness, newWitness, witnessAllows, witnessRespects, type Witness } from './witness.ts';

/**
 * Cleared relaxation runs kept per node to vouch for options without a run of
 * their own (at most 32: their validity is a bit set). Each one kept spares the
 * runs it vouches for; the core benchmark weighs the number.
 */
const WITNESSES = 16;
/**
 * Conflict weight a group gains when one of its own options fails, on top of
 * the stuck tiles' share: a group whose options keep failing is the likeliest
 * to sink the node, so branching on it first proves a dead end soonest. It
 * outweighs the stuck tiles' share (a few units a failure), which then mostly
 * breaks ties. On shuffles 1-10,000, 128 left 1 undecided (8 left 2) and had
 * the lowest p99 in work units (5,250; 32 gave 5,552); 512 did no better on
 * the 270 slowest.
 */
const OWN_FAILURE_WEIGHT = 128;

/** What narrowing left of a node: no option for some group, a group newly fixed, or nothing new to fix. */
export type Narrowed = 'dead' | 'changed' | 'stable';

/** The option tests of one search, with the buffers and kept runs they reuse from node to node. */
export class OptionNarrowing {
  relaxations = 0;
  private readonly stack: Int16Array;
  private readonly witnesses: Witness[];
  private readonly start: RunStart;
  private readonly firstOfGroup: Int32Array;
  /** Open groups in order of their first removal in the base run: the order the tests take. */
  private readonly testOrder: Int32Array;
  /** Per option (`g * 3 + k`): the last cleared run that tested it, and the masks it ran under (`groupCount` each). */
  private readonly lastPass: (Witness | null)[];
  /** Per option: whether `lastPass` holds a run of this solve (its buffer may be left from an earlier one). */
  private readonly lastPassKept: Uint8Array;
  private readonly lastPassMasks: Uint8Array;

  constructor(
    private p: Problem,
    private effort: Effort,
    /** Where each run plays out; after a failed test it holds the stuck board. */
    private readonly scratch: BoardState,
    /** Conflict weights per group, grown by failed tests. */
    private readonly weights: Float64Array,
  ) {
    const size = p.topology.size;
    // Each removal pushes at most 8 freed slots with 3 group-mates each, plus 4;
    // twice that for the relaxation's two stacks.
    this.stack = new Int16Array(2 * (size * 40 + 64));
    this.witnesses = Array.from({ length: WITNESSES }, () => newWitness(size));
    this.start = new RunStart(size, p.groupCount);
    this.firstOfGroup = new Int32Array(p.groupCount);
    this.testOrder = new Int32Array(p.groupCount);
    this.lastPass = Array.from({ length: p.groupCount * 3 }, () => null);
    this.lastPassKept = new Uint8Array(p.groupCount * 3);
    this.lastPassMasks = new Uint8Array(p.groupCount * 3 * p.groupCount);
  }

  /**
   * Serves a new solve of a problem of the same board size and group count,
   * with the same scratch board and weights: nothing learnt before is kept,
   * only the buffers.
   */
  reuse(p: Problem, effort: Effort): void {
    this.p = p;
    this.effort = effort;
    this.relaxations = 0;
    this.lastPassKept.fill(0);
  }

  /** The cleared run of the node as it stood when last narrowed, before any option was fixed. */
  get baseRun(): Witness {
    return this.witnesses[0];
  }

  /**
   * Rules out options the relaxation refutes; 'changed' when a group is left
   * with one. A cleared run vouches for the options it already respects, so
   * most options need no run of their own. Skipping a test is always sound:
   * it only prunes less. `log`, when given, hears why each option went.
   */
  narrow(st: BoardState, log: NarrowingLog | null = null): Narrowed {
    const { p, witnesses } = this;
    this.effort.spend();
    this.relaxations++;
    if (!relaxationClears(p, st, this.scratch, this.stack, -1, 0, witnesses[0])) {
      this.blame(st);
      log?.failed(this.scratch);
      return 'dead';
    }
    // Each test starts from the base run's removals before its group's first: the tests go in that order, so one start serves them all.
    const { start, firstOfGroup, testOrder } = this;
    start.reset(p, st, witnesses[0], firstOfGroup);
    let open = 0;
    for (let g = 0; g < p.groupCount; g++) {
      const mask = st.masks[g];
      if (mask === 0 || isSingle(mask)) continue;
      let at = open++;
      for (; at > 0 && firstOfGroup[testOrder[at - 1]] > firstOfGroup[g]; at--) testOrder[at] = testOrder[at - 1];
      testOrder[at] = g;
    }
    // Bits of the witnesses that are cleared runs of this node as it stands; a failed test voids those that leaned on the option it ruled out.
    let valid = 1;
    let nextSlot = 1;
    let changed = false;
    for (let t = 0; t < open; t++) {
      const g = testOrder[t];
      let mask = st.masks[g];
      for (let k = 0; k < 3; k++) {
        if ((mask & (1 << k)) === 0) continue;
        if (this.vouched(valid, g, k) || this.stillPasses(st, g, k)) continue;
        // Out of budget, an option simply stays: testing less is always sound.
        if (!this.effort.spend()) continue;
        this.relaxations++;
        // Slot 0 keeps the base run; the others take turns.
        const slot = nextSlot;
        nextSlot = nextSlot === witnesses.length - 1 ? 1 : nextSlot + 1;
        start.advanceTo(p, firstOfGroup[g]);
        valid &= ~(1 << slot);
        if (relaxationClears(p, st, this.scratch, this.stack, g, 1 << k, witnesses[slot], start)) {
          valid |= 1 << slot;
          this.keepPass(st, g, k, witnesses[slot]);
        } else {
          mask &= ~(1 << k);
          log?.refuted(g, k, this.scratch);
          // Runs that never leaned on the option ruled out still vouch.
          for (let i = 0; i < witnesses.length; i++) if (((valid >> i) & 1) === 1 && !witnessRespects(p, witnesses[i], g, mask)) valid &= ~(1 << i);
          this.blame(st);
          this.weights[g] += OWN_FAILURE_WEIGHT;
        }
      }
      st.masks[g] = mask;
      if (mask === 0) {
        log?.emptied(g);
        return 'dead';
      }
      // Tests of the other groups stay valid: narrowing with less known is still sound.
      if (isSingle(mask)) changed = true;
    }
    // With every pairing fixed the safe moves are a complete greedy play: what is left is stuck.
    if (open === 0) {
      log?.settled();
      return 'dead';
    }
    return changed ? 'changed' : 'stable';
  }

  /** Keeps the cleared run that tested option `k` of `g` at node `st`, for the nodes below. */
  private keepPass(st: BoardState, g: number, k: number, w: Witness): void {
    const i = g * 3 + k;
    let kept = this.lastPass[i];
    if (kept === null) {
      kept = newWitness(w.rank.length);
      this.lastPass[i] = kept;
    }
    this.lastPassKept[i] = 1;
    copyWitness(kept, w);
    const base = i * this.p.groupCount;
    this.lastPassMasks.set(st.masks, base);
    this.lastPassMasks[base + g] = 1 << k;
  }

  /**
   * Whether the run kept for option `k` of `g` is still a cleared run of
   * `st` with that option: every tile it found gone is gone, and every group
   * whose options were ruled out since is respected by the run under one of
   * the options left. Fixing a group only changes the runs of the options
   * that lean on it, so most options of a child pass this way without a run.
   * A wrong "yes" only keeps an option a test would have dropped: sound.
   */
  private stillPasses(st: BoardState, g: number, k: number): boolean {
    const { p } = this;
    const i = g * 3 + k;
    const w = this.lastPass[i];
    if (w === null || this.lastPassKept[i] === 0) return false;
    const { rank } = w;
    const { present, masks } = st;
    for (let s = 0; s < present.length; s++) if (rank[s] < 0 && present[s] === 1) return false;
    const base = i * p.groupCount;
    for (let g2 = 0; g2 < p.groupCount; g2++) {
      if (g2 === g) continue;
      const now = masks[g2];
      // Options added back only make the run easier.
      if ((this.lastPassMasks[base + g2] & ~now) === 0) continue;
      // A group with no tile left plays no part.
      let left = 0;
      for (let j = 0; j < 4; j++) {
        const v = p.groupTiles[g2 * 4 + j];
        if (v >= 0) left += present[v];
      }
      if (left === 0) continue;
      if (!witnessRespects(p, w, g2, now)) return false;
    }
    return true;
  }

  private vouched(valid: number, g: number, k: number): boolean {
    for (let i = 0; i < this.witnesses.length; i++) {
      if (((valid >> i) & 1) === 1 && witnessAllows(this.p, this.witnesses[i], g, k)) return true;
    }
    return false;
  }

  /**
   * Conflict weights: the open groups with a tile left free but stuck at the
   * end of a failed test, waiting for a partner that never came free.
   */
  private blame(st: BoardState): void {
    const { present } = this.scratch;
    for (let s = 0; s < present.length; s++) {
      if (present[s] === 0 || !this.scratch.isFree(s)) continue;
      const g = this.p.groupOf[s];
      if (!isSingle(st.masks[g])) this.weights[g] += 1;
    }
  }
}
