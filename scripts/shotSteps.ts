/** Steps the screenshot scripts share: driving the built extension's new tab as a player would. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { extensionBuild, findChromium, launchExtensionContext, unpackedExtensionId } from '../tests/e2e/harness/index.ts';
import { palettePng } from './palettePng.ts';

/**
 * Runs `shoot` in headless Chromium with the built extension loaded in a profile of its own
 * (named from `profilePrefix`, scrollbars hidden), once `outDir` exists; then closes the browser and
 * deletes the profile, whether `shoot` finished or threw.
 */
export async function withExtension(profilePrefix: string, outDir: string, shoot: (context: BrowserContext, origin: string) => Promise<void>): Promise<void> {
  const extensionDir = extensionBuild('chrome-mv3');
  const origin = `chrome-extension://${unpackedExtensionId(extensionDir)}`;
  const profileDir = mkdtempSync(join(tmpdir(), profilePrefix));
  mkdirSync(outDir, { recursive: true });
  const context = await launchExtensionContext(findChromium(), extensionDir, profileDir, ['--hide-scrollbars']);
  try {
    await shoot(context, origin);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('[data-board][data-ready]');
}

/** Saved as a 256-colour PNG, since screenshots are committed. */
export async function save(page: Page, outDir: string, name: string): Promise<void> {
  writeFileSync(join(outDir, `${name}.png`), palettePng(await page.screenshot()));
}

/** Chooses settings through the settings dialog: radios by `name:value`, checkboxes by name. */
export async function choose(page: Page, settings: string[]): Promise<void> {
  // In a narrow window the toolbar keeps Settings in its More menu.
  if ((await page.locator('[data-action="settings"]:visible').count()) === 0) await page.click('[data-action="play-menu"]');
  await page.click('[data-action="settings"]:visible');
  // The dialog's code loads on its first opening.
  await page.waitForSelector('[data-dialog="settings"] [data-setting]', { state: 'attached' });
  // The radios are visually hidden behind their labels: click them in the page.
  for (const setting of settings) await page.$eval(`[data-setting="${setting}"]`, (input) => (input as HTMLInputElement).click());
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-dialog]', { state: 'detached' });
}

/** Plays one hinted pair. */
export async function playHinted(page: Page): Promise<void> {
  await page.click('[data-action="hint"]');
  await page.waitForSelector('[data-tile][data-hinted="true"]');
  const slots = await page.$$eval('[data-tile][data-hinted="true"]', (tiles) => tiles.map((t) => t.getAttribute('data-tile')));
  for (const slot of slots) await page.click(`[data-tile="${slot}"]`);
  await page.waitForFunction((s) => !document.querySelector(`[data-tile="${s}"]`), slots[0]);
}

/** Plays a few hinted pairs so the board shows a game under way. */
export async function playSome(page: Page, pairs: number): Promise<void> {
  for (let i = 0; i < pairs; i++) await playHinted(page);
}

export async function resumeIfPaused(page: Page): Promise<void> {
  if (await page.$('[data-board][data-status="paused"]')) await page.click('[data-action="resume"]');
}

/** One free tile selected, for a livelier picture. */
export async function selectOneTile(page: Page): Promise<void> {
  if (!(await page.$('[data-tile][data-selected="true"]'))) await page.click('[data-tile][data-free="true"]');
}

/** No focus ring or hover left over, animations done. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.waitForTimeout(350);
}

/** The help dialog open over a running game, settled for its picture; Escape closes it. */
export async function showHelp(page: Page): Promise<void> {
  await resumeIfPaused(page);
  await page.click('[data-action="help"]');
  await page.waitForSelector('[data-dialog="help"]');
  await settle(page);
}
