/**
 * Screenshots for the readability work (issue 18), one set per phase, so the
 * pictures before and after a change sit side by side in docs/screenshots/:
 * small Classic tiles, Digits labels, free and blocked tiles, deep layouts,
 * the tile legend, the board at 200 % zoom, and both styles under simulated
 * protanopia, deuteranopia and tritanopia (Chromium's own emulation).
 *
 *   npm run build && npx tsx scripts/readabilityShots.ts before|after [outDir]
 *
 * With CHECK_LAYOUTS=dir it also saves every built-in layout at 1366×768 and
 * 800×600 into dir, to be looked at (not committed).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { makeCode } from '../core/code.ts';
import { LAYOUTS } from '../core/layouts/index.ts';
import { choose, playSome, ready, resumeIfPaused, save, selectOneTile, settle, showHelp, withExtension } from './shotSteps.ts';

const phase = process.argv[2];
if (phase !== 'before' && phase !== 'after') throw new Error('Usage: readabilityShots.ts before|after [outDir]');
const after = phase === 'after';
const outDir = resolve(process.argv[3] ?? 'docs/screenshots');
const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
const STYLES = after ? ['classic', 'digits', 'large'] : ['classic', 'digits'];

async function open(context: BrowserContext, origin: string, code: string, width: number, height: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${origin}/newtab.html#game=${code}`);
  await ready(page);
  await resumeIfPaused(page);
  return page;
}

/** Selects a free tile that has a free match, so the matches it shows are in the picture. */
async function selectWithMatch(page: Page): Promise<void> {
  const free = await page.$$eval('[data-tile][data-free="true"]', (tiles) => tiles.map((t) => [t.getAttribute('data-tile')!, t.getAttribute('data-face')!]));
  const kind = (face: string) => (/^F\d$/.test(face) ? 'F' : /^S\d$/.test(face) ? 'S' : face);
  const pick = free.find(([slot, face]) => free.some(([other, f]) => other !== slot && kind(f) === kind(face)));
  if (!pick) return;
  if (await page.$('[data-tile][data-selected="true"]')) await page.click('[data-tile][data-selected="true"]');
  await page.click(`[data-tile="${pick[0]}"]`);
}

const shot = (page: Page, name: string) => save(page, outDir, `readable-${name}-${phase}`);

async function main(): Promise<void> {
  await withExtension('mahjong-readable-', outDir, async (context, origin) => {
    const turtle = makeCode('L00', 1);
    let page = await open(context, origin, turtle, 1366, 768);
    await choose(page, ['language:en', 'tileStyle:classic', 'theme:light']);
    await playSome(page, 6);

    // 1. Classic faces at their smallest: an 800×600 window.
    await page.setViewportSize({ width: 800, height: 600 });
    await settle(page);
    await shot(page, '1-classic-800');
    await page.setViewportSize({ width: 1366, height: 768 });

    // 3. Free and blocked tiles, both themes (and, after, the optional highlights).
    for (const theme of ['light', 'dark']) {
      await choose(page, [`theme:${theme}`]);
      await resumeIfPaused(page);
      await selectOneTile(page);
      await settle(page);
      await shot(page, `3-free-blocked-${theme}`);
    }
    if (after) {
      await choose(page, ['theme:light', 'highlightFree', 'showMatches']);
      await resumeIfPaused(page);
      await selectWithMatch(page);
      await settle(page);
      await shot(page, '3-highlights-light');
      await choose(page, ['highlightFree', 'showMatches']);
    }

    // 2. Digits labels.
    await choose(page, ['tileStyle:digits', 'theme:light']);
    await resumeIfPaused(page);
    await settle(page);
    await shot(page, '2-digits-1366');

    // 7. Colour-vision simulations, each style.
    const cdp = await context.newCDPSession(page);
    for (const style of STYLES) {
      await choose(page, [`tileStyle:${style}`]);
      await resumeIfPaused(page);
      for (const type of DEFICIENCIES) {
        await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
        await settle(page);
        await shot(page, `7-${style}-${type}`);
      }
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    }

    // 5. Help, where the tile legend goes.
    await choose(page, ['tileStyle:classic']);
    await showHelp(page);
    await shot(page, '5-help');
    await page.keyboard.press('Escape');

    // 6. The browser zoom at 200 % on a 1366×768 screen lays the page out in 683×384 CSS pixels.
    await choose(page, [`tileStyle:${after ? 'large' : 'digits'}`]);
    await resumeIfPaused(page);
    await page.setViewportSize({ width: 683, height: 384 });
    await settle(page);
    await shot(page, '6-zoom200');
    await page.close();

    // 4. Deep layouts: Stairs and Towers, in Digits.
    for (const id of ['L11', 'L04']) {
      page = await open(context, origin, makeCode(id, 1), 1366, 768);
      await choose(page, ['tileStyle:digits']);
      await resumeIfPaused(page);
      await settle(page);
      await shot(page, `4-${id === 'L11' ? 'stairs' : 'towers'}`);
      await page.close();
    }

    const checkDir = process.env.CHECK_LAYOUTS;
    if (checkDir) {
      mkdirSync(checkDir, { recursive: true });
      for (const layout of LAYOUTS) {
        page = await open(context, origin, makeCode(layout.id, 1), 1366, 768);
        for (const [w, h] of [[1366, 768], [800, 600]]) {
          await page.setViewportSize({ width: w, height: h });
          await settle(page);
          await save(page, checkDir, `${layout.id}-${w}`);
        }
        await page.close();
      }
    }
    console.log(`screenshots written to ${outDir}`);
  });
}

await main();
