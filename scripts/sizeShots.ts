/**
 * The game's states at the four window sizes it is checked at (360 × 740, 800 × 600, 1366 × 768,
 * 1920 × 1080), light and dark: a fresh board, a tile selected with a hint, paused, no more moves,
 * the win's dialog and the won bar after it, Your games, Settings, the game code's dialog; and the
 * popup in each theme. Written as docs/screenshots/sizes/<width>-<theme>-<state>.png (256 colours).
 * Run by scripts/screenshots.ts (npm run screenshots), after `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumPageDriver } from '../tests/e2e/harness/index.ts';
import { ContractPage } from '../tests/e2e/harness/contractPage.ts';
import { playLine, storedGameShown, stuckLine, winningLine } from '../tests/e2e/scenarios/lines.ts';
import { seeTheWin } from '../tests/e2e/scenarios/play.ts';
import { choose, ready, save, settle } from './shotSteps.ts';

export const SIZES = [
  [360, 740],
  [800, 600],
  [1366, 768],
  [1920, 1080],
] as const;
const THEMES = ['light', 'dark'] as const;
// Three deals taken in turn, so that each link starts its own (a link to the game shown changes nothing).
const FRESH = 'MJ1-L00-AAAAAF2';
const STUCK = 'MJ1-L00-AAAAAEC';
const WIN = 'MJ1-L00-AAAAAF3';

/** Clicks a toolbar action, from the More menu where the toolbar keeps it there. */
async function toolbarAction(page: Page, action: string): Promise<void> {
  await page.waitForSelector('header[data-fit]');
  if ((await page.locator(`header [data-action="${action}"]:visible`).count()) === 0) await page.click('[data-action="play-menu"]');
  await page.click(`[data-action="${action}"]:visible`);
}

/** Opens a dialog from the toolbar, shoots it, and closes it with Escape. */
async function dialogShot(page: Page, shoot: (state: string) => Promise<void>, state: string, open: () => Promise<void>, selector: string): Promise<void> {
  await open();
  await page.waitForSelector(selector);
  await settle(page);
  await shoot(state);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-dialog]:not([data-dialog="stuck"])', { state: 'detached' });
}

/** The game's clock set to `ms`, as another tab's copy would bring it: a line played in at once would otherwise read 0:00. */
async function setClock(page: Page, contract: ContractPage, ms: number): Promise<void> {
  const stored = (await storedGameShown(contract)) as { game: { rev: number } };
  await contract.storageSet('local', 'game', { ...stored, game: { ...stored.game, elapsedMs: ms, rev: stored.game.rev + 1, writer: 'e2eothertab', playedAt: Date.now() } });
  await page.waitForFunction((text) => document.querySelector('.timer')?.textContent?.includes(text), `${Math.floor(ms / 60_000)}:`);
}

async function open(context: BrowserContext, origin: string, width: number, height: number, code: string): Promise<{ page: Page; contract: ContractPage }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${origin}/newtab.html#game=${code}`);
  await ready(page);
  await page.waitForSelector(`[data-board][data-code="${code}"][data-ready]`);
  return { page, contract: new ContractPage(chromiumPageDriver(page, origin)) };
}

export async function sizeShots(context: BrowserContext, origin: string, outRoot: string): Promise<void> {
  const outDir = join(outRoot, 'sizes');
  mkdirSync(outDir, { recursive: true });
  // tsx keeps functions' names with a helper the page does not have; the test harness's page functions need it there.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  for (const theme of THEMES) {
    for (const [width, height] of SIZES.filter(([w]) => !process.env.SHOT_WIDTHS || process.env.SHOT_WIDTHS.split(',').includes(String(w)))) {
      const shoot = (page: Page) => (state: string) => save(page, outDir, `${width}-${theme}-${state}`);
      const { page } = await open(context, origin, width, height, FRESH);
      await choose(page, [`theme:${theme}`, 'language:en']);
      await settle(page);
      await shoot(page)('fresh');

      // A free tile chosen, then a hint.
      await page.click('[data-tile][data-free="true"]');
      await toolbarAction(page, 'hint');
      await page.waitForSelector('[data-tile][data-hinted="true"]');
      await settle(page);
      await shoot(page)('hint');

      await toolbarAction(page, 'pause');
      await page.waitForSelector('[data-paused-time]');
      await settle(page);
      await shoot(page)('paused');
      await page.click('[data-paused-time]');

      await dialogShot(page, shoot(page), 'games', () => toolbarAction(page, 'stats'), '[data-dialog="stats"]');
      await dialogShot(page, shoot(page), 'settings', () => toolbarAction(page, 'settings'), '[data-dialog="settings"] [data-setting]');
      await dialogShot(
        page,
        shoot(page),
        'code',
        async () => {
          await toolbarAction(page, 'code-menu');
          await page.click('[data-action="enter-code"]');
        },
        '[data-dialog="code"]',
      );
      await page.close();

      const stuck = await open(context, origin, width, height, STUCK);
      await setClock(stuck.page, stuck.contract, 221_000);
      await playLine(stuck.contract, stuckLine(STUCK));
      await stuck.page.waitForSelector('[data-dialog="stuck"]');
      await stuck.page.waitForTimeout(300);
      await settle(stuck.page);
      await shoot(stuck.page)('stuck');
      await stuck.page.close();

      const won = await open(context, origin, width, height, WIN);
      await setClock(won.page, won.contract, 402_000 + width * 10);
      await playLine(won.contract, winningLine(WIN));
      await seeTheWin(won.contract);
      await won.page.waitForTimeout(1200); // the celebration is over
      await settle(won.page);
      await shoot(won.page)('won');
      await won.page.keyboard.press('Escape');
      await won.page.waitForSelector('[data-banner="won"]');
      await settle(won.page);
      await shoot(won.page)('won-bar');
      await won.page.close();
    }
    // The popup is the browser's to size (at most 800 × 600): once in each theme.
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 780, height: 600 });
    await popup.goto(`${origin}/popup.html`);
    await ready(popup);
    await settle(popup);
    await save(popup, outDir, `popup-${theme}`);
    await popup.close();
  }
}
