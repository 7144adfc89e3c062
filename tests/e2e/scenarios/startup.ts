import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { playablePair, waitForTileCount } from './play.ts';

const GAME = 'MJ1-L00-AAAAABC';
const OTHER = 'MJ1-L00-AAAAABD';
// The page's own first-paint copy in its localStorage (app/firstPaintCopy.ts): read here only to spoil it.
const COPY_KEY = 'mahjong-first-paint';

const readCopy = (page: ExtensionPage) => page.evaluate((key) => localStorage.getItem(key), COPY_KEY);
const writeCopy = (page: ExtensionPage, value: string | null) =>
  page.evaluate(([key, text]) => (text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text)), [COPY_KEY, value] as const);

/** The game shown once the page is ready: its code and how many tiles are left. */
async function shown(page: ExtensionPage): Promise<{ code: string; tiles: number }> {
  await page.waitForBoard();
  return { code: (await page.board()).code, tiles: (await page.tiles()).length };
}

/** Start-up from the page's first-paint copy, and what storage (the authority) does to it. */
export function startupSuite(name: BrowserName): void {
  describe(`start-up in ${name}`, () => {
    const browser = browserForFile(name);

    it('a page keeps a small copy of the game, and a new page shows the game with a wiped, damaged or older copy alike', async () => {
      const page = await browser.openNewTab(`game=${GAME}`);
      await page.waitForBoard();
      const [a, b] = playablePair(await page.tiles());
      await page.clickTile(a.slot);
      await page.clickTile(b.slot);
      await waitForTileCount(page, 142);
      // The pair played is in the copy (so handed to storage): `"moves` alone is there since the first tap's save.
      await page.waitFor(
        (key) => {
          try {
            return JSON.parse(JSON.parse(localStorage.getItem(key) ?? '').data).local.game.game.moves.length === 1;
          } catch {
            return false;
          }
        },
        COPY_KEY,
        { message: 'the copy to hold the pair played' },
      );
      const copy = await readCopy(page);
      expect(copy).not.toBeNull();
      expect(copy!.length).toBeLessThan(8_000);
      await page.close();

      for (const spoil of [null, copy!.replace('"moves', '"mov"s'), JSON.stringify({ v: 0, game: {} })]) {
        const next = await browser.openNewTab();
        await writeCopy(next, spoil);
        await next.reload();
        expect(await shown(next)).toEqual({ code: GAME, tiles: 142 });
        // A good copy is written again once storage is read.
        await next.waitFor((key) => (localStorage.getItem(key) ?? '').startsWith('{"v":1'), COPY_KEY);
        await next.close();
      }
    });

    it('a new page draws the frame the last one left before any module runs, and the game goes on from it', async () => {
      const page = await browser.openNewTab(`game=${GAME}`);
      await page.waitForBoard();
      // Under way (resumed if the test before left it paused, started by a tap if it was never touched):
      // leaving the page pauses it.
      if ((await page.status()) === 'paused') await page.clickAction('resume');
      await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null);
      const [a, b] = playablePair(await page.tiles());
      await page.clickTile(a.slot);
      await page.close();

      const next = await browser.openNewTab();
      await next.waitFor(() => performance.getEntriesByName('mahjong:modules-run').length > 0, null, { message: 'the modules to run' });
      const marks = await next.evaluate(
        () => ['mahjong:first-frame', 'mahjong:modules-run'].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? -1),
        null,
      );
      expect(marks[0], 'the kept frame was drawn').toBeGreaterThan(0);
      expect(marks[1], 'the modules ran after it').toBeGreaterThan(marks[0]);
      expect(await next.board()).toMatchObject({ code: GAME, status: 'paused' });
      // The live page took over: the game resumes and plays on.
      const tiles = (await next.tiles()).length;
      await next.clickAction('resume');
      await next.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null);
      await next.clickTile(a.slot);
      await next.clickTile(b.slot);
      await waitForTileCount(next, tiles - 2);
      await next.close();
    });

    it('a game stored since the copy was written replaces the one the copy showed at once', async () => {
      const page = await browser.openNewTab(`game=${GAME}`);
      await page.waitForBoard();
      const before = await readCopy(page);
      // Another machine's newer game, as it arrives while no page is open: the copy does not know it.
      const stored = (await page.storageGet('local', 'game')) as { v: number; game: Record<string, unknown> };
      await page.close();
      const other = await browser.openNewTab(`game=${OTHER}`);
      await other.waitForBoard();
      expect((await other.board()).code).toBe(OTHER);
      await writeCopy(other, before); // the copy as it was when the first game was current
      await other.close();
      expect(stored.game.code).toBe(GAME);
      const next = await browser.openNewTab();
      await next.waitFor((code) => document.querySelector('[data-board][data-ready]')?.getAttribute('data-code') === code, OTHER);
      expect((await next.board()).code).toBe(OTHER);
      await next.close();
    });
  });
}
