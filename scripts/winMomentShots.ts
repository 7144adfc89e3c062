/**
 * The win's celebration caught mid-flight (docs/screenshots/celebration.png) and the new-game choice
 * with layouts won, played and not played yet (docs/screenshots/unplayed-layouts.png), at 1366×768,
 * from the built extension in headless Chromium.
 *
 *   npm run build && npx tsx scripts/winMomentShots.ts [outDir]
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumPageDriver } from '../tests/e2e/harness/index.ts';
import { ContractPage } from '../tests/e2e/harness/contractPage.ts';
import { winByLine } from '../tests/e2e/scenarios/lines.ts';
import { choose, playHinted, ready, save, settle, withExtension } from './shotSteps.ts';

const outDir = resolve(process.argv[2] ?? 'docs/screenshots');
const WON = 'MJ1-L02-AAAAABL';
/** The moment shown: the last pair at the top of its rise, the rings bursting out. */
const AT_MS = 660;

/** A copy of the celebration, stopped at AT_MS (the celebration itself ends by itself), the rest of the page's animations done. */
async function holdCelebration(page: Page): Promise<void> {
  await page.waitForSelector('[data-celebration]', { state: 'attached' });
  await page.evaluate((at) => {
    const shown = document.querySelector('[data-celebration]')!;
    const copy = shown.cloneNode(true) as HTMLElement;
    copy.removeAttribute('data-celebration');
    document.body.append(copy);
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (target && copy.contains(target)) {
        a.pause();
        a.currentTime = at;
      } else if (Number.isFinite(a.effect?.getComputedTiming().endTime)) a.finish();
    }
  }, AT_MS);
  await page.waitForSelector('[data-celebration]', { state: 'detached' });
}

async function startLayout(page: Page, id: string): Promise<void> {
  await page.click('[data-action="new-game"]');
  await page.click(`[data-layout-option="${id}"]`);
  await page.click('[data-action="start-game"]');
  if (await page.waitForSelector('[data-dialog="confirm"]', { timeout: 1500 }).catch(() => null)) await page.click('[data-action="confirm"]');
  await page.waitForSelector(`[data-board][data-layout="${id}"][data-ready]`);
}

async function main(): Promise<void> {
  await withExtension('mahjong-win-shots-', outDir, async (context, origin) => {
    // tsx names the functions the harness passes to the page with a helper of its own: the page gets one too.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${origin}/newtab.html#game=${WON}`);
    await ready(page);
    await choose(page, ['language:en', 'theme:dark']);
    await winByLine(new ContractPage(chromiumPageDriver(page, origin)));
    await holdCelebration(page);
    await page.mouse.move(0, 0);
    await save(page, outDir, 'celebration');
    await page.evaluate(() => document.querySelectorAll('.mj-celebration').forEach((copy) => copy.remove()));

    // Layouts played but not won: a pair on each, then left for another.
    await page.click('[data-dialog="won"] [data-action="next-deal"]');
    for (const id of ['L01', 'L04', 'L00']) {
      await startLayout(page, id);
      await playHinted(page);
    }
    await page.click('[data-action="new-game"]');
    await page.waitForSelector('[data-layout-option][data-won]');
    await page.click('[data-action="unwon-layout"]');
    // The choice scrolled into view; the shot shows the button that made it too.
    await page.evaluate(() => document.querySelector('[data-dialog="new-game"] .body')?.scrollTo(0, 0));
    await settle(page);
    await save(page, outDir, 'unplayed-layouts');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
