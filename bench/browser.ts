/**
 * Browser figures: the built extension in headless Chromium, each page timed
 * against a static page of the same extension in the same run, because this
 * machine is shared and its absolute timings drift.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newGameFromCode } from '../core/newGame.ts';
import { findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/index.ts';
import { VIEWPORT, type Viewport } from '../tests/e2e/harness/extensionPages.ts';
import { armTapProbe, installLoadProbe, NAME_HELPER_SHIM, pageSettled, readLoadMarks, renderFirstFrame, readTapProbe, settleFrames, type LoadMarks } from './pageProbe.ts';
import { fmt, median, withBudget, type Figure } from './report.ts';
import { addStaticPage } from './staticPage.ts';
import { tapFigures } from './tapFigures.ts';
import { tapFloor, tracedPairs } from './tapWork.ts';
import { BENCH_GAME, TIMED_PAGES, timePages, type TimedPage } from './timedPages.ts';
import { addSameLookPages, ownStyleSheets, removeSameLookPages } from './sameLookPage.ts';
import { sameLookFigures } from './sameLookFigures.ts';
import { FIRST_FRAME_KEY, FIRST_PAINT_COPY_KEY } from '../stores/storage/firstPaintCopy.ts';

export interface BrowserOptions {
  /** Timed loads of each page (after one warm-up load each). */
  loads: number;
  /** Pairs of the benchmark game to play; a number above 72 plays the whole game. */
  pairs: number;
}

export interface BrowserResult {
  figures: Figure[];
  chromiumVersion: string;
  /** Each timed tap in play order (ms), to see which moves are slow. */
  taps: number[];
}

const BOARD_TIMEOUT_MS = 15_000;
const TAP_LIMIT_MS = 2_000;
const MB = 1024 * 1024;
const GROUP = 'browser';

class BoardMissing extends Error {}

/** Opens `url` in a new tab and returns when the probe saw every tile drawn and nothing changed for a moment. */
async function timeLoad(context: BrowserContext, url: string, viewport: Viewport, after?: (page: Page) => Promise<void>): Promise<LoadMarks> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(viewport);
    await page.goto(url);
    const deadline = Date.now() + BOARD_TIMEOUT_MS;
    for (;;) {
      const left = deadline - Date.now();
      const drawn = await page
        .waitForFunction(() => ((globalThis as unknown as { __benchLoad?: LoadMarks }).__benchLoad?.drawn ?? -1) > 0, null, {
          timeout: Math.max(1, left),
          polling: 50,
        })
        .then(() => true, () => false);
      if (!drawn) throw new BoardMissing(`no [data-board][data-ready] with tiles on ${url} within ${BOARD_TIMEOUT_MS / 1000} s`);
      // Tiles added after the first ready frame move the mark: take it once it holds still.
      await page.waitForTimeout(150);
      // The paint timing comes once the frame is presented, and a page that drew its kept frame runs its modules after it.
      await page.waitForFunction(pageSettled, null, { timeout: 2_000, polling: 20 }).catch(() => undefined);
      const marks = await page.evaluate(readLoadMarks);
      if (marks && marks.drawn > 0) {
        await after?.(page);
        return marks;
      }
    }
  } finally {
    await page.close();
  }
}

async function heapMB(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / MB;
  } finally {
    await cdp.detach();
  }
}

async function clickTile(page: Page, slot: number): Promise<void> {
  await page.locator(`[data-board] [data-tile="${slot}"]`).click({ timeout: 5_000 });
}

async function waitForSelected(page: Page, slot: number, what: string): Promise<void> {
  try {
    await page.locator(`[data-tile="${slot}"][data-selected="true"]`).waitFor({ state: 'attached', timeout: 5_000 });
  } catch (error) {
    const status = await page.locator('[data-board]').getAttribute('data-status');
    throw new Error(`tile ${slot} (${what}) was not selected by a click; the board is ${status}`, { cause: error });
  }
}

/** Plays the benchmark game by its plan: each pair's second tap is timed from click to the frame without the pair. */
async function playGame(context: BrowserContext, origin: string, pairs: number) {
  const game = newGameFromCode(BENCH_GAME);
  if (!game.ok) throw new Error(`${BENCH_GAME}: ${game.error.message}`);
  const plan = game.value.plan.slice(0, pairs);
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${origin}/newtab.html#game=${BENCH_GAME}`);
    await page.locator(`[data-board][data-ready][data-code="${BENCH_GAME}"]`).waitFor({ state: 'attached', timeout: BOARD_TIMEOUT_MS });
    await page.bringToFront();
    // Closing the timed tabs paused the game (auto-pause on hide): resume it as a player would.
    if ((await page.locator('[data-board]').getAttribute('data-status')) === 'paused') {
      await page.locator('[data-action="resume"]').first().click({ timeout: 5_000 });
      await page.locator('[data-board][data-status="playing"]').waitFor({ state: 'attached', timeout: 5_000 });
    }
    await page.evaluate(settleFrames, 5);
    const heapAfterLoad = await heapMB(context, page);
    const taps: number[] = [];
    for (const [a, b] of plan) {
      await clickTile(page, a);
      await waitForSelected(page, a, `pair ${taps.length + 1} of ${BENCH_GAME}`);
      await page.evaluate(armTapProbe, { a, b, limitMs: TAP_LIMIT_MS });
      await clickTile(page, b);
      const ms = await page.evaluate(readTapProbe);
      if (ms < 0) throw new Error(`pair ${a},${b} of ${BENCH_GAME} was not removed within ${TAP_LIMIT_MS} ms`);
      taps.push(ms);
      await page.evaluate(settleFrames, 2);
    }
    const finished = plan.length === game.value.plan.length;
    if (finished) {
      await page.locator('[data-board][data-status="won"]').waitFor({ state: 'attached', timeout: 5_000 });
    }
    const heapAfterGame = finished ? await heapMB(context, page) : null;
    const version = await chromiumVersion(context, page);
    return { taps, heapAfterLoad, heapAfterGame, version };
  } finally {
    await page.close();
  }
}

async function chromiumVersion(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  try {
    return (await cdp.send('Browser.getVersion')).product;
  } finally {
    await cdp.detach();
  }
}

/**
 * What the new tab's kept first frame costs each load before anything is drawn: its size, and reading
 * it and the copy from localStorage, parsing it and building its elements, timed in the page (median of 20).
 */
async function keptFrameCost(context: BrowserContext, origin: string): Promise<{ bytes: number; ms: number }> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${origin}/newtab.html`);
    await page.locator('[data-board][data-ready]').waitFor({ state: 'attached', timeout: BOARD_TIMEOUT_MS });
    return await page.evaluate(
      ({ frameKey, copyKey }) => {
        const text = localStorage.getItem(frameKey) ?? '';
        const times: number[] = [];
        for (let i = 0; i < 20; i++) {
          const start = performance.now();
          const frame = JSON.parse(localStorage.getItem(frameKey) ?? '{"html":""}') as { copy: string; html: string };
          if (frame.copy !== localStorage.getItem(copyKey)) return { bytes: text.length, ms: -1 };
          document.createElement('div').innerHTML = frame.html;
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return { bytes: text.length, ms: times[10] };
      },
      { frameKey: `${FIRST_FRAME_KEY}/newtab.html`, copyKey: FIRST_PAINT_COPY_KEY },
    );
  } finally {
    await page.close();
  }
}

/** Interleaves the pages, so that a burst of load on the machine hits them alike. */
async function timeLoads(context: BrowserContext, origin: string, outDir: string, loads: number) {
  type Key = TimedPage;
  // The warm-up loads fill the caches and make the benchmark game the saved one, which the timed loads restore.
  // A tap starts it (a deal not yet touched waits, its faces up, for the first tap), so closing the tab
  // pauses it: the timed loads restore a game in progress, paused, as a player's next new tab does.
  const startGame = (page: Page) => page.locator('[data-board] [data-tile][data-free="true"]').first().click({ timeout: 5_000 });
  const series = await timePages<Page>(origin, loads, {
    timeLoad: (url, viewport, after) => timeLoad(context, url, viewport, after),
    startGame,
    render: (page, key) => page.evaluate(renderFirstFrame, ownStyleSheets(outDir, key)),
    saveLooks: (rendered) => addSameLookPages(outDir, rendered),
  });
  const medianOf = (key: Key, mark: keyof LoadMarks) => median(series[key].map((m) => m[mark]));
  const medians = (mark: keyof LoadMarks) => Object.fromEntries(TIMED_PAGES.map((key) => [key, medianOf(key, mark)])) as Record<Key, number>;
  // How many loads drew the page's kept first frame (app/earlyStart.js), and when.
  const keptFrame = (key: Key) => {
    const drawn = series[key].filter((m) => m.firstFrame >= 0);
    return { loads: drawn.length, at: drawn.length > 0 ? median(drawn.map((m) => m.firstFrame)) : -1 };
  };
  return {
    drawn: medians('drawn'),
    domContentLoaded: medians('domContentLoaded'),
    copyReadMs: medians('copyReadMs'),
    modulesRun: medians('modulesRun'),
    firstPaint: medians('firstPaint'),
    sameLook: sameLookFigures(GROUP, medianOf),
    keptFrame: { newtab: keptFrame('newtab'), popup: keptFrame('popup') },
  };
}

function figures(loads: number, load: Awaited<ReturnType<typeof timeLoads>>, play: Awaited<ReturnType<typeof playGame>>): Figure[] {
  const { drawn, domContentLoaded, firstPaint } = load;
  const ratio = (v: number, of = drawn.static) => Math.round((v / of) * 100) / 100;
  const parsedAt = (v: number) => `DOMContentLoaded at ${fmt(v)} ms`;
  // Where a page's time goes: its kept first frame (drawn before any module), its modules run, and what
  // reading the first-paint copy costs the app (the page's own marks, app/earlyStart.js, app/mountPage.ts).
  const path = (key: 'newtab' | 'popup') => {
    const kept = load.keptFrame[key];
    const frame = kept.loads > 0 ? `kept frame drawn in ${kept.loads} of ${loads} loads, at ${fmt(kept.at)} ms; ` : 'no kept frame drawn; ';
    return `${frame}modules run at ${fmt(load.modulesRun[key])} ms; first-paint copy read in ${load.copyReadMs[key].toFixed(2)} ms`;
  };
  // First contentful paint: when the frame was on screen, rasterised (software, here) and presented.
  const painted = (key: 'static' | 'newtab' | 'popup') => `first contentful paint at ${fmt(firstPaint[key])} ms`;
  const out: Figure[] = [
    { group: GROUP, name: `static page drawn, median of ${loads}`, value: drawn.static, unit: 'ms', note: `${parsedAt(domContentLoaded.static)}; ${painted('static')}` },
    {
      group: GROUP,
      name: 'same page, ready after one storage read',
      value: drawn.storage,
      unit: 'ms',
      note: `${ratio(drawn.storage)}× the static page: the floor for a board that reads storage first`,
    },
    {
      group: GROUP,
      name: 'same tiles mounted by Vue after that read',
      value: drawn.vue,
      unit: 'ms',
      note: `${ratio(drawn.vue)}× the static page: the floor for a Vue board`,
    },
    { group: GROUP, name: 'new tab to board ready', value: drawn.newtab, unit: 'ms', note: path('newtab') },
    withBudget({ group: GROUP, name: 'new tab ÷ static page', value: ratio(drawn.newtab), unit: '×', max: 1.3 }),
    { group: GROUP, name: 'new tab first paint ÷ static page', value: ratio(firstPaint.newtab, firstPaint.static), unit: '×', note: painted('newtab') },
    load.sameLook[0],
    { group: GROUP, name: 'popup to board ready', value: drawn.popup, unit: 'ms', note: path('popup') },
    withBudget({ group: GROUP, name: 'popup ÷ static page', value: ratio(drawn.popup), unit: '×', max: 1.3 }),
    { group: GROUP, name: 'popup first paint ÷ static page', value: ratio(firstPaint.popup, firstPaint.static), unit: '×', note: painted('popup') },
    load.sameLook[1],
    withBudget({ group: GROUP, name: 'JS heap after load', value: play.heapAfterLoad, unit: 'MB', max: 10 }),
  ];
  if (play.heapAfterGame !== null) {
    out.push(withBudget({ group: GROUP, name: 'JS heap after a full game', value: play.heapAfterGame, unit: 'MB', max: 10 }));
  }
  return out;
}

function keptFrameFigure(frame: { bytes: number; ms: number }): Figure {
  return {
    group: GROUP,
    name: 'new tab kept first frame, read and built',
    value: frame.ms,
    unit: 'ms',
    note: frame.ms < 0 ? 'no usable kept frame' : `${(frame.bytes / 1024).toFixed(1)} kB in localStorage, read with the copy, parsed and its elements built, median of 20`,
  };
}

/** What the table shows when the page has no board to time yet. */
function notMeasured(reason: string): Figure[] {
  return ['new tab to board ready', 'popup to board ready', 'tap to pair removed', 'JS heap'].map((name) => ({
    group: GROUP,
    name,
    value: reason,
    unit: '',
  }));
}

/** Runs the browser benchmarks on the build in `outDir` (an absolute, symlink-free path). */
export async function benchBrowser(outDir: string, options: BrowserOptions): Promise<BrowserResult> {
  const removeStaticPage = addStaticPage(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'mahjong-bench-'));
  const context = await launchExtensionContext(findChromium(), outDir, profile);
  const origin = `chrome-extension://${unpackedExtensionId(outDir)}`;
  try {
    await context.addInitScript({ content: NAME_HELPER_SHIM });
    await context.addInitScript(installLoadProbe);
    const load = await timeLoads(context, origin, outDir, options.loads);
    const frame = await keptFrameCost(context, origin);
    const floor = await tapFloor(context, origin, Math.min(options.pairs, 72));
    const play = await playGame(context, origin, options.pairs);
    const traced = await tracedPairs(outDir, Math.min(options.pairs, 72));
    return {
      figures: [...figures(options.loads, load, play), ...tapFigures(play.taps, floor, traced), keptFrameFigure(frame)],
      chromiumVersion: play.version,
      taps: play.taps,
    };
  } catch (error) {
    if (!(error instanceof BoardMissing)) throw error;
    console.warn(`browser: ${error.message}`);
    return { figures: notMeasured('board not built yet'), chromiumVersion: await versionOf(context), taps: [] };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    removeStaticPage();
    removeSameLookPages(outDir);
  }
}

async function versionOf(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  try {
    return await chromiumVersion(context, page);
  } finally {
    await page.close();
  }
}
