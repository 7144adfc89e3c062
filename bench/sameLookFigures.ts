import type { LoadMarks } from './pageProbe.ts';
import { fmt, withBudget, type Figure } from './report.ts';
import type { TimedPage } from './timedPages.ts';

/** The first paint's budget against the same-look page: what the player sees may come this much later than the look alone allows. */
export const FIRST_PAINT_MAX = 1.15;

/**
 * The new tab's and the popup's first paint against their same-look pages (bench/sameLookPage.ts),
 * with when each was ready and when its modules had run, from the medians of one interleaved run.
 */
export function sameLookFigures(group: string, medianOf: (key: TimedPage, mark: keyof LoadMarks) => number): Figure[] {
  const rows = [
    { key: 'newtab', look: 'lookNewtab', label: 'new tab' },
    { key: 'popup', look: 'lookPopup', label: 'popup' },
  ] as const;
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return rows.map(({ key, look, label }) => {
    const painted = medianOf(key, 'firstPaint');
    const lookPainted = medianOf(look, 'firstPaint');
    const modules = medianOf(key, 'modulesRun');
    return withBudget({
      group,
      name: `${label} first paint ÷ same-look page`,
      value: painted >= 0 && lookPainted > 0 ? ratio(painted, lookPainted) : 'no paint timing',
      unit: '×',
      max: FIRST_PAINT_MAX,
      note:
        `first contentful paint at ${fmt(painted)} ms, the same-look page's at ${fmt(lookPainted)} ms; ` +
        `ready at ${fmt(medianOf(key, 'drawn'))} ms (${ratio(medianOf(key, 'drawn'), medianOf(look, 'drawn'))}× the same-look page's)` +
        (modules >= 0 ? `; modules run at ${fmt(modules)} ms` : ''),
    });
  });
}
