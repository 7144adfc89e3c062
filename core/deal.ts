/**
 * Deals for game codes: the first fair shuffle from the code's seed stream
 * that can be won, with a plan that wins it. Every deal is as hard as a fair
 * deal that happens to be winnable, and identical on every machine.
 *
 * Which shuffle is dealt is a fact about the shuffles, not a verdict of the
 * solver: a shuffle the solver cannot settle within its budget is never
 * passed over, its budget is raised tenfold, as often as it takes, and the
 * same search goes on until it is settled. The solver is exact, so any release, however fast or slow its
 * solver, deals the same board for a code. Only the plan may differ.
 * The price is a rare slow deal, when a shuffle needs its budget raised
 * again and again: callers that must stay responsive deal off their thread.
 *
 * A layout players bring whose fair shuffles are seldom winnable, or that has
 * more than 144 tiles, is dealt a built deal instead (core/builtDeal.ts), from
 * the same seed stream; its survey (core/survey.ts, fixed by its seed and
 * budgets) says which, the same on every machine. Built-in layouts are always
 * shuffled. A layout of other than 144 tiles is dealt core/tileSets.ts' tiles.
 */
import { buildDeal } from './builtDeal.ts';
import { DEAL_COUNT } from './code.ts';
import { geometryOf, type Layout } from './layout.ts';
import { initialPosition, type Position } from './position.ts';
import { shuffled, Xoshiro128 } from './prng.ts';
import { solve, type SearchStats, type Verdict } from './solver/index.ts';
import { builtDealing, surveyLayout, type DealMethod } from './survey.ts';
import { TILE_SET, type Face } from './tiles.ts';
import { isDealableCount, tileSetFor } from './tileSets.ts';

/**
 * The first work budget a shuffle gets; undecided shuffles escalate from it.
 * It sets only how fast deals come, never which board a code deals.
 */
export const DEAL_BUDGET = 20_000;
const ESCALATION = 10;
const MAX_SHUFFLES = 10_000;

export interface Deal {
  /** The face on each slot, in the layout's slot order. */
  faces: Face[];
  /** The pairs that clear the board, in order (72 on 144 tiles). */
  plan: [number, number][];
  /** How many shuffles were drawn to find this deal (1 for most; 0 for a built deal). */
  shuffles: number;
  /** Whether the deal was built rather than shuffled. */
  built?: boolean;
}

/** What dealing cost, for benchmarks and tests. */
export interface DealStats {
  /** Solver work units over all shuffles and escalations. */
  work: number;
  /** Times a shuffle's solve ran out of budget and went on with ten times as much. */
  escalations: number;
  /** The largest budget any shuffle's solve reached. */
  maxBudget: number;
}

export interface DealOptions {
  /** The first budget per shuffle (default DEAL_BUDGET); the board dealt does not depend on it. */
  budget?: number;
  /** Filled in when given. */
  stats?: DealStats;
}

/** The seed stream of a code: layout number above bit 40, deal number below (deal numbers need 35 bits). */
export function dealSeed(layout: Layout, dealNumber: number): bigint {
  return (BigInt(layout.number) << 40n) | BigInt(dealNumber);
}

/**
 * Solves until settled: each time the budget runs out it is raised to ten
 * times what it was, and the same search goes on with all it has learnt.
 */
export function settle(p: Position, seed: number, budget: number, stats?: DealStats): Exclude<Verdict, { status: 'undecided' }> {
  let total = budget;
  const runStats: SearchStats = { work: 0, nodes: 0, restarts: 0, relaxations: 0, playThroughs: 0, memoHits: 0, deadNodes: 0, probed: 0 };
  const extend = (): number => {
    if (stats) stats.escalations++;
    const more = total * (ESCALATION - 1);
    total += more;
    return more;
  };
  const verdict = solve(p, { budget, seed, stats: runStats, extend });
  if (stats) {
    stats.work += runStats.work;
    stats.maxBudget = Math.max(stats.maxBudget, total);
  }
  // Unreachable: a budget raised without end always settles an exact search.
  if (verdict.status === 'undecided') throw new Error('the solver stopped with budget to spare');
  return verdict;
}

const TILE_COUNT = TILE_SET.length;

/** The way each player's layout is dealt, by id (its shape's): its survey is run once a session. */
const dealings = new Map<string, DealMethod>();
const KEPT_DEALINGS = 64;

/** Keeps how the player's layout of this id is dealt, from a survey of its shape run anyway (an import's). */
export function rememberDealing(id: string, dealing: DealMethod): void {
  if (dealings.size >= KEPT_DEALINGS) dealings.delete(dealings.keys().next().value as string);
  dealings.set(id, dealing);
}

/** How a layout is dealt: built-in ones by shuffles; a player's own as its survey says. */
export function dealingOf(layout: Layout): DealMethod {
  if (/^L\d\d$/.test(layout.id)) return 'shuffle';
  let dealing = dealings.get(layout.id);
  if (dealing === undefined) {
    // Past a whole set deals are always built: no shuffle need be surveyed to know it.
    dealing = layout.slots.length > TILE_COUNT ? builtDealing(layout.slots) : surveyLayout(layout.slots).dealing;
    rememberDealing(layout.id, dealing);
  }
  return dealing;
}

/** A built deal from the code's stream: should a search give up, the stream goes on to the next. */
function builtFromCode(layout: Layout, rng: Xoshiro128): Deal {
  const geometry = geometryOf(layout);
  const tiles = tileSetFor(layout.slots.length);
  for (let tries = 0; tries < BUILD_TRIES; tries++) {
    const made = buildDeal(geometry, tiles, rng);
    if ('faces' in made) return { faces: made.faces, plan: made.plan, shuffles: 0, built: true };
    if (made.status === 'none') break;
  }
  throw new Error(`no order of removals for ${layout.id}`);
}
const BUILD_TRIES = 8;

export function dealFromCode(layout: Layout, dealNumber: number, options: DealOptions = {}): Deal {
  if (!Number.isInteger(dealNumber) || dealNumber < 0 || dealNumber >= DEAL_COUNT) {
    throw new RangeError(`deal number ${dealNumber} is outside 0..32^7-1`);
  }
  if (!isDealableCount(layout.slots.length)) throw new RangeError(`layout ${layout.id} has ${layout.slots.length} slots, which cannot be dealt`);
  const budget = options.budget ?? DEAL_BUDGET;
  if (!(budget >= 1)) throw new RangeError(`bad deal budget ${budget}`);
  const rng = Xoshiro128.seeded(dealSeed(layout, dealNumber));
  const dealing = dealingOf(layout);
  if (dealing !== 'shuffle') return builtFromCode(layout, rng);
  const geometry = geometryOf(layout);
  const tiles = tileSetFor(layout.slots.length);
  for (let shuffles = 1; shuffles <= MAX_SHUFFLES; shuffles++) {
    const faces = shuffled(tiles, rng);
    // The solver's seed is part of the stream, drawn for every shuffle, so the shuffles that follow never move.
    const verdict = settle(initialPosition(geometry, faces), rng.nextUint32(), budget, options.stats);
    if (verdict.status === 'winnable') return { faces, plan: verdict.plan, shuffles };
  }
  // Unreachable for any real layout: most fair shuffles are winnable.
  throw new Error(`no winnable shuffle for ${layout.id} deal ${dealNumber} in ${MAX_SHUFFLES} tries`);
}
