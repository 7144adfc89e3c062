import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { playablePair } from './play.ts';
import { winByLine } from './lines.ts';
import { settle } from './settle.ts';

const WON = 'MJ1-L00-AAAAAAG';
const TILE_COUNT = 144;
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

const timerSeconds = async (page: ExtensionPage) => Number(await page.attribute('[data-timer]', 'data-seconds'));

/** What a page opened after a win shows: the next deal of the layout, in play, nothing modal in the way. */
async function expectNextGame(page: ExtensionPage): Promise<string> {
  const board = await page.board();
  expect(board.layout).toBe('L00');
  expect(board.status).toBe('playing');
  expect(board.code).not.toBe(WON);
  await settle(page); // a dialog would open a frame or two after the board
  expect(await page.has('[data-dialog]')).toBe(false);
  expect(await page.tiles()).toHaveLength(TILE_COUNT);
  expect(await timerSeconds(page)).toBe(0);
  return board.code;
}

/** After a win, the pages opened next deal a fresh game at once; the win dialog stays where the win was made. */
export function afterWinSuite(name: BrowserName): void {
  describe(`after a win in ${name}`, () => {
    const browser = browserForFile(name);

    it('a new tab and the popup deal the next game of the layout, ready to play, its clock waiting for the first tap', { timeout: 300_000 }, async () => {
      const winner = await browser.openNewTab(`game=${WON}`);
      await winByLine(winner);

      const tab = await browser.openNewTab();
      const next = await expectNextGame(tab);
      expect(await tab.has('[data-last-result]')).toBe(true);
      const popup = await browser.openPopup();
      expect(await expectNextGame(popup)).toBe(next); // every page deals the same next game
      expect(await winner.has('[data-dialog="won"]')).toBe(true); // the win shows once, where it happened

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await timerSeconds(tab)).toBe(0);

      const [tile] = playablePair(await tab.tiles());
      await tab.clickTile(tile.slot);
      await tab.waitFor((slot) => document.querySelector(`[data-tile="${slot}"]`)?.getAttribute('data-selected') === 'true', tile.slot, {
        message: 'the tapped tile to be selected',
      });
      await tab.waitFor(() => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= 1, null, {
        message: 'the clock to run after the first tap',
      });
      // Played, the next game is the current one everywhere, the winning page included.
      for (const page of [winner, popup]) {
        await page.waitFor(
          (code) => document.querySelector('[data-board]')?.getAttribute('data-code') === code && !document.querySelector('[data-dialog]'),
          next,
          { message: `the page to follow game ${next}` },
        );
      }
      for (const page of [winner, tab, popup]) expect(page.problems()).toEqual(NO_PROBLEMS);
    });
  });
}
