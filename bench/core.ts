/**
 * Core benchmarks: the solver on fair Turtle deals and on mid-game positions,
 * and deal generation per layout. Each function returns figures; the bench
 * runner prints them. Deals come from fixed seeds, so runs are comparable.
 */
import { geometryOf, type Layout } from '../core/layout.ts';
import { TURTLE } from '../core/layouts/turtle.ts';
import { initialPosition, playablePairs, removePair, remainingCount, type Position } from '../core/position.ts';
import { shuffled, Xoshiro128 } from '../core/prng.ts';
import { DEFAULT_BUDGET, solve, type SearchStats, type Tuning, type Verdict } from '../core/solver/index.ts';
import { TILE_SET } from '../core/tiles.ts';
import { dealFromCode, type DealStats } from '../core/deal.ts';
import { surveyLayout, type Survey, type SurveyOptions } from '../core/survey.ts';
import { winnableAfter, type KnownPosition } from '../core/winnableAfter.ts';

export interface Timing {
  median: number;
  p90: number;
  p99: number;
  max: number;
}

export interface SolverFigures {
  positions: number;
  budget: number;
  winnable: number;
  unwinnable: number;
  undecided: number;
  /** Share of proven unwinnable positions and its 95% Wilson score interval. */
  unwinnableShare: { share: number; low: number; high: number };
  ms: Timing;
  /** Work units per position (machine-independent), and the machine's speed in microseconds per unit. */
  work: Timing;
  usPerWork: number;
  /** The slowest positions, slowest first: where the next speed-up must come from. */
  slowest: Slow[];
  /** The positions that took the most work units, most first: the same tail, as no machine's speed moves it. */
  heaviest: Slow[];
}

/** One slow case: which (a shuffle's seed, a deal number, a position's index), its time and its work units. */
export interface Slow {
  id: number;
  ms: number;
  work: number;
  verdict: string;
}

const TAIL = 10;

function slowestOf(cases: readonly Slow[]): Slow[] {
  return [...cases].sort((a, b) => b.ms - a.ms).slice(0, TAIL);
}

function heaviestOf(cases: readonly Slow[]): Slow[] {
  return [...cases].sort((a, b) => b.work - a.work).slice(0, TAIL);
}

export interface DealFigures {
  layout: string;
  deals: number;
  shufflesPerDeal: number;
  ms: Timing;
  /** Solver work units per deal, all shuffles and escalations included. */
  work: Timing;
  /** Times a shuffle's first budget ran out and was raised (never skipped). */
  escalations: number;
  slowest: Slow[];
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function timing(values: readonly number[]): Timing {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] };
}

/** Wilson score interval at 95% for `k` successes out of `n`. */
export function wilson(k: number, n: number): { share: number; low: number; high: number } {
  const z = 1.959963984540054;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { share: p, low: centre - half, high: centre + half };
}

/** Solver statistics to be filled in by a solve. */
function noStats(): SearchStats {
  return { work: 0, nodes: 0, restarts: 0, relaxations: 0, playThroughs: 0, memoHits: 0, deadNodes: 0, probed: 0 };
}

/** A fair (uniform) Turtle deal from a fixed seed. */
export function fairTurtleDeal(seed: number): Position {
  return initialPosition(geometryOf(TURTLE), shuffled(TILE_SET, Xoshiro128.seeded(seed)));
}

/** Throws when a plan does not clear the position legally: a benchmark of a wrong solver is worthless. */
function checkPlan(p: Position, verdict: Verdict): void {
  if (verdict.status !== 'winnable') return;
  let q = p;
  for (const [a, b] of verdict.plan) {
    const next = removePair(q, a, b);
    if (!next.ok) throw new Error(`plan move ${a},${b} is illegal: ${next.error.kind}`);
    q = next.value;
  }
  if (remainingCount(q) !== 0) throw new Error('plan does not clear the board');
}

/** How the solver benchmarks solve: the solver's seed (1 unless told) and overrides of its knobs, for tuning runs (bench/solverTail.ts). */
export interface SolveRun {
  seed?: number;
  tuning?: Partial<Tuning>;
}

/** `ids` names each position in the tail (the shuffle's seed, or its index). */
function solveAll(positions: readonly Position[], budget: number, ids: (i: number) => number, run: SolveRun = {}): SolverFigures {
  const ms: number[] = [];
  const work: number[] = [];
  const cases: Slow[] = [];
  const counts = { winnable: 0, unwinnable: 0, undecided: 0 };
  for (const [i, p] of positions.entries()) {
    const stats = noStats();
    const start = performance.now();
    const verdict = solve(p, { budget, seed: run.seed ?? 1, stats, tuning: run.tuning });
    ms.push(performance.now() - start);
    work.push(stats.work);
    cases.push({ id: ids(i), ms: ms[i], work: stats.work, verdict: verdict.status });
    checkPlan(p, verdict);
    counts[verdict.status]++;
  }
  const totalMs = ms.reduce((a, b) => a + b, 0);
  const totalWork = work.reduce((a, b) => a + b, 0);
  return {
    positions: positions.length,
    budget,
    ...counts,
    unwinnableShare: wilson(counts.unwinnable, positions.length),
    ms: timing(ms),
    work: timing(work),
    usPerWork: totalWork > 0 ? (totalMs * 1000) / totalWork : NaN,
    slowest: slowestOf(cases),
    heaviest: heaviestOf(cases),
  };
}

/** The solver on `count` fair Turtle deals (seeds 1..count). */
export function benchSolverDeals(count = 1000, budget = DEFAULT_BUDGET, run: SolveRun = {}): SolverFigures {
  return solveAll(Array.from({ length: count }, (_, i) => fairTurtleDeal(i + 1)), budget, (i) => i + 1, run);
}

/** A game of the mid-game benchmarks: a Turtle code's deal and the moves played on it, with the position after each. */
interface RandomGame {
  deal: ReturnType<typeof dealFromCode>;
  moves: [number, number][];
  /** `positions[m]`: the position after the first m moves. */
  positions: Position[];
}

/**
 * Each game deal for L00 (codes 1..count) played by uniformly random legal
 * moves for a random number of pairs (up to 48), stopping early if the game
 * sticks.
 */
function randomGames(count: number): RandomGame[] {
  const rng = Xoshiro128.seeded(2026);
  const games: RandomGame[] = [];
  for (let i = 0; i < count; i++) {
    const deal = dealFromCode(TURTLE, i + 1);
    let p = initialPosition(geometryOf(TURTLE), deal.faces);
    const game: RandomGame = { deal, moves: [], positions: [p] };
    const moves = 1 + rng.below(48);
    for (let m = 0; m < moves; m++) {
      const pairs = playablePairs(p);
      if (pairs.length === 0) break;
      const [a, b] = pairs[rng.below(pairs.length)];
      const next = removePair(p, a, b);
      if (!next.ok) throw new Error('a playable pair was refused');
      p = next.value;
      game.moves.push([a, b]);
      game.positions.push(p);
    }
    games.push(game);
  }
  return games;
}

/** The solver from mid-game positions, the hint case: the last position of each random game, solved afresh. */
export function benchSolverMidGame(count = 1000, budget = DEFAULT_BUDGET, run: SolveRun = {}): SolverFigures {
  const positions = randomGames(count).map((g) => g.positions[g.positions.length - 1]);
  return solveAll(positions, budget, (i) => i, run);
}

export interface AlongGameFigures {
  games: number;
  /** Checks made: one after each move of each game. */
  checks: number;
  /** Checks that needed the solver (the others were settled by what the game knew). */
  solved: number;
  ms: Timing;
  work: Timing;
  /** The checks that needed the solver alone. */
  solvedMs: Timing;
  solvedWork: Timing;
}

/**
 * "Can this game still be won?" as the game asks it after each move of the
 * random games (core/winnableAfter.ts): from the verdict of the position
 * before, starting with the deal's own plan.
 */
export function benchWinnableAlongGames(count = 1000, budget = DEFAULT_BUDGET): AlongGameFigures {
  const ms: number[] = [];
  const work: number[] = [];
  const solvedMs: number[] = [];
  const solvedWork: number[] = [];
  const games = randomGames(count);
  for (const game of games) {
    let known: KnownPosition = { moves: [], winnable: true, plan: game.deal.plan };
    for (let m = 1; m < game.positions.length; m++) {
      const stats = noStats();
      const start = performance.now();
      const after = winnableAfter(game.positions[m], game.moves.slice(0, m), known, budget, stats);
      const took = performance.now() - start;
      ms.push(took);
      work.push(stats.work);
      if (after.solved) {
        solvedMs.push(took);
        solvedWork.push(stats.work);
      }
      if (after.plan !== null) checkPlan(game.positions[m], { status: 'winnable', plan: after.plan });
      known = after;
    }
  }
  return { games: games.length, checks: ms.length, solved: solvedMs.length, ms: timing(ms), work: timing(work), solvedMs: timing(solvedMs), solvedWork: timing(solvedWork) };
}

/**
 * The floor of the search's choices: fair deals solved again with the options
 * of a winning plan tried first at every branch (no play-through of that
 * plan). The work left is what the search needs with every choice right.
 */
export function benchOrderingFloor(count = 2000, budget = DEFAULT_BUDGET): { winnable: number; work: Timing; plainWork: Timing } {
  const work: number[] = [];
  const plainWork: number[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const p = fairTurtleDeal(seed);
    const plain = noStats();
    const verdict = solve(p, { budget, seed: 1, stats: plain });
    if (verdict.status !== 'winnable') continue;
    const led = noStats();
    const again = solve(p, { budget, seed: 1, stats: led, lead: verdict.plan, tuning: { leadPlayThroughs: 0 } });
    if (again.status === 'unwinnable') throw new Error(`deal ${seed} lost its win when led by its own plan`);
    // Undecided counts as the whole budget: the floor is then no lower than that.
    work.push(again.status === 'winnable' ? led.work : budget);
    plainWork.push(plain.work);
  }
  return { winnable: work.length, work: timing(work), plainWork: timing(plainWork) };
}

/** Deal generation (shuffles, solving, plan) for deal numbers 1..count of a layout: what opening a code costs. */
export function benchDeals(layout: Layout, count = 100): DealFigures {
  const ms: number[] = [];
  const work: number[] = [];
  const cases: Slow[] = [];
  let shuffles = 0;
  let escalations = 0;
  for (let i = 1; i <= count; i++) {
    const stats: DealStats = { work: 0, escalations: 0, maxBudget: 0 };
    const start = performance.now();
    const deal = dealFromCode(layout, i, { stats });
    ms.push(performance.now() - start);
    work.push(stats.work);
    cases.push({ id: i, ms: ms[i - 1], work: stats.work, verdict: `${deal.shuffles} shuffle${deal.shuffles === 1 ? '' : 's'}` });
    shuffles += deal.shuffles;
    escalations += stats.escalations;
  }
  return { layout: layout.id, deals: count, shufflesPerDeal: shuffles / count, ms: timing(ms), work: timing(work), escalations, slowest: slowestOf(cases) };
}

export interface SurveyFigures {
  layout: string;
  name: string;
  survey: Survey;
  ms: number;
}

/** The fairness survey (core/survey.ts) of each layout, as a layout players bring gets it on import. */
export function benchSurveys(layouts: readonly Layout[], options: SurveyOptions = {}): SurveyFigures[] {
  return layouts.map((layout) => {
    const start = performance.now();
    const survey = surveyLayout(layout.slots, options);
    return { layout: layout.id, name: layout.name, survey, ms: performance.now() - start };
  });
}
