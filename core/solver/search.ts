/**
 * The pairing search: each step fixes one group's pairing. Before branching a
 * node narrows every open group's options with the relaxation test, then tries
 * a few randomized play-throughs. It branches on the group whose tiles blocked
 * the most failed tests, restarts on the Luby schedule, and keeps a memo of
 * dead nodes across restarts. All work is counted, never timed, so a budget
 * gives the same verdict on every machine.
 *
 * Two searches race, taking turns of a fixed amount of work: one restarts
 * (it finds plans for hard winnable positions sooner), one never does (it
 * finishes proofs that restarts would keep starting over). They share the
 * memo of dead nodes; the first to settle the position answers.
 */
import { Xoshiro128 } from '../prng.ts';
import { isSingle, onlyOption, PARTNER, type Problem } from './problem.ts';
import { playThrough, PlayWorkspace } from './playthrough.ts';
import { relaxationClears } from './relaxation.ts';
import { applySafeMoves } from './safe-moves.ts';
import { BoardState } from './state.ts';
import { DeadMemo, deadKey } from './memo.ts';
import { newWitness, preparePrefix, witnessAllows, witnessRespects, type Prefix, type Witness } from './witness.ts';

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

/**
 * Cleared relaxation runs kept per node to vouch for options without a run of
 * their own (at most 32: their validity is a bit set). Each one kept spares the
 * runs it vouches for; the core benchmark weighs the number.
 */
const WITNESSES = 16;
/**
 * Conflict weight a group gains when one of its own options fails, on top of
 * the stuck tiles' share: a group whose options keep failing is the likeliest
 * to sink the node, so branching on it first proves a dead end soonest.
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
  /**
   * Work units per Luby step between restarts: short, so a search lost in a
   * bad branch soon starts over, led by the conflicts it met; the Luby
   * sequence still gives a hard position ever longer runs to settle in.
   */
  restartUnit: number;
  /** Work units per turn of the restarting search in the race; 0: it runs alone. */
  raceTurn: number;
  /** Work units per turn of the search that never restarts. */
  proofTurn: number;
  /** Work the restarting search does alone before the other one joins: most positions are settled sooner. */
  proofAfter: number;
  /** Play-throughs tried at every node by the search that never restarts. */
  proofPlayThroughs: number;
}

export const DEFAULT_TUNING: Readonly<Tuning> = Object.freeze({
  earlyPlayThroughs: 64,
  rootPlayThroughs: 64,
  nodePlayThroughs: 12,
  restartUnit: 2048,
  raceTurn: 256,
  proofTurn: 256,
  proofAfter: 16_384,
  proofPlayThroughs: 12,
});

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, 1-based. */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    const full = (1 << k) - 1;
    if (i === full) return 1 << (k - 1);
    if (i < full) return luby(i - (1 << (k - 1)) + 1);
  }
}

/** Work done by the searches of one solve, against its budget. */
interface Meter {
  work: number;
  readonly budget: number;
}

export function searchPairings(p: Problem, settings: SearchSettings): Verdict {
  for (let g = 0; g < p.groupCount; g++) if (p.groupSize[g] > 0 && p.initialMasks[g] === 0) return { status: 'unwinnable' };
  const tuning: Tuning = { ...DEFAULT_TUNING, ...settings.tuning };
  const meter: Meter = { work: 0, budget: settings.budget };
  const memo = new DeadMemo();
  const root = BoardState.initial(p);
  const rootMoves: number[] = [];
  applySafeMoves(p, root, rootMoves);
  const restarting = new PairingSearch(p, meter, memo, tuning, settings.seed, true);
  const runners = [restarting];
  let verdict: Verdict;
  if (root.remaining === 0) {
    verdict = { status: 'winnable', plan: toPairs(rootMoves) };
  } else if (restarting.tryPlayThroughs(root, tuning.earlyPlayThroughs, rootMoves)) {
    verdict = { status: 'winnable', plan: toPairs(restarting.winningPlan) };
  } else if (tuning.raceTurn <= 0) {
    verdict = finish(restarting.search(root, rootMoves), restarting, Infinity);
  } else {
    // The second search's tie-breaks come from a stream of their own, still fixed by the seed.
    const proving = new PairingSearch(p, meter, memo, tuning, settings.seed ^ 0x5bd1e995, false);
    runners.push(proving);
    verdict = race([restarting.search(root, rootMoves), proving.search(root, rootMoves)], runners, [tuning.raceTurn, Math.max(1, tuning.proofTurn)], tuning.proofAfter);
  }
  const { stats } = settings;
  if (stats) {
    const sum = (key: 'nodes' | 'relaxations' | 'playThroughs' | 'memoHits' | 'deadNodes'): number => runners.reduce((n, r) => n + r[key], 0);
    Object.assign(stats, {
      work: meter.work,
      nodes: sum('nodes'),
      restarts: restarting.restarts,
      relaxations: sum('relaxations'),
      playThroughs: sum('playThroughs'),
      memoHits: sum('memoHits'),
      deadNodes: sum('deadNodes'),
    });
  }
  return verdict;
}

type Run = Generator<void, Verdict, void>;

/** Runs one search to its end, pausing never. */
function finish(run: Run, runner: PairingSearch, turn: number): Verdict {
  for (;;) {
    runner.turnEnd = runner.work + turn;
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * Gives each search its turn's work units in turn until one settles the
 * position or the budget runs out; the second joins once the first has done
 * `after` units of work.
 */
function race(runs: readonly Run[], runners: readonly PairingSearch[], turns: readonly number[], after: number): Verdict {
  const done: boolean[] = runs.map(() => false);
  for (let i = 0; ; i = (i + 1) % runs.length) {
    if (done[i] || (i > 0 && !done[0] && runners[0].work < after)) continue;
    runners[i].turnEnd = runners[i].work + turns[i];
    const step = runs[i].next();
    if (!step.done) continue;
    // Only an exhausted budget leaves a search undecided, and then the other one is out of budget too.
    if (step.value.status !== 'undecided') return step.value;
    done[i] = true;
    if (done.every(Boolean)) return step.value;
  }
}

class PairingSearch {
  /** This search's own work: its turns and restarts are measured in it. */
  work = 0;
  /** The search pauses at the next node once its work reaches this. */
  turnEnd = Infinity;
  nodes = 0;
  relaxations = 0;
  playThroughs = 0;
  memoHits = 0;
  deadNodes = 0;
  restarts = 0;
  private restartEnd = Infinity;
  private readonly plan: number[] = [];
  private readonly weights: Float64Array;
  private readonly scratch: BoardState;
  private readonly stack: Int16Array;
  private readonly play: PlayWorkspace;
  private readonly witnesses: Witness[];
  private readonly prefix: Prefix;
  private readonly firstOfGroup: Int32Array;
  private readonly rng: Xoshiro128;
  /** Per option (`g * 3 + k`): the last cleared run that tested it, and the masks it ran under (`groupCount` each). */
  private readonly lastPass: (Witness | null)[];
  private readonly lastPassMasks: Uint8Array;

  constructor(
    private readonly p: Problem,
    private readonly meter: Meter,
    private readonly memo: DeadMemo,
    private readonly tuning: Tuning,
    seed: number,
    /** Restarts on the Luby schedule, and leads with the play-through's option; the other search does neither. */
    private readonly restarting: boolean,
  ) {
    const size = p.topology.size;
    this.weights = new Float64Array(p.groupCount);
    this.scratch = new BoardState(size, p.groupCount);
    // Each removal pushes at most 8 freed slots with 3 group-mates each, plus 4;
    // twice that for the relaxation's two stacks.
    this.stack = new Int16Array(2 * (size * 40 + 64));
    this.play = new PlayWorkspace(p.groupCount);
    this.witnesses = Array.from({ length: WITNESSES }, () => newWitness(size));
    this.prefix = { order: new Int16Array(size), length: 0, from: this.witnesses[0] };
    this.firstOfGroup = new Int32Array(p.groupCount);
    this.lastPass = Array.from({ length: p.groupCount * 3 }, () => null);
    this.lastPassMasks = new Uint8Array(p.groupCount * 3 * p.groupCount);
    this.rng = Xoshiro128.seeded(seed >>> 0);
  }

  /** The moves of the last win: valid once a search or play-through returned a win. */
  get winningPlan(): readonly number[] {
    return this.plan;
  }

  private spend(): boolean {
    if (this.meter.work >= this.meter.budget) return false;
    this.work++;
    this.meter.work++;
    return true;
  }

  private outOfWork(): boolean {
    return this.meter.work >= this.meter.budget || this.work >= this.restartEnd;
  }

  *search(root: BoardState, rootMoves: readonly number[]): Run {
    for (;;) {
      if (this.restarting) {
        this.restarts++;
        this.restartEnd = this.work + luby(this.restarts) * this.tuning.restartUnit;
      }
      this.plan.length = 0;
      this.plan.push(...rootMoves);
      const result = yield* this.node(root.clone(), 0);
      if (result === WIN) return { status: 'winnable', plan: toPairs(this.plan) };
      if (result === DEAD) return { status: 'unwinnable' };
      if (this.meter.work >= this.meter.budget) return { status: 'undecided' };
      // Older conflicts matter less after a restart: the next run differs, yet keeps what proofs learnt.
      for (let g = 0; g < this.weights.length; g++) this.weights[g] *= 0.5;
    }
  }

  private *node(st: BoardState, depth: number): Generator<void, NodeResult, void> {
    if (this.work >= this.turnEnd) yield;
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
      if (this.outOfWork()) {
        this.plan.length = mark;
        return ABORT;
      }
      const narrowed = this.narrowOptions(st);
      if (narrowed === DEAD) return dead();
      // A group left with one option is not tested again here: its children
      // narrow anew, so a test here would only repeat theirs.
      // With no open group left, the safe moves must settle the node.
      if (narrowed === 'stable' || this.hasOpenGroup(st)) break;
    }
    const tries = depth === 0 ? this.tuning.rootPlayThroughs : this.restarting ? this.tuning.nodePlayThroughs : this.tuning.proofPlayThroughs;
    if (this.tryPlayThroughs(st, tries)) return WIN;
    const best = this.bestMasks;
    const g = this.branchGroup(st);
    for (const k of this.optionOrder(st, g, best, depth)) {
      const child = st.clone();
      child.masks[g] = 1 << k;
      const result = yield* this.node(child, depth + 1);
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
    this.spend();
    this.relaxations++;
    if (!relaxationClears(p, st, this.scratch, this.stack, -1, 0, witnesses[0])) {
      this.blame(st);
      return DEAD;
    }
    // Each test starts from the base run's removals before its group's first.
    const { prefix, firstOfGroup } = this;
    preparePrefix(p, prefix, firstOfGroup);
    // Bits of the witnesses that are cleared runs of this node as it stands; a failed test voids those that leaned on the option it ruled out.
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
        if (this.vouched(valid, g, k) || this.stillPasses(st, g, k)) continue;
        // Out of budget, an option simply stays: testing less is always sound.
        if (!this.spend()) continue;
        this.relaxations++;
        // Slot 0 keeps the base run, which the prefix reads; the others take turns.
        const slot = nextSlot;
        nextSlot = nextSlot === witnesses.length - 1 ? 1 : nextSlot + 1;
        prefix.length = firstOfGroup[g];
        valid &= ~(1 << slot);
        if (relaxationClears(p, st, this.scratch, this.stack, g, 1 << k, witnesses[slot], prefix)) {
          valid |= 1 << slot;
          this.keepPass(st, g, k, witnesses[slot]);
        } else {
          mask &= ~(1 << k);
          // Runs that never leaned on the option ruled out still vouch.
          for (let i = 0; i < witnesses.length; i++) if (((valid >> i) & 1) === 1 && !witnessRespects(p, witnesses[i], g, mask)) valid &= ~(1 << i);
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

  /** Keeps the cleared run that tested option `k` of `g` at node `st`, for the nodes below. */
  private keepPass(st: BoardState, g: number, k: number, w: Witness): void {
    const i = g * 3 + k;
    let kept = this.lastPass[i];
    if (kept === null) {
      kept = newWitness(w.rank.length);
      this.lastPass[i] = kept;
    }
    kept.rank.set(w.rank);
    kept.freeMates.set(w.freeMates);
    kept.firstNeeded.set(w.firstNeeded);
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
    if (w === null) return false;
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

  /** The options chosen by the furthest play-through of the last `tryPlayThroughs` that found no win. */
  private bestMasks: Uint8Array = new Uint8Array(0);

  /**
   * True when a play-through won: its moves then follow `prefix` (default:
   * the plan so far) in the plan. Otherwise `bestMasks` holds the options the
   * furthest one chose.
   */
  tryPlayThroughs(st: BoardState, count: number, prefix: readonly number[] | null = null): boolean {
    if (prefix !== null) {
      this.plan.length = 0;
      this.plan.push(...prefix);
    }
    let best: Uint8Array | null = null;
    let bestRemaining = Infinity;
    const mark = this.plan.length;
    for (let i = 0; i < count && this.spend(); i++) {
      this.playThroughs++;
      if (playThrough(this.p, st, this.scratch, this.rng, this.plan, this.play)) return true;
      this.plan.length = mark;
      if (this.scratch.remaining < bestRemaining) {
        bestRemaining = this.scratch.remaining;
        best = this.scratch.masks.slice();
      }
    }
    this.bestMasks = best ?? st.masks.slice();
    return false;
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
    // The search that never restarts counts 0 restarts: at each depth it leads with the other order than the first run of its rival.
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
