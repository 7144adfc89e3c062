import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser, type BrowserName, type ExtensionBrowser, type ExtensionPage, type TileInfo,
} from '../harness/index.ts';
import { settle } from './settle.ts';

const FRESH_TURTLE = 'MJ1-L00-AAAAAAA';
const TILE_COUNT = 144;
const TURTLE_FREE_AT_START = 35;
const DIGIT_FACES = new Set([
  ...['B', 'C', 'D'].flatMap((suit) => Array.from({ length: 9 }, (_, i) => `${i + 1}${suit}`)),
  'N', 'S', 'E', 'W', 'R', 'G', 'Wh', 'F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4',
]);
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** The rules' matching, on Digits labels: any two flowers, any two seasons, else the same face. */
function facesMatch(a: string, b: string): boolean {
  const family = (face: string) => (/^F[1-4]$/.test(face) ? 'flower' : /^S[1-4]$/.test(face) ? 'season' : face);
  return family(a) === family(b);
}

function playablePair(tiles: readonly TileInfo[]): [TileInfo, TileInfo] {
  const free = tiles.filter((tile) => tile.free);
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      if (facesMatch(free[i].face, free[j].face)) return [free[i], free[j]];
    }
  }
  throw new Error('no playable pair on the board');
}

function slots(tiles: readonly TileInfo[]): number[] {
  return tiles.map((tile) => tile.slot).sort((a, b) => a - b);
}

async function waitForTileCount(page: ExtensionPage, count: number): Promise<void> {
  await page.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, count, {
    message: `${count} tiles on the board`,
  });
}

/** Asks for a hint and removes the pair it outlines; returns the two slots. */
async function playHintedPair(page: ExtensionPage): Promise<[number, number]> {
  await page.clickAction('hint');
  await page.waitFor(() => document.querySelectorAll('[data-tile][data-hinted="true"]').length === 2, null, {
    message: 'a hint to outline two tiles',
  });
  const hinted = (await page.tiles()).filter((tile) => tile.hinted);
  expect(hinted).toHaveLength(2);
  expect(hinted.every((tile) => tile.free)).toBe(true);
  expect(facesMatch(hinted[0].face, hinted[1].face)).toBe(true);
  const before = (await page.tiles()).length;
  await page.clickTile(hinted[0].slot);
  await page.clickTile(hinted[1].slot);
  await waitForTileCount(page, before - 2);
  return [hinted[0].slot, hinted[1].slot];
}

/** The board scenarios of the page contract, the same in every browser. */
export function boardSuite(name: BrowserName): void {
  describe(`board in ${name}`, () => {
    let browser: ExtensionBrowser;

    beforeAll(async () => {
      browser = await launchBrowser(name);
    });

    afterAll(async () => {
      await browser?.close();
    });

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
      for (let pair = 0; pair < TILE_COUNT / 2; pair++) await playHintedPair(page);
      await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'won', null, {
        message: 'the board to say won',
      });
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
