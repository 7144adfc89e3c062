/**
 * Every tile set in both themes, on the new tab at 1366 × 768 with a game under way and one tile
 * chosen: docs/screenshots/tile-sets/<style>-<theme>.png (256 colours). Also a close look at each
 * set at its smallest (360 × 740), where the faces are about 28 px wide.
 *
 *   npm run build && npx tsx scripts/tileSetShots.ts [outDir]
 */
import { join, resolve } from 'node:path';
import { TILE_STYLES } from '../core/settings.ts';
import { choose, playSome, ready, resumeIfPaused, save, selectOneTile, settle, withExtension } from './shotSteps.ts';

const CODE = 'MJ1-L00-AAAAABL';
const outDir = join(resolve(process.argv[2] ?? 'docs/screenshots'), 'tile-sets');

async function main(): Promise<void> {
  await withExtension('mahjong-tile-sets-', outDir, async (context, origin) => {
    for (const [width, height, suffix] of [[1366, 768, ''], [360, 740, '-360']] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/newtab.html#game=${CODE}`);
      await ready(page);
      await choose(page, ['language:en']);
      if (suffix === '') await playSome(page, 6);
      for (const theme of ['light', 'dark']) {
        for (const style of TILE_STYLES) {
          await choose(page, [`tileStyle:${style}`, `theme:${theme}`]);
          await resumeIfPaused(page);
          await selectOneTile(page);
          await settle(page);
          await save(page, outDir, `${style}-${theme}${suffix}`);
        }
      }
      await page.close();
    }
    console.log(`tile sets written to ${outDir}`);
  });
}

await main();
