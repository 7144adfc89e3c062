/**
 * Where a tap's time goes, in Chromium:
 * - the floor: the same probe on a static page whose script only selects and removes tiles
 *   (staticPage.ts TAP_PAGE), so the wait for the next frame shows apart from the page's work;
 * - the main thread's own work per pair, from a trace of the benchmark game played in a fresh
 *   profile (a traced pass of its own: tracing slows the page, so the timed taps are never traced),
 *   and its floor: the same pairs taken alike from the same look with no app (the page in play
 *   saved static, with the tap page's script), the browser's own work for a pair.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { newGameFromCode } from '../core/newGame.ts';
import { findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/index.ts';
import { VIEWPORT } from '../tests/e2e/harness/extensionPages.ts';
import { armTapProbe, NAME_HELPER_SHIM, readTapProbe, renderPlayFrame, settleFrames } from './pageProbe.ts';
import { TAP_PAGE, TAP_SCRIPT } from './staticPage.ts';
import { BENCH_GAME } from './timedPages.ts';
import { mainThreadWork, recordTrace, type PairWork } from './traceWork.ts';

const TAP_LIMIT_MS = 2_000;
const TRACE_CATEGORIES = 'devtools.timeline,toplevel';

async function tap(page: Page, slot: number): Promise<void> {
  await page.locator(`[data-board] [data-tile="${slot}"]`).click({ timeout: 5_000 });
}

/** Tap to pair removed on the static tap page, for `pairs` pairs of neighbouring tiles. */
export async function tapFloor(context: BrowserContext, origin: string, pairs: number): Promise<number[]> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${origin}/${TAP_PAGE}`);
    const taps: number[] = [];
    for (let i = 0; i < Math.min(pairs, 72); i++) {
      const [a, b] = [2 * i, 2 * i + 1];
      await tap(page, a);
      await page.locator(`[data-tile="${a}"][data-selected="true"]`).waitFor({ state: 'attached', timeout: 5_000 });
      await page.evaluate(armTapProbe, { a, b, limitMs: TAP_LIMIT_MS });
      await tap(page, b);
      const ms = await page.evaluate(readTapProbe);
      if (ms < 0) throw new Error(`the static tap page did not remove tiles ${a} and ${b}`);
      taps.push(ms);
      await page.evaluate(settleFrames, 2);
    }
    return taps;
  } finally {
    await page.close();
  }
}

/** The same-look play page: the app's page in play saved static, with the tap page's script. */
const PLAY_LOOK_PAGE = 'bench-same-look-play.html';

/** Each pair of `plan` tapped as the traced pass taps it: the taps, the pair gone, what follows the frame. */
async function tapPairs(page: Page, plan: readonly (readonly [number, number])[]): Promise<void> {
  for (const [a, b] of plan) {
    await tap(page, a);
    await page.locator(`[data-tile="${a}"][data-selected="true"]`).waitFor({ state: 'attached', timeout: 5_000 });
    await tap(page, b);
    await page.locator(`[data-board] [data-tile="${b}"]`).waitFor({ state: 'detached', timeout: 5_000 });
    // The move's save and the rest of what follows the frame, before the next pair.
    await page.evaluate(settleFrames, 3);
    await page.waitForTimeout(120);
  }
}

export interface TracedPairs {
  /** The app's own work per pair. */
  work: PairWork[];
  /**
   * The floor: the same pairs taken the same way from the same look with no app at all (the page
   * in play saved static, with a script that only selects and removes tiles): what the browser
   * itself does to draw the board without a pair.
   */
  floor: PairWork[];
}

/**
 * The benchmark game's first `pairs` pairs played in a fresh profile under a trace; each pair's
 * main-thread work from its second tap until the next pair's first (what saving it costs after the
 * frame included). Then the same on the same look with no app: the floor.
 */
export async function tracedPairs(outDir: string, pairs: number): Promise<TracedPairs> {
  const game = newGameFromCode(BENCH_GAME);
  if (!game.ok) throw new Error(`${BENCH_GAME}: ${game.error.message}`);
  const plan = game.value.plan.slice(0, pairs);
  const profile = mkdtempSync(join(tmpdir(), 'mahjong-bench-trace-'));
  const context = await launchExtensionContext(findChromium(), outDir, profile);
  const origin = `chrome-extension://${unpackedExtensionId(outDir)}`;
  try {
    await context.addInitScript({ content: NAME_HELPER_SHIM });
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORT);
    await page.goto(`${origin}/newtab.html#game=${BENCH_GAME}`);
    await page.locator(`[data-board][data-ready][data-code="${BENCH_GAME}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    // What loads after the first frame has loaded, as before a player's first pair.
    await page.waitForTimeout(1_000);
    const look = await page.evaluate(renderPlayFrame);
    writeFileSync(join(outDir, PLAY_LOOK_PAGE), `<!DOCTYPE html>\n${look.replace(/<\/body>/i, `<script src="${TAP_SCRIPT}"></script></body>`)}\n`);
    const work = mainThreadWork(await recordTrace(await context.newCDPSession(page), TRACE_CATEGORIES, () => tapPairs(page, plan)), plan.length);
    await page.close();

    const still = await context.newPage();
    await still.setViewportSize(VIEWPORT);
    await still.goto(`${origin}/${PLAY_LOOK_PAGE}`);
    await still.locator('[data-board] [data-tile]').first().waitFor({ state: 'attached', timeout: 15_000 });
    await still.waitForTimeout(1_000);
    const floor = mainThreadWork(await recordTrace(await context.newCDPSession(still), TRACE_CATEGORIES, () => tapPairs(still, plan)), plan.length);
    return { work, floor };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(join(outDir, PLAY_LOOK_PAGE), { force: true });
  }
}
