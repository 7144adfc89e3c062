import { fmt, median, percentile, withBudget, type Figure } from './report.ts';
import type { PairWork, WorkKind } from './traceWork.ts';

const GROUP = 'browser';
/** A 120 Hz frame is 8.3 ms: the page's own work for a pair must leave the browser room in it. */
export const WORK_PER_PAIR_MAX_MS = 4;
export const TAP_MAX_MS = 16;

/**
 * Tap to pair removed, beside its floor (the same probe on a static page that only removes the
 * pair), and the main thread's own work per pair from a trace: the rest of a tap is the wait for
 * the next frame.
 */
export function tapFigures(taps: readonly number[], floor: readonly number[], work: readonly PairWork[]): Figure[] {
  const sorted = [...taps].sort((a, b) => a - b);
  const floorSorted = [...floor].sort((a, b) => a - b);
  const totals = work.map((w) => w.total).sort((a, b) => a - b);
  const kinds = (Object.keys(work[0]?.kinds ?? {}) as WorkKind[]).map((kind) => `${kind} ${fmt(median(work.map((w) => w.kinds[kind])))}`);
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
      note: `p50 ${fmt(percentile(totals, 50))} ms; median per pair: ${kinds.join(', ')} ms (from the tap until the next, the save after the frame included)`,
    }),
  ];
}
