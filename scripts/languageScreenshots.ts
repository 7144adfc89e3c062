/**
 * The new tab and its help in every language the game speaks, from the built extension in
 * headless Chromium at 1280×800, light theme, a game under way. Saved as 256-colour PNGs in
 * docs/screenshots/languages/ (`<language>-newtab.png`, `<language>-help.png`).
 *
 *   npm run build && npx tsx scripts/languageScreenshots.ts [outDir]
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../core/language.ts';
import { choose, playSome, resumeIfPaused, save as saveShot, settle, showHelp, withExtension } from './shotSteps.ts';

const CODE = 'MJ1-L00-AAAAABL';
const PAIRS_PLAYED = 6;
const outDir = resolve(process.argv[2] ?? 'docs/screenshots/languages');

const save = (page: Page, name: string) => saveShot(page, outDir, name);

async function main(): Promise<void> {
  await withExtension('mahjong-language-shots-', outDir, async (context, origin) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/newtab.html#game=${CODE}`);
    await page.waitForSelector('[data-board][data-ready]');
    await choose(page, ['theme:light', 'tileStyle:digits']);
    await playSome(page, PAIRS_PLAYED);
    for (const language of LANGUAGES) {
      await choose(page, [`language:${language}`]);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await resumeIfPaused(page);
      await settle(page);
      await save(page, `${language}-newtab`);
      await showHelp(page);
      await save(page, `${language}-help`);
      await page.keyboard.press('Escape');
    }
  });
}

await main();
