/**
 * The pairing search: each step fixes one group's pairing. Before branching a
 * node narrows every open group's options with the relaxation test, then tries
 * a few randomized play-throughs. It branches on the group whose tiles blocked
 * the most failed tests, restarts on the Luby schedule, and keeps a memo of
 * dead nodes across restarts. All work is counted, never timed, so a budget
 * gives the same verdict on every machine.
 */
import { Xoshiro128 } from '../prng.ts';
import { isSingle, onlyOption, PARTNER, type Problem } from './problem.ts';
import { playThrough } from './playthrough.ts';
import { relaxationClears } from './relaxation.ts';
import { applySafeMoves } from './safe-moves.ts';
import { BoardState } from './state.ts';
import { DeadMemo, deadKey } from './memo.ts';
import { newWitness, preparePrefix, witnessAllows, type Prefix, type Witness } from './witness.ts';

export type Verdict =
  | { status: 'winnable'; plan: [number, number][] }
  | { status: 'unwinnable' }
  | { status: 'undecided' };

export interface SearchSettings {
  /** Work units (relaxation tests and play-throughs) before giving up. */
  budget: number;
  seed: number;
  /** Filled in when given: what the search did. */
  stats?: SearchStats;
  tuning?: Partial<Tuning>;
}

export interface SearchStats {
  work: number;
  nodes: number;
  restarts: number;
  relaxations: number;
  playThroughs: number;
  memoHits: number;
  deadNodes: number;
}

/** Cleared relaxation runs kept per node to vouch for options without a run of their own. */
const WITNESSES = 4;
/**
 * Conflict weight a group gains when one of its own options fails, on top of
 * the stuck tiles' share: measured over 900 fair deals it cut total work by a
 * fifth and the worst case by two thirds.
 */
const OWN_FAILURE_WEIGHT = 8;

const WIN = 0;
const DEAD = 1;
const ABORT = 2;
type NodeResult = typeof WIN | typeof DEAD | typeof ABORT;

/** Knobs of the search; the defaults are tuned on fair Turtle deals (see the core benchmark). */
export interface Tuning {
  /** Play-throughs tried at the root before any test: easy positions end there. */
  earlyPlayThroughs: number;
  /** Play-throughs tried at the root and at every other node before branching. */
  rootPlayThroughs: number;
  nodePlayThroughs: number;
  /** Work units per Luby step between restarts. */
  restartUnit: number;
}

export const DEFAULT_TUNING: Readonly<Tuning> = Object.freeze({ earlyPlayThroughs: 64, rootPlayThroughs: 64, nodePlayThroughs: 12, restartUnit: 4096 });

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, 1-based. */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    const full = (1 << k) - 1;
    if (i === full) return 1 << (k - 1);
    if (i < full) return luby(i - (1 << (k - 1)) + 1);
  }
}

export function searchPairings(p: Problem, settings: SearchSettings): Verdict {
  for (let g = 0; g < p.groupCount; g++) if (p.groupSize[g] > 0 && p.initialMasks[g] === 0) return { status: 'unwinnable' };
  return new PairingSearch(p, settings).run();
}

class PairingSearch {
  private work = 0;
  private nodes = 0;
  private relaxations = 0;
  private playThroughs = 0;
  private memoHits = 0;
  private deadNodes = 0;
  private restartEnd = 0;
  private restarts = 0;
  private readonly memo = new DeadMemo();
  private readonly plan: number[] = [];
  private readonly weights: Float64Array;
  private readonly scratch: BoardState;
  private readonly stack: Int16Array;
  private readonly candidates: Int16Array;
  private readonly candidateWeights: Int32Array;
  private readonly witnesses: Witness[];
  private readonly prefix: Prefix;
  private readonly firstOfGroup: Int32Array;
  private readonly rng: Xoshiro128;
  private readonly tuning: Tuning;

  constructor(
    private readonly p: Problem,
    private readonly settings: SearchSettings,
  ) {
    const size = p.topology.size;
    this.weights = new Float64Array(p.groupCount);
    this.scratch = new BoardState(size, p.groupCount);
    // Each removal pushes at most 8 freed slots with 3 group-mates each, plus 4;
    // twice that for the relaxation's two stacks.
    this.stack = new Int16Array(2 * (size * 40 + 64));
    this.candidates = new Int16Array(p.groupCount * 24);
    this.candidateWeights = new Int32Array(p.groupCount * 6);
    this.witnesses = Array.from({ length: WITNESSES }, () => newWitness(size));
    this.prefix = { order: new Int16Array(size), length: 0, from: this.witnesses[0] };
    this.firstOfGroup = new Int32Array(p.groupCount);
    this.rng = Xoshiro128.seeded(settings.seed);
    this.tuning = { ...DEFAULT_TUNING, ...settings.tuning };
  }

  run(): Verdict {
    const verdict = this.search();
    const { stats } = this.settings;
    if (stats) Object.assign(stats, { work: this.work, nodes: this.nodes, restarts: this.restarts, relaxations: this.relaxations, playThroughs: this.playThroughs, memoHits: this.memoHits, deadNodes: this.deadNodes });
    return verdict;
  }

  private search(): Verdict {
    const root = BoardState.initial(this.p);
    applySafeMoves(this.p, root, this.plan);
    const rootMoves = this.plan.slice();
    if (root.remaining === 0 || this.tryPlayThroughs(root, this.tuning.earlyPlayThroughs) === null) {
      return { status: 'winnable', plan: toPairs(this.plan) };
    }
    for (;;) {
      this.restarts++;
      this.restartEnd = this.work + luby(this.restarts) * this.tuning.restartUnit;
      this.plan.length = 0;
      this.plan.push(...rootMoves);
      const result = this.node(root.clone(), 0);
      if (result === WIN) return { status: 'winnable', plan: toPairs(this.plan) };
      if (result === DEAD) return { status: 'unwinnable' };
      if (this.work >= this.settings.budget) return { status: 'undecided' };
      // Older conflicts matter less after a restart: the next run differs, yet keeps what proofs learnt.
      for (let g = 0; g < this.weights.length; g++) this.weights[g] *= 0.5;
    }
  }

  private node(st: BoardState, depth: number): NodeResult {
    this.nodes++;
    const mark = this.plan.length;
    const keys: string[] = [];
    const dead = (): NodeResult => {
      this.deadNodes++;
      for (const key of keys) this.memo.add(key);
      this.plan.length = mark;
      return DEAD;
    };
    for (;;) {
      applySafeMoves(this.p, st, this.plan);
      if (st.remaining === 0) return WIN;
      const key = deadKey(this.p, st);
      if (this.memo.has(key)) {
        this.memoHits++;
        return dead();
      }
      keys.push(key);
      if (this.work >= this.settings.budget || this.work >= this.restartEnd) {
        this.plan.length = mark;
        return ABORT;
      }
      const narrowed = this.narrowOptions(st);
      if (narrowed === DEAD) return dead();
      // A group left with one option is not tested again here: its children
      // narrow anew, and measured over fair deals that costs less work overall.
      // With no open group left, the safe moves must settle the node.
      if (narrowed === 'stable' || this.hasOpenGroup(st)) break;
    }
    const best = this.tryPlayThroughs(st, depth === 0 ? this.tuning.rootPlayThroughs : this.tuning.nodePlayThroughs);
    if (best === null) return WIN;
    const g = this.branchGroup(st);
    for (const k of this.optionOrder(st, g, best, depth)) {
      const child = st.clone();
      child.masks[g] = 1 << k;
      const result = this.node(child, depth + 1);
      if (result === WIN) return WIN;
      if (result === ABORT) {
        this.plan.length = mark;
        return ABORT;
      }
    }
    return dead();
  }

  /**
   * Rules out options the relaxation refutes; 'changed' when a group is left
   * with one. A cleared run vouches for the options it already respects, so
   * most options need no run of their own. Skipping a test is always sound:
   * it only prunes less.
   */
  private narrowOptions(st: BoardState): typeof DEAD | 'changed' | 'stable' {
    const { p, witnesses } = this;
    this.work++;
    this.relaxations++;
    if (!relaxationClears(p, st, this.scratch, this.stack, -1, 0, witnesses[0])) {
      this.blame(st);
      return DEAD;
    }
    // Each test starts from the base run's removals before its group's first.
    const { prefix, firstOfGroup } = this;
    preparePrefix(p, prefix, firstOfGroup);
    // Bits of the witnesses that are cleared runs of this node as it stands; a failed test voids them all.
    let valid = 1;
    let nextSlot = 1;
    let open = 0;
    let changed = false;
    for (let g = 0; g < p.groupCount; g++) {
      let mask = st.masks[g];
      if (mask === 0 || isSingle(mask)) continue;
      open++;
      for (let k = 0; k < 3; k++) {
        if ((mask & (1 << k)) === 0) continue;
        if (this.vouched(valid, g, k)) continue;
        this.work++;
        this.relaxations++;
        // Slot 0 keeps the base run, which the prefix reads; the others take turns.
        const slot = nextSlot;
        nextSlot = nextSlot === witnesses.length - 1 ? 1 : nextSlot + 1;
        prefix.length = firstOfGroup[g];
        if (relaxationClears(p, st, this.scratch, this.stack, g, 1 << k, witnesses[slot], prefix)) {
          valid |= 1 << slot;
        } else {
          valid = 0;
          mask &= ~(1 << k);
          this.blame(st);
          this.weights[g] += OWN_FAILURE_WEIGHT;
        }
      }
      st.masks[g] = mask;
      if (mask === 0) return DEAD;
      // Tests of the other groups stay valid: narrowing with less known is still sound.
      if (isSingle(mask)) changed = true;
    }
    // With every pairing fixed the safe moves are a complete greedy play: what is left is stuck.
    if (open === 0) return DEAD;
    return changed ? 'changed' : 'stable';
  }

  private hasOpenGroup(st: BoardState): boolean {
    for (let g = 0; g < this.p.groupCount; g++) if (st.masks[g] !== 0 && !isSingle(st.masks[g])) return true;
    return false;
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

  /** Null when a play-through won (its moves are in the plan); else the options the furthest one chose. */
  private tryPlayThroughs(st: BoardState, count: number): Uint8Array | null {
    let best: Uint8Array | null = null;
    let bestRemaining = Infinity;
    const mark = this.plan.length;
    for (let i = 0; i < count && this.work < this.settings.budget; i++) {
      this.work++;
      this.playThroughs++;
      if (playThrough(this.p, st, this.scratch, this.rng, this.plan, this.candidates, this.candidateWeights)) return null;
      this.plan.length = mark;
      if (this.scratch.remaining < bestRemaining) {
        bestRemaining = this.scratch.remaining;
        best = this.scratch.masks.slice();
      }
    }
    return best ?? st.masks.slice();
  }

  private branchGroup(st: BoardState): number {
    let best = -1;
    let bestWeight = -1;
    let ties = 0;
    for (let g = 0; g < this.p.groupCount; g++) {
      const mask = st.masks[g];
      if (mask === 0 || isSingle(mask)) continue;
      // Fail first: a group down to two options weighs more than one with three.
      const options = isSingle(mask & (mask - 1)) ? 2 : 3;
      const w = this.weights[g] / (options * options);
      if (w > bestWeight) {
        best = g;
        bestWeight = w;
        ties = 1;
      } else if (w === bestWeight && this.rng.below(++ties) === 0) {
        best = g; // reservoir choice among equal weights
      }
    }
    return best;
  }

  /** The surviving options of `g`: the best play-through's and "pair the earliest free" first, alternating which leads. */
  private optionOrder(st: BoardState, g: number, best: Uint8Array, depth: number): number[] {
    const mask = st.masks[g];
    const firsts: number[] = [];
    const fromPlay = isSingle(best[g] & mask) ? onlyOption(best[g] & mask) : -1;
    const earliest = this.earliestOption(g);
    const preferPlay = (depth + this.restarts) % 2 === 0;
    for (const k of preferPlay ? [fromPlay, earliest] : [earliest, fromPlay]) {
      if (k >= 0 && (mask & (1 << k)) !== 0 && !firsts.includes(k)) firsts.push(k);
    }
    for (let k = 0; k < 3; k++) if ((mask & (1 << k)) !== 0 && !firsts.includes(k)) firsts.push(k);
    return firsts;
  }

  /** The option pairing the two tiles of `g` that the last cleared relaxation run removed first. */
  private earliestOption(g: number): number {
    const { rank } = this.witnesses[0];
    const tiles = [0, 1, 2, 3].sort((a, b) => rank[this.p.groupTiles[g * 4 + a]] - rank[this.p.groupTiles[g * 4 + b]]);
    for (let k = 0; k < 3; k++) if (PARTNER[k * 4 + tiles[0]] === tiles[1]) return k;
    return -1;
  }
}

function toPairs(flat: readonly number[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return pairs;
}
