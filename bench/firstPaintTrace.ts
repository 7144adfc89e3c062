/**
 * Where the new tab's time goes from navigation to first paint, from a Chromium trace:
 *   npm run build && npx tsx bench/firstPaintTrace.ts [newtab.html|popup.html] [--loads 5]
 * Each traced load opens the page as a player's next new tab does (the benchmark game under way,
 * paused by leaving, so the kept first frame is drawn) and prints the phases on the page's main
 * thread and the raster of its first frame, in ms since navigation start; then the medians.
 * Tracing slows the page: read the phases' shares, and the bench (bench/browser.ts) for the times.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { extensionBuild, findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/index.ts';
import { VIEWPORT } from '../tests/e2e/harness/extensionPages.ts';
import { median } from './report.ts';
import { BENCH_GAME } from './timedPages.ts';
import { recordTrace, type TraceEvent } from './traceWork.ts';

const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,toplevel,v8.execute,cc';

type Phases = Record<string, number>;

interface PageMarks {
  firstFrame: number;
  modulesRun: number;
}

async function tracedLoad(context: BrowserContext, url: string): Promise<{ events: TraceEvent[]; page: PageMarks }> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORT);
    const cdp = await context.newCDPSession(page);
    const events = await recordTrace(cdp, CATEGORIES, async () => {
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('mahjong:modules-run').length > 0, null, { timeout: 10_000 });
      await page.waitForTimeout(300);
    });
    const marks = await page.evaluate(() => ({
      firstFrame: performance.getEntriesByName('mahjong:first-frame')[0]?.startTime ?? -1,
      modulesRun: performance.getEntriesByName('mahjong:modules-run')[0]?.startTime ?? -1,
    }));
    return { events, page: marks };
  } finally {
    await page.close();
  }
}

/**
 * The phases of one load, from its trace, in ms since the page's navigation start (its time origin:
 * the trace's clock is set against it by the kept frame's mark, which both hold).
 */
function phases(events: readonly TraceEvent[], page: PageMarks): Phases {
  const frameMark = events.find((e) => e.name === 'mahjong:first-frame');
  if (!frameMark || page.firstFrame < 0) throw new Error('no kept first frame was drawn in the traced load');
  const thread = (e: TraceEvent) => e.pid === frameMark.pid && e.tid === frameMark.tid;
  const nav = frameMark.ts - page.firstFrame * 1000;
  const ms = (us: number) => Math.round((us - nav) / 100) / 10;
  const main = events.filter((e) => thread(e) && e.ph === 'X' && e.ts >= nav).sort((a, b) => a.ts - b.ts);
  const first = (name: string, test: (e: TraceEvent) => boolean = () => true) => main.find((e) => e.name === name && test(e));
  const end = (e: TraceEvent | undefined) => (e ? e.ts + (e.dur ?? 0) : NaN);
  const script = first('EvaluateScript', (e) => (e.args?.data?.url ?? '').endsWith('/early-start.js'));
  const frameTask = first('EventDispatch', (e) => e.args?.data?.type === 'readystatechange');
  const frame = first('ProxyMain::BeginMainFrame', (e) => e.ts > frameMark.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= nav);
  const entry = first('v8.compileModule');
  const evaluated = first('v8.evaluateModule');
  // The first frame's raster: the tiles rastered between its commit and the first contentful paint.
  const raster = events.filter((e) => e.name === 'RasterTask' && e.ts >= end(frame) && fcp && e.ts < fcp.ts);
  const styleLayout = main.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && frameTask && e.ts >= frameTask.ts && e.ts < end(frame));
  return {
    'head script run': ms(end(script)),
    'kept frame in the document': ms(frameMark.ts),
    'its style and layout, ms': Math.round(styleLayout.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 100) / 10,
    'its frame painted (recorded) and committed': ms(end(frame)),
    'its raster, ms of raster work': Math.round(raster.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 100) / 10,
    'first contentful paint': fcp ? ms(fcp.ts) : NaN,
    'entry module compiled from': entry ? ms(entry.ts) : NaN,
    'entry module evaluated by': ms(end(evaluated)),
    'modules run (the page mark)': Math.round(page.modulesRun * 10) / 10,
  };
}

async function main(): Promise<void> {
  const which = process.argv.find((a) => a.endsWith('.html')) ?? 'newtab.html';
  const at = process.argv.indexOf('--loads');
  const loads = at >= 0 ? Number(process.argv[at + 1]) : 5;
  const outDir = extensionBuild('chrome-mv3');
  const profile = mkdtempSync(join(tmpdir(), 'mahjong-trace-'));
  const context = await launchExtensionContext(findChromium(), outDir, profile);
  const origin = `chrome-extension://${unpackedExtensionId(outDir)}`;
  try {
    // As the bench's warm-up: the benchmark game under way, then left (paused), so the next load draws its kept frame.
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${origin}/newtab.html#game=${BENCH_GAME}`);
    await page.locator('[data-board] [data-tile][data-free="true"]').first().click({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.close();
    for (let i = 0; i < 2; i++) await tracedLoad(context, `${origin}/${which}`); // warm: caches, and a frame kept at this size
    const runs: Phases[] = [];
    for (let i = 0; i < loads; i++) {
      const { events, page: marks } = await tracedLoad(context, `${origin}/${which}`);
      runs.push(phases(events, marks));
    }
    console.log(`${which}, ${loads} traced loads: median (each load)`);
    for (const key of Object.keys(runs[0])) {
      console.log(`  ${key.padEnd(44)} ${String(median(runs.map((r) => r[key]))).padStart(7)}   (${runs.map((r) => Math.round(r[key])).join(', ')})`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
