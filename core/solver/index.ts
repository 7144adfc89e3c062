/** The exact solver: a winning plan, a proof that none exists, or "undecided" when the work budget runs out. */
import { isPresent, type Position } from '../position.ts';
import { splitLargeGroups } from './largeGroups.ts';
import { leadOptions } from './lead.ts';
import { buildProblem } from './problem.ts';
import type { Tuning } from './schedule.ts';
import { searchPairings, type SearchStats } from './search.ts';
import { topologyOf, type Adjacency } from './topology.ts';
import type { Verdict } from './verdict.ts';

export type { Tuning } from './schedule.ts';
export type { SearchStats } from './search.ts';
export type { Verdict } from './verdict.ts';

/**
 * Work units a hint or a winnable check may spend: aimed at about a second on
 * one core of a slow machine, so an answer never keeps the player waiting long,
 * and enough to settle nearly every fair or mid-game position. The core
 * benchmark (`npm run bench`) shows what a unit costs on the machine at hand.
 */
export const DEFAULT_BUDGET = 50_000;

export interface SolveOptions {
  /** Work units (relaxation tests and play-throughs) before answering "undecided". */
  budget?: number;
  /**
   * Asked each time the budget is spent: more work units to go on with (the
   * search keeps all it learnt), or 0 to answer "undecided".
   */
  extend?: () => number;
  /** Seeds the tie-breaks; the same seed gives the same answer and plan. */
  seed?: number;
  /** Filled in when given: nodes, tests and play-throughs spent. */
  stats?: SearchStats;
  /** Overrides of the search's knobs, for tests and tuning. */
  tuning?: Partial<Tuning>;
  /**
   * Pairs of a plan believed close to a win, such as the plan of the position
   * a move ago: their pairings are tried first. Never changes whether a
   * position is found winnable or unwinnable; near the budget it may change
   * whether it is settled at all, as any change in the order of work may.
   */
  lead?: readonly (readonly [number, number])[];
}

/** Solves tiles given per slot as a match group, on any adjacency. */
export function solveGroups(
  adjacency: Adjacency,
  group: ArrayLike<number>,
  present: ArrayLike<boolean>,
  options: SolveOptions = {},
): Verdict {
  const groups = splitLargeGroups(group, present, options.lead);
  const problem = buildProblem(topologyOf(adjacency), groups.group, present);
  const lost: Verdict = { status: groups.split ? 'undecided' : 'unwinnable' };
  if (problem === null) return lost;
  const lead = options.lead === undefined ? undefined : leadOptions(problem, options.lead);
  const verdict = searchPairings(problem, { budget: options.budget ?? DEFAULT_BUDGET, seed: options.seed ?? 0, extend: options.extend, stats: options.stats, tuning: options.tuning, lead });
  return verdict.status === 'unwinnable' ? lost : verdict;
}

/** Solves a position: "winnable" comes with the pairs to remove, in order, that clear the board. */
export function solve(position: Position, options: SolveOptions = {}): Verdict {
  const size = position.faces.length;
  const present: boolean[] = [];
  for (let s = 0; s < size; s++) present.push(isPresent(position, s));
  return solveGroups(position.geometry, position.groups, present, options);
}
