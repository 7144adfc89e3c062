/**
 * One pairing search: each step fixes one group's pairing. Before branching a
 * node narrows every open group's options with the relaxation test, then tries
 * a few randomized play-throughs. It branches on the group whose tiles blocked
 * the most failed tests, and keeps a memo of dead nodes across restarts; a
 * restarting search tries first the options of its play-through that came
 * closest to a win (closestPlay.ts). It pauses (yields) at a node once its
 * turn's work is done.
 */
import { Xoshiro128 } from '../prng.ts';
import { branchGroup, hasOpenGroup, optionOrder } from './branching.ts';
import { ClosestPlay } from './closestPlay.ts';
import { DeadMemo, deadKey, type DeadKey } from './memo.ts';
import { OptionNarrowing } from './narrowing.ts';
import { emptiedGroup, holdsAt, nodeNogood, type Nogood, type NogoodStore } from './nogoods.ts';
import { NodeTrail } from './nodeTrail.ts';
import type { Problem } from './problem.ts';
import { playThrough, PlayWorkspace, preparePlay } from './playthrough.ts';
import { reachOf } from './reach.ts';
import { probe } from './probing.ts';
import { applySafeMoves } from './safe-moves.ts';
import { Effort, type Meter, type Tuning } from './schedule.ts';
import { BoardState } from './state.ts';
import { StuckCores } from './stuckCore.ts';
import { toPairs, type Verdict } from './verdict.ts';

/** A search's buffers, sized by the problem: handed from one solve to the next, so an easy solve allocates little. */
interface Buffers {
  readonly size: number;
  readonly weights: Float64Array;
  readonly scratch: BoardState;
  readonly play: PlayWorkspace;
  /** The option tests, made on first use (bound to `scratch` and `weights`). */
  narrowing: OptionNarrowing | null;
}

/** Buffers of finished searches, waiting for the next (at most `SPARES`: a solve runs two searches). */
const spares: Buffers[] = [];
const SPARES = 4;

function takeBuffers(size: number, groupCount: number): Buffers {
  for (let i = spares.length - 1; i >= 0; i--) {
    const b = spares[i];
    if (b.size !== size || b.weights.length !== groupCount) continue;
    spares.splice(i, 1);
    // The conflict weights start at zero; the scratch board and the play-through buffers are overwritten before each use.
    b.weights.fill(0);
    return b;
  }
  return { size, weights: new Float64Array(groupCount), scratch: new BoardState(size, groupCount), play: new PlayWorkspace(groupCount), narrowing: null };
}

function giveBack(b: Buffers): void {
  if (spares.length >= SPARES) spares.shift();
  if (!spares.includes(b)) spares.push(b);
}

const WIN = 0;
const DEAD = 1;
const ABORT = 2;
type NodeResult = typeof WIN | typeof DEAD | typeof ABORT;

/** A search run to its verdict, pausing at the end of each turn. */
export type Run = Generator<void, Verdict, void>;

export class PairingSearch {
  /** This search's work, turns and restarts. */
  readonly effort: Effort;
  nodes = 0;
  playThroughs = 0;
  memoHits = 0;
  deadNodes = 0;
  restarts = 0;
  probed = 0;
  /** The restarting search's play-through that came closest to a win, whose way it branches first; the other search keeps none. */
  private readonly closest: ClosestPlay | null;
  private readonly plan: number[] = [];
  private readonly probeMoves: number[] = [];
  private readonly buffers: Buffers;
  private readonly weights: Float64Array;
  private readonly scratch: BoardState;
  /** Made on first use: most positions are won by the first play-throughs, before any test. */
  private narrowingMade: OptionNarrowing | null = null;
  private readonly play: PlayWorkspace;
  private readonly rng: Xoshiro128;
  /** The options chosen by the furthest play-through of the last `tryPlayThroughs` that found no win. */
  private bestMasks: Uint8Array = new Uint8Array(0);
  /** Whether nogoods are learnt (the store is shared by the solve's searches), and the parts of stuck sets they start from. */
  private readonly cores: StuckCores | null;
  /** Why the node last found dead is lost, as it came from its parent; null when not known. */
  private explanation: Nogood | null = null;

  constructor(
    private readonly p: Problem,
    meter: Meter,
    private readonly memo: DeadMemo,
    private readonly tuning: Tuning,
    seed: number,
    /** Restarts on the Luby schedule, and leads with the play-through's option; the other search does neither. */
    private readonly restarting: boolean,
    /** Per group, the option to branch on first (-1: none): see lead.ts. */
    private readonly lead: Int8Array | null = null,
    /** Nogoods learnt so far, shared with the solve's other search; null: none are learnt. */
    private readonly nogoods: NogoodStore | null = null,
  ) {
    this.effort = new Effort(meter);
    const buffers = takeBuffers(p.topology.size, p.groupCount);
    this.buffers = buffers;
    this.weights = buffers.weights;
    this.scratch = buffers.scratch;
    this.play = buffers.play;
    this.rng = Xoshiro128.seeded(seed >>> 0);
    this.closest = restarting ? new ClosestPlay() : null;
    this.cores = nogoods === null ? null : new StuckCores(p.topology.size);
  }

  /** Hands its buffers on to a later search; this one must not run again. */
  release(): void {
    giveBack(this.buffers);
  }

  /** The moves of the last win: valid once a search or play-through returned a win. */
  get winningPlan(): readonly number[] {
    return this.plan;
  }

  get relaxations(): number {
    return this.narrowingMade?.relaxations ?? 0;
  }

  private get narrowing(): OptionNarrowing {
    if (this.narrowingMade === null) {
      const { buffers } = this;
      if (buffers.narrowing === null) buffers.narrowing = new OptionNarrowing(this.p, this.effort, this.scratch, this.weights);
      else buffers.narrowing.reuse(this.p, this.effort);
      this.narrowingMade = buffers.narrowing;
    }
    return this.narrowingMade;
  }

  *search(root: BoardState, rootMoves: readonly number[]): Run {
    for (;;) {
      if (this.restarting) {
        this.restarts++;
        this.effort.restart(this.restarts, this.tuning.restartUnit);
      }
      this.plan.length = 0;
      this.plan.push(...rootMoves);
      const result = yield* this.node(root.clone(), 0);
      if (result === WIN) return { status: 'winnable', plan: toPairs(this.plan) };
      if (result === DEAD) return { status: 'unwinnable' };
      if (this.effort.budgetSpent) return { status: 'undecided' };
      // Older conflicts matter less after a restart: the next run differs, yet keeps what proofs learnt.
      for (let g = 0; g < this.weights.length; g++) this.weights[g] *= 0.5;
    }
  }

  /** Nodes shallower than this probe their options (see probing.ts). */
  private get probeDepth(): number {
    return this.restarting ? this.tuning.probeDepth : this.tuning.proofProbeDepth;
  }

  private *node(st: BoardState, depth: number): Generator<void, NodeResult, void> {
    const { effort } = this;
    if (effort.work >= effort.turnEnd) yield;
    this.nodes++;
    const mark = this.plan.length;
    const keys: DeadKey[] = [];
    const trail = this.cores === null ? null : new NodeTrail(this.p, st, this.cores);
    // `conflict` holds at the node as it stands; lifted to the node as it came, it is kept unless it only names the node.
    const dead = (conflict: Nogood | null = trail?.conflict ?? null, keep: 'yes' | 'no' | 'lifted' = 'yes'): NodeResult => {
      this.deadNodes++;
      for (const key of keys) this.memo.add(key);
      this.plan.length = mark;
      this.explanation = trail !== null && conflict !== null ? trail.lift(conflict) : null;
      if (this.explanation !== null && (keep === 'yes' || (keep === 'lifted' && trail!.resolved > 0))) this.nogoods?.add(this.explanation);
      return DEAD;
    };
    for (;;) {
      applySafeMoves(this.p, st, this.plan);
      if (st.remaining === 0) return WIN;
      const key = deadKey(this.p, st);
      if (this.memo.has(key)) {
        this.memoHits++;
        return dead(trail && nodeNogood(this.p, st), 'no');
      }
      keys.push(key);
      if (effort.outOfWork()) {
        this.plan.length = mark;
        return ABORT;
      }
      if (this.nogoods !== null) {
        const holds = this.nogoods.apply(st, trail!.removals);
        // Kept already: only a lifted form is new.
        if (holds !== null) return dead(holds, 'lifted');
        // A group fixed may give safe moves.
        if (this.nogoods.changed) continue;
      }
      const narrowed = this.narrowing.narrow(st, trail);
      if (narrowed === 'dead') return dead();
      // A group left with one option is not tested again here: its children
      // narrow anew, so a test here would only repeat theirs.
      // With no open group left, the safe moves must settle the node.
      if (narrowed !== 'stable' && !hasOpenGroup(this.p, st)) continue;
      if (depth >= this.probeDepth) break;
      const probed = probe(this.p, st, this.narrowing, effort, this.probeMoves, this, trail);
      if (probed === 'dead') return dead();
      if (probed === 'stable') break;
    }
    const tries = depth === 0 ? this.tuning.rootPlayThroughs : this.restarting ? this.tuning.nodePlayThroughs : this.tuning.proofPlayThroughs;
    if (this.tryPlayThroughs(st, tries)) return WIN;
    const best = this.bestMasks;
    const g = branchGroup(this.p, st, this.weights, this.rng);
    // The search that never restarts counts 0 restarts: at each depth it leads with the other order than the first run of its rival.
    const preferPlay = (depth + this.restarts) % 2 === 0;
    let explained = trail !== null;
    for (const k of optionOrder(this.p, st, g, best, this.narrowing.baseRun, preferPlay, this.lead?.[g] ?? -1, this.closest?.option(g) ?? -1)) {
      const child = st.clone();
      child.masks[g] = 1 << k;
      const result = yield* this.node(child, depth + 1);
      if (result === WIN) return WIN;
      if (result === ABORT) {
        this.plan.length = mark;
        return ABORT;
      }
      const why = this.explanation;
      if (trail === null || why === null) {
        explained = false;
      } else if (holdsAt(why, st)) {
        // The child's reason holds here already: the other options are lost too.
        return dead(why);
      } else {
        trail.ruledOut(g, k, why);
      }
    }
    return dead(explained ? emptiedGroup(this.p, g) : null);
  }

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
    // The first play-throughs of a solve weigh pairs by what they hold back in the end; later ones, guided by the tests, by what they hold back next.
    this.play.reach = prefix !== null ? reachOf(this.p.topology) : null;
    if (count > 0) preparePlay(this.p, st, this.play);
    for (let i = 0; i < count && this.effort.spend(); i++) {
      this.playThroughs++;
      if (playThrough(this.p, st, this.scratch, this.rng, this.plan, this.play)) return true;
      this.plan.length = mark;
      this.closest?.offer(this.scratch);
      if (this.scratch.remaining < bestRemaining) {
        bestRemaining = this.scratch.remaining;
        best = this.scratch.masks.slice();
      }
    }
    this.bestMasks = best ?? st.masks.slice();
    return false;
  }
}
