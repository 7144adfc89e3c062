/**
 * A picture of each table theme (core/settings.ts THEMES past light and dark) on the new tab at
 * 1366 × 768, a game under way with a tile chosen; and the settings dialog's themes at 360 px wide.
 * Written as docs/screenshots/themes/<theme>.png (256 colours).
 *
 *   npm run build && npx tsx scripts/themeShots.ts [outDir]
 */
import { join, resolve } from 'node:path';
import { THEMES } from '../core/settings.ts';
import { choose, playSome, ready, save, selectOneTile, settle, withExtension } from './shotSteps.ts';

const CODE = 'MJ1-L00-AAAAABL';
const outDir = join(resolve(process.argv[2] ?? 'docs/screenshots'), 'themes');

await withExtension('mahjong-theme-shots-', outDir, async (context, origin) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${origin}/newtab.html#game=${CODE}`);
  await ready(page);
  await choose(page, ['language:en', 'tileStyle:digits']);
  await playSome(page, 9);
  for (const theme of THEMES.slice(2)) {
    await choose(page, [`theme:${theme}`]);
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
    await selectOneTile(page);
    await settle(page);
    await save(page, outDir, theme);
  }
  // The themes as the settings dialog offers them, in a phone-narrow window.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.click('[data-action="play-menu"]');
  await page.click('[data-action="settings"]:visible');
  await page.waitForSelector('[data-setting="theme:jade"]', { state: 'attached' });
  await page.$eval('[data-setting="theme:jade"]', (input) => input.closest('fieldset')?.scrollIntoView({ block: 'center' }));
  await settle(page);
  await save(page, outDir, 'settings-360');
  console.log(`theme screenshots written to ${outDir}`);
});
