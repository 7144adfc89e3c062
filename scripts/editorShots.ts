/**
 * The layout editor's screenshots from the built extension in headless Chromium: a 144-tile layout
 * drawn with clicks, its survey's verdict shown, light and dark at 1366 px (docs/screenshots/editor-*.png);
 * with `--all`, also 360, 800 and 1920 px wide into the directory given, to look at.
 *
 *   npm run build && npx tsx scripts/editorShots.ts [outDir] [--all]
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { choose, ready, save as saveShot, settle, withExtension } from './shotSteps.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? 'docs/screenshots');

/** A layout of 144 tiles, drawn cell by cell: ten rows of four groups of three, 24 middles topped. */
export async function drawGroups(page: Page): Promise<void> {
  const cell = (x: number, y: number) => page.click(`[data-editor] [data-cell][data-x="${x}"][data-y="${y}"]`);
  for (let r = 0; r < 10; r++) for (let g = 0; g < 4; g++) for (let i = 0; i < 3; i++) await cell(g * 8 + i * 2, r * 2);
  await page.click('[data-action="layer-up"]');
  for (let r = 0; r < 6; r++) for (let g = 0; g < 4; g++) await cell(g * 8 + 2, r * 2);
}

async function main(): Promise<void> {
  await withExtension('mahjong-editor-shots-', outDir, async (context, origin) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${origin}/newtab.html`);
    await ready(page);
    await choose(page, ['language:en']);
    const widths = all ? [360, 800, 1366, 1920] : [1366];
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: 1366, height: 800 });
      await choose(page, [`theme:${theme}`]);
      await page.click('[data-action="new-game"]');
      await page.click('[data-action="editor"]');
      await page.waitForSelector('[data-editor] [data-cell]');
      // The page keeps the last drawing: each theme draws its own from an empty grid.
      if ((await page.getAttribute('[data-editor-count]', 'data-value')) !== '0') {
        await page.click('[data-action="editor-start"]');
        await page.click('[data-action="confirm-discard"]');
      }
      await drawGroups(page);
      await page.waitForSelector('[data-survey]', { timeout: 60_000 });
      await page.fill('[data-input="editor-name"]', 'Four groups');
      await page.fill('[data-input="editor-author"]', 'Ana');
      for (const width of widths) {
        await page.setViewportSize({ width, height: width <= 400 ? 740 : width >= 1900 ? 1080 : 800 });
        await settle(page);
        await saveShot(page, outDir, width === 1366 ? `editor-${theme}` : `editor-${theme}-${width}`);
      }
      await page.keyboard.press('Escape');
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
