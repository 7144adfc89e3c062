/**
 * The solve of one problem: two pairing searches race, taking turns of a
 * fixed amount of work: one restarts (it finds plans for hard winnable
 * positions sooner), one never does (it finishes proofs that restarts would
 * keep starting over). They share the memo of dead nodes and the budget; the
 * first to settle the position answers.
 */
import { DeadMemo } from './memo.ts';
import { NogoodStore } from './nogoods.ts';
import { PairingSearch, type Run } from './pairing-search.ts';
import type { Problem } from './problem.ts';
import { applySafeMoves } from './safe-moves.ts';
import { DEFAULT_TUNING, type Meter, type Tuning } from './schedule.ts';
import { BoardState } from './state.ts';
import { toPairs, type Verdict } from './verdict.ts';

export interface SearchSettings {
  /** Work units (relaxation tests and play-throughs) before giving up. */
  budget: number;
  seed: number;
  /** Asked when the budget is spent: more work units, or 0 to answer undecided. */
  extend?: () => number;
  /** Filled in when given: what the search did. */
  stats?: SearchStats;
  /** Per group, the option to try first (-1: none), from a lead (see lead.ts). */
  lead?: Int8Array;
  tuning?: Partial<Tuning>;
  /** Where the nogoods learnt go, to look at them (tests); by default a new store when the tuning keeps any. */
  nogoods?: NogoodStore;
}

export interface SearchStats {
  work: number;
  nodes: number;
  restarts: number;
  relaxations: number;
  playThroughs: number;
  memoHits: number;
  deadNodes: number;
  /** Options ruled out by probing (see probing.ts); optional, so callers' own stats objects need not list it. */
  probed?: number;
  /** Nogoods learnt (see nogoods.ts), and the nodes and options they ruled out; optional like `probed`. */
  nogoods?: number;
  nogoodPrunes?: number;
}

export function searchPairings(p: Problem, settings: SearchSettings): Verdict {
  for (let g = 0; g < p.groupCount; g++) if (p.groupSize[g] > 0 && p.initialMasks[g] === 0) return { status: 'unwinnable' };
  const tuning: Tuning = { ...DEFAULT_TUNING, ...settings.tuning };
  const meter: Meter = { work: 0, budget: settings.budget, extend: settings.extend };
  const memo = new DeadMemo();
  const root = BoardState.initial(p);
  const rootMoves: number[] = [];
  applySafeMoves(p, root, rootMoves);
  const lead = settings.lead ?? null;
  const nogoods = settings.nogoods ?? (tuning.nogoods > 0 ? new NogoodStore(tuning.nogoods) : null);
  const restarting = new PairingSearch(p, meter, memo, tuning, settings.seed, true, lead, nogoods);
  const runners = [restarting];
  let verdict: Verdict;
  if (root.remaining === 0) {
    verdict = { status: 'winnable', plan: toPairs(rootMoves) };
  } else if (lead !== null && restarting.tryPlayThroughs(led(root, lead), tuning.leadPlayThroughs, rootMoves)) {
    verdict = { status: 'winnable', plan: toPairs(restarting.winningPlan) };
  } else if (restarting.tryPlayThroughs(root, tuning.earlyPlayThroughs, rootMoves)) {
    verdict = { status: 'winnable', plan: toPairs(restarting.winningPlan) };
  } else if (tuning.raceTurn <= 0) {
    verdict = finish(restarting.search(root, rootMoves), restarting, Infinity);
  } else {
    // The second search's tie-breaks come from a stream of their own, still fixed by the seed.
    const proving = new PairingSearch(p, meter, memo, tuning, settings.seed ^ 0x5bd1e995, false, lead, nogoods);
    runners.push(proving);
    verdict = race([restarting.search(root, rootMoves), proving.search(root, rootMoves)], runners, [tuning.raceTurn, Math.max(1, tuning.proofTurn)], tuning.proofAfter);
  }
  const { stats } = settings;
  if (stats) {
    const sum = (key: 'nodes' | 'relaxations' | 'playThroughs' | 'memoHits' | 'deadNodes' | 'probed'): number => runners.reduce((n, r) => n + r[key], 0);
    Object.assign(stats, {
      work: meter.work,
      nodes: sum('nodes'),
      restarts: restarting.restarts,
      relaxations: sum('relaxations'),
      playThroughs: sum('playThroughs'),
      memoHits: sum('memoHits'),
      deadNodes: sum('deadNodes'),
      probed: sum('probed'),
      nogoods: nogoods?.added ?? 0,
      nogoodPrunes: nogoods?.pruned ?? 0,
    });
  }
  // The plan is copied out by now: the searches' buffers can serve the next solve.
  for (const r of runners) r.release();
  return verdict;
}

/** The root with each group fixed to the lead's option, where it still has that option. */
function led(root: BoardState, lead: Int8Array): BoardState {
  const st = root.clone();
  for (let g = 0; g < lead.length; g++) {
    const k = lead[g];
    if (k >= 0 && (st.masks[g] & (1 << k)) !== 0) st.masks[g] = 1 << k;
  }
  return st;
}

/** Runs one search to its end, pausing never. */
function finish(run: Run, runner: PairingSearch, turn: number): Verdict {
  for (;;) {
    runner.effort.turnEnd = runner.effort.work + turn;
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
    if (done[i] || (i > 0 && !done[0] && runners[0].effort.work < after)) continue;
    const { effort } = runners[i];
    effort.turnEnd = effort.work + turns[i];
    const step = runs[i].next();
    if (!step.done) continue;
    // Only an exhausted budget leaves a search undecided, and then the other one is out of budget too.
    if (step.value.status !== 'undecided') return step.value;
    done[i] = true;
    if (done.every(Boolean)) return step.value;
  }
}
