/**
 * The board read at a glance, in the built extension: every built-in layout
 * shows the layer beneath each stacked tile (1366×768 and 800×600), and in
 * Large print at 200 % zoom (a 1366×768 screen laid out in 683×384 CSS pixels)
 * the whole board fits, tiles stay large enough to tap, and a tap selects.
 */
import { describe, expect, it } from 'vitest';
import { makeCode } from '../../core/code.ts';
import { LAYOUTS } from '../../core/layouts/index.ts';
import type { ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';

interface Rect { slot: number; x: number; y: number; z: number; left: number; top: number; right: number; bottom: number; width: number }

async function rects(page: ExtensionPage): Promise<Rect[]> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-tile]')].map((el) => {
        const r = el.getBoundingClientRect();
        const n = (name: string) => Number(el.dataset[name]);
        return { slot: n('tile'), x: n('x'), y: n('y'), z: n('z'), left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
      }),
    null,
  );
}

async function choose(page: ExtensionPage, setting: string): Promise<void> {
  await page.clickAction('settings');
  await page.waitFor(() => document.querySelector('[data-setting]') !== null, null, { message: 'the settings' });
  await page.evaluate((s) => document.querySelector<HTMLInputElement>(`[data-setting="${s}"]`)?.click(), setting);
  await page.press('Escape');
  await page.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the settings closed' });
}

const browser = browserForFile('chromium');

describe('layers and sizes', () => {
  it('every built-in layout, at 1366×768 and 800×600: inside the window, each stacked tile lifted clear of the one beneath', async () => {
    const page = await browser.openNewTab();
    for (const layout of LAYOUTS) {
      await page.evaluate((code) => (location.hash = `game=${code}`), makeCode(layout.id, 3));
      await page.waitFor((id) => document.querySelector('[data-board][data-ready]')?.getAttribute('data-layout') === id, layout.id, { message: layout.id });
      for (const [width, height] of [[1366, 768], [800, 600]]) {
        await page.resize(width, height);
        await page.waitFor((w) => Math.abs(window.innerWidth - w) < 2, width, { message: `${width} px` });
        const tiles = await rects(page);
        expect(tiles.length, layout.id).toBe(144);
        for (const t of tiles) {
          expect(Math.min(t.left, t.top), `${layout.id} ${width}: tile ${t.slot} inside`).toBeGreaterThanOrEqual(0);
          expect(t.right, `${layout.id} ${width}: tile ${t.slot} inside`).toBeLessThanOrEqual(width);
          expect(t.bottom, `${layout.id} ${width}: tile ${t.slot} inside`).toBeLessThanOrEqual(height);
        }
        const at = new Map(tiles.map((t) => [`${t.x},${t.y},${t.z}`, t]));
        for (const upper of tiles) {
          const lower = at.get(`${upper.x},${upper.y},${upper.z - 1}`);
          if (!lower) continue;
          // The layer beneath shows below and right of the tile on it: a fifth of a tile at least.
          expect(lower.left - upper.left, `${layout.id} ${width}: tile ${upper.slot} over ${lower.slot}`).toBeGreaterThanOrEqual(0.18 * upper.width);
          expect(lower.top - upper.top, `${layout.id} ${width}: tile ${upper.slot} over ${lower.slot}`).toBeGreaterThanOrEqual(0.18 * upper.width);
        }
      }
    }
    await page.close();
  });

  it('Large print at 200 % zoom: the board fits, tiles are at least 24 px wide with labels as large as they allow, and a tap selects', async () => {
    const page = await browser.openNewTab(`game=${makeCode('L00', 4)}`);
    await page.waitForBoard();
    await choose(page, 'tileStyle:large');
    await page.resize(683, 384);
    await page.waitFor(() => document.querySelector('.mj-style-large') !== null && window.innerWidth < 700, null, { message: 'Large print at 683 px' });
    const tiles = await rects(page);
    for (const t of tiles) {
      expect(t.left).toBeGreaterThanOrEqual(0);
      expect(t.right).toBeLessThanOrEqual(683);
      expect(t.bottom).toBeLessThanOrEqual(384);
      expect(t.width).toBeGreaterThanOrEqual(24);
    }
    // The label's rank or letter is drawn at 0.71 of a tile's width in Large print (0.56 in Digits), its mark large in the bottom-right corner.
    const share = await page.evaluate(() => {
      const tile = document.querySelector<HTMLElement>('[data-tile]')!;
      return parseFloat(getComputedStyle(tile.querySelector('.face-label')!).fontSize) / tile.getBoundingClientRect().width;
    }, null);
    expect(share).toBeGreaterThan(0.7);
    const free = (await page.freeTiles())[0];
    await page.clickTile(free.slot);
    await page.waitFor((s) => document.querySelector(`[data-tile="${s}"]`)?.getAttribute('data-selected') === 'true', free.slot, { message: 'selected' });
    await page.close();
  });
});
