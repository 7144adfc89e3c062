/**
 * README screenshots from the built extension in headless Chromium: the new tab
 * (1280×800) and the popup (780×560), each tile style once in each theme; the
 * paused card, the win, a new tab opened after it, the popup's layout choice, and
 * the toolbar at 360 and 1920 px in Bulgarian and Dutch. Saved as 256-colour PNGs,
 * since they are committed. Then every state at four window sizes, light and dark (sizeShots.ts).
 *
 *   npm run build && npx tsx scripts/screenshots.ts [outDir]
 *   SHOTS=sizes SHOT_WIDTHS=360,1920 npx tsx scripts/screenshots.ts   (only the sizes; only those widths)
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { sizeShots } from './sizeShots.ts';
import { choose, playHinted, playSome, ready, resumeIfPaused, save as saveShot, selectOneTile, settle, showHelp, withExtension } from './shotSteps.ts';

const CODE = 'MJ1-L00-AAAAABL';
const PAIRS_PLAYED = 9;
const outDir = resolve(process.argv[2] ?? 'docs/screenshots');

/** Plays the rest of the game by hints, to the win. */
async function playToWin(page: Page): Promise<void> {
  await page.bringToFront();
  while (!(await page.$('[data-board][data-status="won"]'))) await playHinted(page);
}

const save = (page: Page, name: string) => saveShot(page, outDir, name);

async function main(): Promise<void> {
  await withExtension('mahjong-screenshots-', outDir, async (context, origin) => {
    if (process.env.SHOTS !== 'sizes') await readmeShots(context, origin);
    await sizeShots(context, origin, outDir);
    console.log(`screenshots written to ${outDir}`);
  });
}

async function readmeShots(context: BrowserContext, origin: string): Promise<void> {
  {
    const page = await context.newPage();
    await page.goto(`${origin}/newtab.html#game=${CODE}`);
    await ready(page);
    await choose(page, ['language:en']);
    await playSome(page, PAIRS_PLAYED);

    // The new tab and the popup each show both styles and both themes, between them.
    const shots = [
      { style: 'digits', theme: 'light', popupTheme: 'dark' },
      { style: 'classic', theme: 'dark', popupTheme: 'light' },
    ];
    for (const { style, theme, popupTheme } of shots) {
      await choose(page, [`tileStyle:${style}`, `theme:${theme}`]);
      await resumeIfPaused(page);
      await selectOneTile(page);
      await settle(page);
      await save(page, `newtab-${style}-${theme}`);

      await choose(page, [`theme:${popupTheme}`]);
      const popup = await context.newPage();
      await popup.setViewportSize({ width: 780, height: 560 });
      await popup.goto(`${origin}/popup.html`);
      await ready(popup);
      await resumeIfPaused(popup);
      await settle(popup);
      await save(popup, `popup-${style}-${popupTheme}`);
      await popup.close();
      await page.bringToFront();
    }
    await choose(page, ['tileStyle:digits', 'theme:light']);
    await showHelp(page);
    await save(page, 'help-light');
    await page.keyboard.press('Escape');

    // The paused card over the dimmed board.
    await page.click('[data-action="pause"]');
    await page.waitForSelector('[data-paused-time]');
    await settle(page);
    await save(page, 'paused-light');
    await page.click('[data-paused-time]');

    // The toolbar at its narrowest and widest, in the two longer languages.
    await choose(page, ['language:bg', 'theme:dark']);
    await page.setViewportSize({ width: 360, height: 740 });
    await settle(page);
    await save(page, 'newtab-360-bg-dark');
    await choose(page, ['language:nl', 'theme:light']);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await settle(page);
    await save(page, 'newtab-1920-nl-light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await choose(page, ['language:en', 'theme:dark']);

    // The win, then a new tab opened after it: the next deal, with the last result quietly.
    await playToWin(page);
    await page.waitForSelector('[data-dialog="won"]');
    await page.waitForTimeout(1200); // the celebration is over
    await settle(page);
    await save(page, 'won-dark');
    const after = await context.newPage();
    await after.goto(`${origin}/newtab.html`);
    await after.waitForSelector('[data-board][data-ready][data-status="playing"]');
    await after.waitForSelector('[data-last-result]');
    await settle(after);
    await save(after, 'after-win-dark');
    await after.close();

    // The popup's layout choice, its Start button in view.
    const popup = await context.newPage();
    await popup.setViewportSize({ width: 780, height: 560 });
    await popup.goto(`${origin}/popup.html`);
    await ready(popup);
    await popup.click('[data-action="new-game"]');
    await popup.waitForSelector('[data-dialog="new-game"] [data-action="start-game"]');
    await settle(popup);
    await save(popup, 'popup-new-game-dark');
    await popup.close();
  }
}

await main();
