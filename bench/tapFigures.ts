import { fmt, median, percentile, withBudget, type Figure } from './report.ts';
import type { TracedPairs } from './tapWork.ts';
import type { PairWork, WorkKind } from './traceWork.ts';

const GROUP = 'browser';
/** A 120 Hz frame is 8.3 ms: the page's own work for a pair must leave the browser room in it. */
export const WORK_PER_PAIR_MAX_MS = 4;
export const TAP_MAX_MS = 16;

/**
 * Tap to pair removed, beside its floor (the same probe on a static page that only removes the
 * pair), and the main thread's work per pair from a trace, the app's beside the browser's own for
 * the same look with no app: the rest of a tap is the wait for the next frame.
 */
export function tapFigures(taps: readonly number[], floor: readonly number[], traced: TracedPairs): Figure[] {
  const sorted = [...taps].sort((a, b) => a - b);
  const floorSorted = [...floor].sort((a, b) => a - b);
  const totalsOf = (work: readonly PairWork[]) => work.map((w) => w.total).sort((a, b) => a - b);
  const kindsOf = (work: readonly PairWork[]) =>
    (Object.keys(work[0]?.kinds ?? {}) as WorkKind[]).map((kind) => `${kind} ${fmt(median(work.map((w) => w.kinds[kind])))}`).join(', ');
  const totals = totalsOf(traced.work);
  const still = totalsOf(traced.floor);
  return [
    { group: GROUP, name: `tap to pair removed p50 (${sorted.length} pairs)`, value: percentile(sorted, 50), unit: 'ms' },
    withBudget({
      group: GROUP,
      name: 'tap to pair removed p95',
      value: percentile(sorted, 95),
      unit: 'ms',
      max: TAP_MAX_MS,
      note: `floor p95 ${fmt(percentile(floorSorted, 95))} ms (p50 ${fmt(percentile(floorSorted, 50))}): a static page whose tap only removes the pair; the rest of a tap waits for the next frame`,
    }),
    withBudget({
      group: GROUP,
      name: `main-thread work per pair p95 (${totals.length} pairs, traced)`,
      value: percentile(totals, 95),
      unit: 'ms',
      max: WORK_PER_PAIR_MAX_MS,
      note: `p50 ${fmt(percentile(totals, 50))} ms; median per pair: ${kindsOf(traced.work)} ms (from the tap until the next, the save after the frame included)`,
    }),
    {
      group: GROUP,
      name: 'same work, same look with no app, p95',
      value: percentile(still, 95),
      unit: 'ms',
      note: `p50 ${fmt(percentile(still, 50))} ms; median per pair: ${kindsOf(traced.floor)} ms: the page in play saved static, its pairs taken by a script that only removes them, traced alike: the browser's own floor`,
    },
  ];
}
