import { POPUP_VIEWPORT, VIEWPORT, type Viewport } from '../tests/e2e/harness/extensionPages.ts';
import type { LoadMarks } from './pageProbe.ts';
import { STATIC_PAGE, STORAGE_PAGE, VUE_PAGE } from './staticPage.ts';

/** A fixed deal, so every run taps the same pairs in the same order. */
export const BENCH_GAME = 'MJ1-L00-AAAAABL';

export type TimedPage = 'static' | 'storage' | 'vue' | 'newtab' | 'popup';

/**
 * The pages the load benchmark times, the same in every browser: the three reference pages, then
 * the extension's new tab and popup. Each is loaded once to warm up (the new tab on the benchmark
 * game, which `startGame` starts, so that the timed loads restore a game in progress, paused, as a
 * player's next new tab does); then `loads` rounds, each starting one page further on, so that a
 * burst of load on the machine hits them alike.
 */
export async function timePages<P>(
  origin: string,
  loads: number,
  timeLoad: (url: string, viewport: Viewport, after?: (page: P) => Promise<void>) => Promise<LoadMarks>,
  startGame: (page: P) => Promise<void>,
): Promise<Record<TimedPage, LoadMarks[]>> {
  const pages: { key: TimedPage; url: string; viewport: Viewport }[] = [
    { key: 'static', url: `${origin}/${STATIC_PAGE}`, viewport: VIEWPORT },
    { key: 'storage', url: `${origin}/${STORAGE_PAGE}`, viewport: VIEWPORT },
    { key: 'vue', url: `${origin}/${VUE_PAGE}`, viewport: VIEWPORT },
    { key: 'newtab', url: `${origin}/newtab.html`, viewport: VIEWPORT },
    { key: 'popup', url: `${origin}/popup.html`, viewport: POPUP_VIEWPORT },
  ];
  const series: Record<TimedPage, LoadMarks[]> = { static: [], storage: [], vue: [], newtab: [], popup: [] };
  for (const p of pages) {
    await timeLoad(p.key === 'newtab' ? `${p.url}#game=${BENCH_GAME}` : p.url, p.viewport, p.key === 'newtab' ? startGame : undefined);
  }
  for (let run = 0; run < loads; run++) {
    for (let i = 0; i < pages.length; i++) {
      const p = pages[(i + run) % pages.length];
      series[p.key].push(await timeLoad(p.url, p.viewport));
    }
  }
  return series;
}
