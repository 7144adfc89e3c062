import { describe, expect, it } from 'vitest';
import { wilson, type SolverFigures } from '../../bench/core.ts';
import { codeFigures, dealFigures, MID_GAME_LIMITS, solverFigures } from '../../bench/coreFigures.ts';
import { formatTable, median, percentile, withBudget } from '../../bench/report.ts';
import { tapFigures } from '../../bench/tapFigures.ts';
import { roundOrder } from '../../bench/timedPages.ts';
import type { PairWork } from '../../bench/traceWork.ts';

function solver(unwinnable: number, positions: number, ms: { median: number; p99: number }, undecided = 0): SolverFigures {
  return {
    positions,
    budget: 1,
    winnable: positions - unwinnable - undecided,
    unwinnable,
    undecided,
    unwinnableShare: wilson(unwinnable, positions),
    ms: { median: ms.median, p90: ms.median, p99: ms.p99, max: ms.p99 },
    work: { median: 1, p90: 1, p99: 1, max: 1 },
    usPerWork: 1,
    slowest: [],
    heaviest: [],
  };
}

const byName = (figures: ReturnType<typeof solverFigures>, part: string) => figures.find((f) => f.name.includes(part))!;

describe('budget verdicts', () => {
  it('passes a value at the budget and fails one above it', () => {
    expect(withBudget({ group: 'g', name: 'n', value: 16, unit: 'ms', max: 16 }).pass).toBe(true);
    expect(withBudget({ group: 'g', name: 'n', value: 16.01, unit: 'ms', max: 16 }).pass).toBe(false);
    expect(withBudget({ group: 'g', name: 'n', value: 'not measured', unit: 'ms', max: 16 }).pass).toBe(false);
  });

  it('judges the unwinnable share of fair deals by whether its interval holds the published 2.95%', () => {
    expect(byName(solverFigures('fair', solver(30, 1000, { median: 1, p99: 1 }), true), 'share').pass).toBe(true);
    expect(byName(solverFigures('fair', solver(80, 1000, { median: 1, p99: 1 }), true), 'share').pass).toBe(false);
    expect(byName(solverFigures('fair', solver(0, 1000, { median: 1, p99: 1 }), true), 'share').pass).toBe(false);
    expect(byName(solverFigures('mid', solver(500, 1000, { median: 1, p99: 1 }), false), 'share').pass).toBeUndefined();
  });

  it('fails any undecided position and slow percentiles', () => {
    const figures = solverFigures('fair', solver(30, 1000, { median: 6, p99: 101 }, 1), true);
    expect(byName(figures, 'undecided').pass).toBe(false);
    expect(byName(figures, 'median').pass).toBe(false);
    expect(byName(figures, 'p99').pass).toBe(false);
  });

  it('holds deal generation to a 5 ms median per layout', () => {
    const timing = (median: number) => ({ median, p90: median, p99: median, max: median });
    const rows = dealFigures([
      { layout: 'L00', deals: 10, shufflesPerDeal: 1, ms: timing(4.9), work: timing(10), escalations: 0, slowest: [] },
      { layout: 'L01', deals: 10, shufflesPerDeal: 1, ms: timing(5.1), work: timing(10), escalations: 0, slowest: [] },
    ]);
    expect(rows.map((r) => r.pass)).toEqual([true, false]);
  });
});

describe('the speed budgets of opening codes and solving', () => {
  const timing = (median: number, p99 = median, max = p99) => ({ median, p90: median, p99, max });
  const codes = (p99: number, max: number) => ({
    layout: 'L00',
    deals: 10_000,
    shufflesPerDeal: 1.03,
    ms: timing(1, p99, max),
    work: timing(20),
    escalations: 0,
    slowest: [
      { id: 1004, ms: max, work: 9000, verdict: '3 shuffles' },
      { id: 7, ms: p99, work: 800, verdict: '1 shuffle' },
    ],
  });

  it('holds a code to 50 ms at p99 and 250 ms at worst, and lists the slowest codes with their work', () => {
    const rows = codeFigures(codes(50, 250));
    expect(rows.slice(0, 2).map((r) => r.pass)).toEqual([true, true]);
    expect(codeFigures(codes(50.1, 250)).map((r) => r.pass).slice(0, 2)).toEqual([false, true]);
    expect(codeFigures(codes(50, 251)).map((r) => r.pass).slice(0, 2)).toEqual([true, false]);
    expect(rows.slice(2).map((r) => [r.name, r.value, r.note])).toEqual([
      ['slowest L00 codes 1: code 1004', 250, '9000 work units; 3 shuffles'],
      ['slowest L00 codes 2: code 7', 50, '800 work units; 1 shuffle'],
    ]);
  });

  it('holds a fair deal to 0.3 ms median and 35 ms p99, a mid-game position to 15 ms p99, and lists the slowest shuffles', () => {
    const fair = { ...solver(30, 1000, { median: 0.3, p99: 35 }), slowest: [{ id: 42, ms: 35, work: 1200, verdict: 'unwinnable' }] };
    const rows = solverFigures('fair', fair, true);
    expect([byName(rows, 'median').pass, byName(rows, 'p99').pass]).toEqual([true, true]);
    expect(byName(rows, 'slowest').note).toBe('1200 work units; unwinnable');
    const slower = solverFigures('fair', solver(30, 1000, { median: 0.31, p99: 35.1 }), true);
    expect([byName(slower, 'median').pass, byName(slower, 'p99').pass]).toEqual([false, false]);
    const mid = solverFigures('mid', solver(0, 1000, { median: 1, p99: 15.1 }), false, MID_GAME_LIMITS);
    expect(byName(mid, 'p99').pass).toBe(false);
    expect(mid.some((f) => f.name.includes('slowest'))).toBe(false);
  });
});

describe('the table', () => {
  it('prints each figure with its unit, budget and verdict, the group once', () => {
    const table = formatTable([
      withBudget({ group: 'browser', name: 'tap p95', value: 12.345, unit: 'ms', max: 16 }),
      withBudget({ group: 'browser', name: 'ratio', value: 1.5, unit: '×', max: 1.3 }),
      { group: 'bundle', name: 'raw', value: 209, unit: 'kB', note: '11 files' },
    ]).split('\n');
    expect(table[2]).toMatch(/^browser\s+tap p95\s+12\.3 ms\s+≤ 16 ms\s+✔$/);
    expect(table[3]).toMatch(/^\s+ratio\s+1\.50×\s+≤ 1\.3×\s+✘$/);
    expect(table[4]).toMatch(/^bundle\s+raw\s+209 kB\s+11 files$/);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(median(values)).toBe(10);
    expect(percentile([...values].sort((a, b) => a - b), 95)).toBe(19);
  });
});

describe('the tap figures', () => {
  // 20 pairs whose work is 1..20 ms: p95 19 ms, p50 10 ms (nearest rank).
  const works = (scale: number): PairWork[] =>
    Array.from({ length: 20 }, (_, i) => ({ total: (i + 1) * scale, kinds: { script: i * scale, 'style and layout': scale / 2, 'paint and commit': scale / 2 } }));
  const taps = Array.from({ length: 20 }, (_, i) => 5 + i);

  it('judges the app’s work per pair against 4 ms and shows the same look’s floor beside it, unjudged', () => {
    const figures = tapFigures(taps, taps, { work: works(1), floor: works(0.1) });
    const work = figures.find((f) => f.name.startsWith('main-thread work per pair'))!;
    expect(work).toMatchObject({ value: 19, max: 4, pass: false });
    expect(work.name).toContain('20 pairs');
    const floor = figures.find((f) => f.name.includes('no app'))!;
    expect(floor.value).toBeCloseTo(1.9);
    expect(floor.pass).toBeUndefined();
    expect(floor.note).toMatch(/^p50 1 ms; median per pair: script 0\.90, style and layout 0\.05, paint and commit 0\.05 ms/);
    expect(tapFigures(taps, taps, { work: works(0.2), floor: works(0.1) }).find((f) => f.name.startsWith('main-thread'))!.pass).toBe(true);
  });
});

describe('the load benchmark’s order of pages', () => {
  const pages = ['static', 'storage', 'vue', 'lookNewtab', 'lookPopup', 'newtab', 'popup'] as const;
  const follows = (rounds: number, list: readonly string[]) => {
    const count = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      const order = roundOrder(list, round);
      expect([...order].sort()).toEqual([...list].sort()); // every page once a round
      for (let i = 1; i < order.length; i++) count.set(`${order[i - 1]}>${order[i]}`, (count.get(`${order[i - 1]}>${order[i]}`) ?? 0) + 1);
    }
    return count;
  };

  it('puts each page right after each other page equally often over 2n rounds (n odd), and each page first equally often', () => {
    const count = follows(14, pages);
    expect(count.size).toBe(7 * 6);
    expect(new Set(count.values())).toEqual(new Set([2]));
    const firsts = Array.from({ length: 14 }, (_, round) => roundOrder(pages, round)[0]);
    for (const page of pages) expect(firsts.filter((p) => p === page)).toHaveLength(2);
  });

  it('does so over n rounds for an even count', () => {
    const count = follows(6, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(count.size).toBe(6 * 5);
    expect(new Set(count.values())).toEqual(new Set([1]));
  });
});
