/** The core benchmarks (bench/core.ts) as table rows with the budgets of the core issue. */
import type { DealFigures, SolverFigures, SurveyFigures } from './core.ts';
import type { ReplayFigures } from './replay.ts';
import { fmt, withBudget, type Figure } from './report.ts';

/** de Bondt: 2.95-2.96% of 10,000,000 random Turtle deals are unwinnable. */
const PUBLISHED_UNWINNABLE_PERCENT = 2.95;
const DEAL_MEDIAN_MS = 5;
const SOLVER_MEDIAN_MS = 5;
const SOLVER_P99_MS = 100;

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

/** `fair` compares the unwinnable share with the published one; mid-game positions have no such reference. */
export function solverFigures(label: string, s: SolverFigures, fair: boolean): Figure[] {
  const group = 'solver';
  const { share, low, high } = s.unwinnableShare;
  const interval = `95% interval ${fmt(pct(low))}-${fmt(pct(high))}%`;
  const consistent = pct(low) <= PUBLISHED_UNWINNABLE_PERCENT && PUBLISHED_UNWINNABLE_PERCENT <= pct(high);
  return [
    withBudget({ group, name: `${label}: undecided of ${s.positions}`, value: s.undecided, unit: '', max: 0, note: `${s.winnable} winnable, ${s.unwinnable} unwinnable; budget ${s.budget} work units` }),
    fair
      ? { group, name: `${label}: unwinnable share`, value: pct(share), unit: '%', pass: consistent, budget: `${PUBLISHED_UNWINNABLE_PERCENT}% in interval`, note: interval }
      : { group, name: `${label}: unwinnable share`, value: pct(share), unit: '%', note: interval },
    withBudget({ group, name: `${label}: median`, value: s.ms.median, unit: 'ms', max: SOLVER_MEDIAN_MS, note: `p90 ${fmt(s.ms.p90)} ms` }),
    withBudget({ group, name: `${label}: p99`, value: s.ms.p99, unit: 'ms', max: SOLVER_P99_MS, note: `max ${fmt(s.ms.max)} ms` }),
    // Work units do not depend on the machine: they tell a slower solver from a busier machine.
    { group, name: `${label}: work units, median`, value: s.work.median, unit: '', note: `p99 ${fmt(s.work.p99)}; ${fmt(s.usPerWork)} µs a unit here` },
  ];
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
