import { describe, expect, it } from 'vitest';
import type { BrowserName } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { playablePair, playHintedPair, slots, waitForTileCount, winByHints } from './play.ts';
import { settle } from './settle.ts';

const FRESH_TURTLE = 'MJ1-L00-AAAAAAA';
const TILE_COUNT = 144;
const TURTLE_FREE_AT_START = 35;
const DIGIT_FACES = new Set([
  ...['B', 'C', 'D'].flatMap((suit) => Array.from({ length: 9 }, (_, i) => `${i + 1}${suit}`)),
  'N', 'S', 'E', 'W', 'R', 'G', 'Wh', 'F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4',
]);
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** The board scenarios of the page contract, the same in every browser. */
export function boardSuite(name: BrowserName): void {
  describe(`board in ${name}`, () => {
    const browser = browserForFile(name);

    it('a fresh Turtle deal shows 144 tiles, 35 of them free', async () => {
      const page = await browser.openNewTab(`game=${FRESH_TURTLE}`);
      expect(await page.board()).toEqual({ code: FRESH_TURTLE, layout: 'L00', status: 'playing' });
      const tiles = await page.tiles();
      expect(tiles).toHaveLength(TILE_COUNT);
      expect(slots(tiles)).toEqual(Array.from({ length: TILE_COUNT }, (_, i) => i));
      expect(tiles.every((tile) => DIGIT_FACES.has(tile.face))).toBe(true);
      expect(tiles.filter((tile) => tile.free)).toHaveLength(TURTLE_FREE_AT_START);
      await settle(page);
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('a pair is selected, removed and put back by undo', async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAAB');
      const start = await page.tiles();
      const [a, b] = playablePair(start);

      await page.clickTile(a.slot);
      await page.waitFor((slot) => document.querySelector(`[data-tile="${slot}"]`)?.getAttribute('data-selected') === 'true', a.slot);
      await page.clickTile(b.slot);
      await waitForTileCount(page, TILE_COUNT - 2);
      expect(slots(await page.tiles())).not.toContain(a.slot);
      expect(slots(await page.tiles())).not.toContain(b.slot);

      await page.clickAction('undo');
      await waitForTileCount(page, TILE_COUNT);
      const back = await page.tiles();
      expect(back.map(({ slot, face, free }) => ({ slot, face, free })).sort((x, y) => x.slot - y.slot))
        .toEqual(start.map(({ slot, face, free }) => ({ slot, face, free })).sort((x, y) => x.slot - y.slot));
      expect(back.some((tile) => tile.selected)).toBe(false);
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('a whole game is won by following hints', { timeout: 300_000 }, async () => {
      const page = await browser.openNewTab('game=MJ1-L00-AAAAAAC');
      await winByHints(page);
      expect(await page.has('[data-dialog="won"]')).toBe(true);
      expect(await page.attribute('[data-hints]', 'data-count')).toBe(String(TILE_COUNT / 2));
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('the game survives a reload and a browser restart, and shows in a second tab', async () => {
      const code = 'MJ1-L00-AAAAAAD';
      const first = await browser.openNewTab(`game=${code}`);
      const removed = await playHintedPair(first);
      const remaining = slots(await first.tiles());
      expect(remaining).toHaveLength(TILE_COUNT - 2);

      await first.reload();
      expect((await first.board()).code).toBe(code);
      expect(slots(await first.tiles())).toEqual(remaining);

      const second = await browser.openNewTab();
      expect((await second.board()).code).toBe(code);
      expect(slots(await second.tiles())).toEqual(remaining);
      expect(first.problems()).toEqual(NO_PROBLEMS);
      expect(second.problems()).toEqual(NO_PROBLEMS);

      await browser.restart();
      const afterRestart = await browser.openNewTab();
      expect((await afterRestart.board()).code).toBe(code);
      const restored = slots(await afterRestart.tiles());
      expect(restored).toEqual(remaining);
      expect(restored).not.toContain(removed[0]);
      expect(afterRestart.problems()).toEqual(NO_PROBLEMS);
      await afterRestart.close();
    });
  });
}
