/** The core benchmarks (bench/core.ts) as table rows with the budgets of the core issue. */
import type { AlongGameFigures, DealFigures, Slow, SolverFigures, SurveyFigures, Timing } from './core.ts';
import type { ImportedDealFigures } from './importedLayouts.ts';
import type { ReplayFigures } from './replay.ts';
import { fmt, withBudget, type Figure } from './report.ts';

/** de Bondt: 2.95-2.96% of 10,000,000 random Turtle deals are unwinnable. */
const PUBLISHED_UNWINNABLE_PERCENT = 2.95;
const DEAL_MEDIAN_MS = 5;
/** Opening a Turtle code, its plan included: the budgets of the speed issue, over codes 1-10,000. */
const CODE_P99_MS = 50;
const CODE_MAX_MS = 250;

/** Time budgets of a solve: a fair deal's by default; a mid-game position (a hint) is held to its own p99. */
export interface SolverLimits {
  median: number;
  p99: number;
}

export const FAIR_LIMITS: SolverLimits = { median: 0.3, p99: 35 };
export const MID_GAME_LIMITS: SolverLimits = { median: 5, p99: 15 };

const pct = (share: number) => Math.round(share * 10_000) / 100;

export function dealFigures(deals: readonly DealFigures[]): Figure[] {
  return deals.map((d) =>
    withBudget({
      group: 'core',
      name: `deal generation ${d.layout}, median of ${d.deals}`,
      value: d.ms.median,
      unit: 'ms',
      max: DEAL_MEDIAN_MS,
      note: [`p99 ${fmt(d.ms.p99)} ms`, d.work && `work units p99 ${fmt(d.work.p99)}`, d.escalations !== undefined && `${d.escalations} escalated`]
        .filter(Boolean)
        .join('; '),
    }),
  );
}

/** A deal of any layout players bring, at p99: the budget of the "every layout plays" issue. */
export const IMPORTED_DEAL_P99_MS = 250;

/** Dealing the hardest imported shapes: p99 against its budget; the survey that picks the way, once a session, beside it. */
export function importedDealFigures(deals: readonly ImportedDealFigures[]): Figure[] {
  return deals.map((d) =>
    withBudget({
      group: 'core',
      name: `deal generation, imported ${d.name} (${d.tiles} tiles, ${d.dealing}), p99 of ${d.deals}`,
      value: d.ms.p99,
      unit: 'ms',
      max: IMPORTED_DEAL_P99_MS,
      note: `median ${fmt(d.ms.median)} ms, max ${fmt(d.ms.max)} ms; survey once a session ${fmt(d.surveyMs)} ms`,
    }),
  );
}

/** `fair` compares the unwinnable share with the published one; mid-game positions have no such reference. */
export function solverFigures(label: string, s: SolverFigures, fair: boolean, limits: SolverLimits = FAIR_LIMITS): Figure[] {
  const group = 'solver';
  const { share, low, high } = s.unwinnableShare;
  const interval = `95% interval ${fmt(pct(low))}-${fmt(pct(high))}%`;
  const consistent = pct(low) <= PUBLISHED_UNWINNABLE_PERCENT && PUBLISHED_UNWINNABLE_PERCENT <= pct(high);
  return [
    withBudget({ group, name: `${label}: undecided of ${s.positions}`, value: s.undecided, unit: '', max: 0, note: `${s.winnable} winnable, ${s.unwinnable} unwinnable; budget ${s.budget} work units` }),
    fair
      ? { group, name: `${label}: unwinnable share`, value: pct(share), unit: '%', pass: consistent, budget: `${PUBLISHED_UNWINNABLE_PERCENT}% in interval`, note: interval }
      : { group, name: `${label}: unwinnable share`, value: pct(share), unit: '%', note: interval },
    withBudget({ group, name: `${label}: median`, value: s.ms.median, unit: 'ms', max: limits.median, note: `p90 ${fmt(s.ms.p90)} ms` }),
    withBudget({ group, name: `${label}: p99`, value: s.ms.p99, unit: 'ms', max: limits.p99, note: `max ${fmt(s.ms.max)} ms` }),
    // Work units do not depend on the machine: they tell a slower solver from a busier machine.
    { group, name: `${label}: work units, median`, value: s.work.median, unit: '', note: `p99 ${fmt(s.work.p99)}; ${fmt(s.usPerWork)} µs a unit here` },
    ...(fair ? tailFigures(group, `slowest of the ${label}`, 'seed', s.slowest) : []),
  ];
}

/**
 * "Can this game still be won?" after each move, as the game asks it: most
 * checks are settled by the verdict before (no limit of its own; the
 * mid-game limit is for a fresh solve).
 */
export function alongGameFigures(a: AlongGameFigures): Figure[] {
  const group = 'solver';
  const name = `"can it still be won?" after each move of ${a.games} games`;
  const settled = (100 * (a.checks - a.solved)) / a.checks;
  return [
    { group, name: `${name}: p99`, value: a.ms.p99, unit: 'ms', note: `${a.checks} checks, ${fmt(settled)}% settled without a solve; work units p99 ${fmt(a.work.p99)}; median ${fmt(a.ms.median)} ms` },
    { group, name: `${name}: p99 of those solved`, value: a.solvedMs.p99, unit: 'ms', note: `${a.solved} solves led by the plan before; work units median ${fmt(a.solvedWork.median)}, p99 ${fmt(a.solvedWork.p99)}, max ${fmt(a.solvedWork.max)}` },
  ];
}

/**
 * The floor of the search's choices: the work left on winnable fair deals
 * when a winning plan leads every branch, against the same deals solved
 * plainly, in work units and in time at this run's cost of a unit.
 */
export function floorFigure(f: { winnable: number; work: Timing; plainWork: Timing }, usPerWork: number): Figure {
  const ms = (units: number) => (units * usPerWork) / 1000;
  return {
    group: 'solver',
    name: `every choice right (led by a winning plan), ${f.winnable} winnable fair deals: work units p99`,
    value: f.work.p99,
    unit: '',
    note: `about ${fmt(ms(f.work.p99))} ms at ${fmt(usPerWork)} µs a unit; max ${fmt(f.work.max)}; the same deals solved plainly: p99 ${fmt(f.plainWork.p99)}, max ${fmt(f.plainWork.max)}`,
  };
}

/** Opening each of the codes 1..n of one layout, the plan included: its p99 and worst case against their budgets. */
export function codeFigures(d: DealFigures): Figure[] {
  const group = 'core';
  const name = `opening ${d.layout} codes 1-${d.deals}`;
  return [
    withBudget({ group, name: `${name}: p99`, value: d.ms.p99, unit: 'ms', max: CODE_P99_MS, note: `median ${fmt(d.ms.median)} ms; shuffles per code ${fmt(d.shufflesPerDeal)}` }),
    withBudget({ group, name: `${name}: max`, value: d.ms.max, unit: 'ms', max: CODE_MAX_MS, note: `work units p99 ${fmt(d.work.p99)}, max ${fmt(d.work.max)}; ${d.escalations} budget raises` }),
    ...tailFigures(group, `slowest ${d.layout} codes`, 'code', d.slowest),
  ];
}

/** The slowest cases, one row each, slowest first: what the next speed-up must take on. */
export function tailFigures(group: string, label: string, what: string, slowest: readonly Slow[]): Figure[] {
  return slowest.map((c, i) => ({
    group,
    name: `${label} ${i + 1}: ${what} ${c.id}`,
    value: c.ms,
    unit: 'ms',
    note: `${c.work} work units; ${c.verdict}`,
  }));
}

export function replayFigure(replays: readonly ReplayFigures[]): Figure {
  const slowest = replays.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    group: 'core',
    name: 'full game replayed from its plan, slowest layout',
    value: slowest.ms,
    unit: 'ms',
    note: `${slowest.layout}, ${slowest.moves} pairs, deal included`,
  };
}

/** Each layout's fairness survey: its grade, with the share won and the median effort behind it. */
export function surveyFigures(surveys: readonly SurveyFigures[]): Figure[] {
  return surveys.map(({ layout, name, survey, ms }) => ({
    group: 'survey',
    name: `fairness survey ${layout} ${name}`,
    value: survey.grade,
    unit: '',
    note: [
      `${fmt(pct(survey.winShare))}% of ${survey.winnable + survey.unwinnable} settled shuffles winnable`,
      survey.undecided > 0 && `${survey.undecided} undecided`,
      `median ${fmt(survey.medianWork)} work units`,
      `${fmt(ms)} ms`,
    ]
      .filter(Boolean)
      .join('; '),
  }));
}
