/**
 * The new tab and its help in every language the game speaks, from the built extension in
 * headless Chromium at 1280×800, light theme, a game under way. Saved as 256-colour PNGs in
 * docs/screenshots/languages/ (`<language>-newtab.png`, `<language>-help.png`).
 *
 *   npm run build && npx tsx scripts/languageScreenshots.ts [outDir]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../core/language.ts';
import { extensionBuild, findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/index.ts';
import { palettePng } from './palettePng.ts';

const CODE = 'MJ1-L00-AAAAABL';
const PAIRS_PLAYED = 6;
const outDir = resolve(process.argv[2] ?? 'docs/screenshots/languages');

async function save(page: Page, name: string): Promise<void> {
  writeFileSync(join(outDir, `${name}.png`), palettePng(await page.screenshot()));
}

async function choose(page: Page, settings: string[]): Promise<void> {
  await page.click('[data-action="settings"]');
  await page.waitForSelector('[data-dialog="settings"] [data-setting]', { state: 'attached' });
  for (const setting of settings) await page.$eval(`[data-setting="${setting}"]`, (input) => (input as HTMLInputElement).click());
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-dialog]', { state: 'detached' });
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.waitForTimeout(350);
}

async function main(): Promise<void> {
  const extensionDir = extensionBuild('chrome-mv3');
  const origin = `chrome-extension://${unpackedExtensionId(extensionDir)}`;
  const profileDir = mkdtempSync(join(tmpdir(), 'mahjong-language-shots-'));
  mkdirSync(outDir, { recursive: true });
  const context = await launchExtensionContext(findChromium(), extensionDir, profileDir, ['--hide-scrollbars']);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/newtab.html#game=${CODE}`);
    await page.waitForSelector('[data-board][data-ready]');
    await choose(page, ['theme:light', 'tileStyle:digits']);
    for (let i = 0; i < PAIRS_PLAYED; i++) {
      await page.click('[data-action="hint"]');
      await page.waitForSelector('[data-tile][data-hinted="true"]');
      const slots = await page.$$eval('[data-tile][data-hinted="true"]', (tiles) => tiles.map((t) => t.getAttribute('data-tile')));
      for (const slot of slots) await page.click(`[data-tile="${slot}"]`);
      await page.waitForFunction((s) => !document.querySelector(`[data-tile="${s}"]`), slots[0]);
    }
    for (const language of LANGUAGES) {
      await choose(page, [`language:${language}`]);
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      if (await page.$('[data-board][data-status="paused"]')) await page.click('[data-action="resume"]');
      await settle(page);
      await save(page, `${language}-newtab`);
      await page.click('[data-action="help"]');
      await page.waitForSelector('[data-dialog="help"]');
      await settle(page);
      await save(page, `${language}-help`);
      await page.keyboard.press('Escape');
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();
