/**
 * Firefox figures: the Firefox build in headless Firefox (over WebDriver BiDi,
 * as the end-to-end harness drives it), its new tab and popup timed against the
 * same reference pages as in Chromium. Firefox runs no init script in extension
 * pages over BiDi, so the load probe is put into the pages themselves: the build
 * is copied, each page gets the probe as its first <head> script, and that copy
 * is installed as a temporary add-on.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findFirefox } from '../tests/e2e/harness/index.ts';
import { installLoadProbe, NAME_HELPER_SHIM, pageSettled, readLoadMarks, renderFirstFrame, type LoadMarks } from './pageProbe.ts';
import { fmt, median, withBudget, type Figure } from './report.ts';
import { addStaticPage, STATIC_PAGE, STORAGE_PAGE, VUE_PAGE } from './staticPage.ts';
import { timePages, type TimedPage } from './timedPages.ts';
import { addSameLookPages, ownStyleSheets } from './sameLookPage.ts';
import { sameLookFigures } from './sameLookFigures.ts';
import type { Viewport } from '../tests/e2e/harness/extensionPages.ts';

const GROUP = 'firefox';
const EXTENSION_UUID = '0b3f6f1e-2c4d-4e8a-9f10-6a7b8c9d0e1f';
const PROBE_SCRIPT = 'bench-probe.js';
const PROBE_TAG = `<script src="/${PROBE_SCRIPT}"></script>`;
const BOARD_TIMEOUT_MS = 20_000;

export interface FirefoxResult {
  figures: Figure[];
  firefoxVersion: string;
  /** Medians of every mark, per page, to see where the time goes. */
  marks: Record<string, Partial<Record<keyof LoadMarks, number>>>;
}

/** A copy of the Firefox build with the reference pages and the probe in every page's <head>. */
function probedCopy(outDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-bench-firefox-build-'));
  cpSync(outDir, dir, { recursive: true });
  addStaticPage(dir);
  writeFileSync(join(dir, PROBE_SCRIPT), `${NAME_HELPER_SHIM}\n(${installLoadProbe.toString()})();\n`);
  for (const page of ['newtab.html', 'popup.html', STATIC_PAGE, STORAGE_PAGE, VUE_PAGE]) {
    const file = join(dir, page);
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, html.replace(/<head>/i, `<head>${PROBE_TAG}`));
  }
  return dir;
}

function geckoId(outDir: string): string {
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as { browser_specific_settings?: { gecko?: { id?: string } } };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error('the Firefox build has no gecko id');
  return id;
}

/** Evaluates in a page that may still be navigating: an error there only means "not yet". */
async function tryEvaluate<T>(page: Page, fn: () => T): Promise<T | null> {
  try {
    return (await page.evaluate(fn)) as T;
  } catch {
    return null;
  }
}

async function timeLoad(browser: Browser, url: string, viewport: Viewport, after?: (page: Page) => Promise<void>): Promise<LoadMarks> {
  const page = await browser.newPage();
  try {
    await page.setViewport(viewport);
    // Firefox sends no load event for extension pages: start the navigation, then watch the page.
    page.goto(url, { timeout: 0 }).catch(() => undefined);
    const deadline = Date.now() + BOARD_TIMEOUT_MS;
    for (;;) {
      const marks = await tryEvaluate(page, readLoadMarks);
      if (marks && marks.drawn > 0 && (await tryEvaluate(page, () => location.href))?.split('#')[0] === url.split('#')[0]) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        // As in Chromium: the paint timing comes once the frame is presented, and a page that drew its
        // kept frame runs its modules after it; a tab closed before then is not how a player leaves one.
        for (let wait = 0; wait < 100 && !(await tryEvaluate(page, pageSettled)); wait++) await new Promise((resolve) => setTimeout(resolve, 20));
        const settled = await tryEvaluate(page, readLoadMarks);
        if (settled && settled.drawn > 0) {
          await after?.(page);
          return settled;
        }
      }
      if (Date.now() > deadline) throw new Error(`no [data-board][data-ready] with tiles on ${url} within ${BOARD_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await page.close().catch(() => undefined);
  }
}


type Key = TimedPage;

/** Runs the Firefox load benchmark on the Firefox build in `outDir`. */
export async function benchFirefox(outDir: string, loads: number): Promise<FirefoxResult> {
  const dir = probedCopy(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'mahjong-bench-firefox-'));
  const origin = `moz-extension://${EXTENSION_UUID}`;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: findFirefox(),
    headless: true,
    userDataDir: profile,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId(dir)]: EXTENSION_UUID }),
      'messaging-system.rsexperimentloader.enabled': false,
    },
  });
  try {
    await browser.installExtension(dir);
    const version = await browser.version();
    // As in Chromium: the warm-up makes the benchmark game the saved one, under way and paused by closing its tab.
    const startGame = (page: Page) => page.click('[data-board] [data-tile][data-free="true"]').then(() => undefined);
    const series = await timePages<Page>(origin, loads, {
      timeLoad: (url, viewport, after) => timeLoad(browser, url, viewport, after),
      startGame,
      render: (page, key) => page.evaluate(renderFirstFrame, ownStyleSheets(dir, key)),
      // The probe is a script of the page here, which the same-look page keeps as its only one.
      saveLooks: (rendered) => addSameLookPages(dir, rendered, PROBE_TAG),
    });
    const medianOf = (key: Key, mark: keyof LoadMarks) => median(series[key].map((m) => m[mark]));
    const marks = Object.fromEntries(
      (Object.keys(series) as Key[]).map((key) => [
        key,
        Object.fromEntries((['drawn', 'ready', 'domContentLoaded', 'modulesRun', 'mounted', 'firstPaint', 'copyReadMs', 'firstFrame'] as const).map((m) => [m, medianOf(key, m)])),
      ]),
    );
    return { figures: figures(loads, series, medianOf), firefoxVersion: version, marks };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

function figures(loads: number, series: Record<Key, LoadMarks[]>, medianOf: (key: Key, mark: keyof LoadMarks) => number): Figure[] {
  const drawn = (key: Key) => medianOf(key, 'drawn');
  const ratio = (key: Key, mark: keyof LoadMarks = 'drawn') => Math.round((medianOf(key, mark) / medianOf('static', mark)) * 100) / 100;
  // Where a page's time goes: its HTML parsed, its scripts in, the app mounted, the board ready.
  const path = (key: Key) => {
    const at = (mark: keyof LoadMarks) => fmt(medianOf(key, mark));
    const copy = medianOf(key, 'copyReadMs');
    const kept = series[key].filter((m) => m.firstFrame >= 0).length;
    return `kept frame drawn in ${kept} of ${loads} loads; ready ${at('ready')}, modules run ${at('modulesRun')}, DOMContentLoaded ${at('domContentLoaded')} ms` +
      (copy >= 0 ? `; copy read ${copy.toFixed(2)} ms` : '');
  };
  // First contentful paint, against the static page's: when the frame was on screen.
  const look = sameLookFigures(GROUP, medianOf);
  const paintNote = (key: Key) => `first contentful paint at ${fmt(medianOf(key, 'firstPaint'))} ms, the static page's at ${fmt(medianOf('static', 'firstPaint'))} ms`;
  return [
    { group: GROUP, name: `static page drawn, median of ${loads}`, value: drawn('static'), unit: 'ms', note: `DOMContentLoaded at ${fmt(medianOf('static', 'domContentLoaded'))} ms` },
    { group: GROUP, name: 'same page, ready after one storage read', value: drawn('storage'), unit: 'ms', note: `${ratio('storage')}× the static page` },
    { group: GROUP, name: 'same tiles mounted by Vue after that read', value: drawn('vue'), unit: 'ms', note: `${ratio('vue')}× the static page` },
    { group: GROUP, name: 'new tab to board ready', value: drawn('newtab'), unit: 'ms', note: path('newtab') },
    withBudget({ group: GROUP, name: 'new tab ÷ static page', value: ratio('newtab'), unit: '×', max: 1.3 }),
    { group: GROUP, name: 'new tab first paint ÷ static page', value: ratio('newtab', 'firstPaint'), unit: '×', note: paintNote('newtab') },
    look[0],
    { group: GROUP, name: 'popup to board ready', value: drawn('popup'), unit: 'ms', note: path('popup') },
    withBudget({ group: GROUP, name: 'popup ÷ static page', value: ratio('popup'), unit: '×', max: 1.3 }),
    { group: GROUP, name: 'popup first paint ÷ static page', value: ratio('popup', 'firstPaint'), unit: '×', note: paintNote('popup') },
    look[1],
  ];
}
