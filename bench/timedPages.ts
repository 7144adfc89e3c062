import { POPUP_VIEWPORT, VIEWPORT, type Viewport } from '../tests/e2e/harness/extensionPages.ts';
import type { LoadMarks } from './pageProbe.ts';
import { SAME_LOOK_PAGES, type LookedPage } from './sameLookPage.ts';
import { STATIC_PAGE, STORAGE_PAGE, VUE_PAGE } from './staticPage.ts';

/** A fixed deal, so every run taps the same pairs in the same order. */
export const BENCH_GAME = 'MJ1-L00-AAAAABL';

export type TimedPage = 'static' | 'storage' | 'vue' | 'lookNewtab' | 'lookPopup' | 'newtab' | 'popup';
export const TIMED_PAGES: readonly TimedPage[] = ['static', 'storage', 'vue', 'lookNewtab', 'lookPopup', 'newtab', 'popup'];

/** What the load benchmark needs of a browser. */
export interface LoadDriver<P> {
  /** Opens `url` in a new tab, returns its marks once its board is drawn, after running `after` on it. */
  timeLoad: (url: string, viewport: Viewport, after?: (page: P) => Promise<void>) => Promise<LoadMarks>;
  /** Taps a tile: the benchmark game is then under way. */
  startGame: (page: P) => Promise<void>;
  /** The page's first frame as a static document (pageProbe.ts `renderFirstFrame`). */
  render: (page: P, key: LookedPage) => Promise<string>;
  /** Writes the same-look pages where the browser serves the extension from. */
  saveLooks: (rendered: Record<LookedPage, string>) => void;
}

/**
 * The pages the load benchmark times, the same in every browser: the reference pages, then the
 * extension's new tab and popup.
 * 1. Each page is loaded once to warm up: the new tab on the benchmark game, which `startGame`
 *    starts, so that the timed loads restore a game in progress, paused, as a player's next new tab does.
 * 2. The new tab and the popup are loaded once more as a timed load finds them, and saved as they
 *    then look: the same-look pages (bench/sameLookPage.ts), each warmed up once too.
 * 3. `loads` rounds, each in its own order (`roundOrder`): a page's load is affected by the one just
 *    closed before it (in Firefox, a page's storage written as its tab closes), so no page always
 *    follows the same one.
 */
export async function timePages<P>(origin: string, loads: number, driver: LoadDriver<P>): Promise<Record<TimedPage, LoadMarks[]>> {
  const url: Record<TimedPage, string> = {
    static: `${origin}/${STATIC_PAGE}`,
    storage: `${origin}/${STORAGE_PAGE}`,
    vue: `${origin}/${VUE_PAGE}`,
    lookNewtab: `${origin}/${SAME_LOOK_PAGES.newtab}`,
    lookPopup: `${origin}/${SAME_LOOK_PAGES.popup}`,
    newtab: `${origin}/newtab.html`,
    popup: `${origin}/popup.html`,
  };
  const viewport = (key: TimedPage): Viewport => (key === 'popup' || key === 'lookPopup' ? POPUP_VIEWPORT : VIEWPORT);
  for (const key of ['static', 'storage', 'vue', 'newtab', 'popup'] as const) {
    await driver.timeLoad(key === 'newtab' ? `${url.newtab}#game=${BENCH_GAME}` : url[key], viewport(key), key === 'newtab' ? driver.startGame : undefined);
  }
  const rendered = { newtab: '', popup: '' };
  for (const key of ['newtab', 'popup'] as const) {
    await driver.timeLoad(url[key], viewport(key), async (page) => {
      rendered[key] = await driver.render(page, key);
    });
  }
  driver.saveLooks(rendered);
  for (const key of ['lookNewtab', 'lookPopup'] as const) await driver.timeLoad(url[key], viewport(key));

  const series = Object.fromEntries(TIMED_PAGES.map((key) => [key, [] as LoadMarks[]])) as Record<TimedPage, LoadMarks[]>;
  for (let run = 0; run < loads; run++) {
    for (const key of roundOrder(TIMED_PAGES, run)) series[key].push(await driver.timeLoad(url[key], viewport(key)));
  }
  return series;
}

/**
 * Round `round`'s order of `pages`: a Williams design. Its 2n orders (n for an even count) start
 * each page equally often at each place, and put each page right after each other page equally
 * often (twice, for an odd count). Before, each round started one page further on in one fixed
 * order, so each page always followed the same page: in Firefox the popup, timed right after the
 * new tab had closed, took about 20 ms longer to draw its first frame than in any other order.
 */
export function roundOrder<T>(pages: readonly T[], round: number): T[] {
  const n = pages.length;
  // 0, 1, n-1, 2, n-2, …: each difference between neighbours comes once (mod n).
  const first: number[] = [0];
  for (let k = 1; first.length < n; k++) {
    first.push(k);
    if (first.length < n) first.push(n - k);
  }
  const r = round % (n % 2 === 1 ? 2 * n : n);
  const order = first.map((i) => pages[(i + r) % n]);
  return r >= n ? order.reverse() : order;
}
