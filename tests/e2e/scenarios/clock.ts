import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { settle } from './settle.ts';

const CODE = 'MJ1-L00-AAAAAAH';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

const seconds = async (page: ExtensionPage) => Number(await page.attribute('[data-timer]', 'data-seconds'));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tiles whose face can be read on screen. */
function readableTiles(): number {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-board] [data-tile]')).filter((tile) => tile.innerText.trim() !== '').length;
}

async function waitForSeconds(page: ExtensionPage, atLeast: number): Promise<void> {
  await page.waitFor((n) => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= n, atLeast, {
    message: `the stopwatch to reach ${atLeast} s`,
  });
}

/** The stopwatch starts at the first tap and stands while a dialog covers the board. */
export function clockSuite(name: BrowserName): void {
  describe(`the clock in ${name}`, () => {
    const browser = browserForFile(name);

    it('waits for the first tap, stands while Help is open with the faces hidden, and runs on when it closes', async () => {
      const page = await browser.openNewTab(`game=${CODE}`);
      await settle(page);
      await pause(1_200);
      expect(await seconds(page)).toBe(0);
      expect(await page.status()).toBe('playing');

      await page.clickTile((await page.freeTiles())[0].slot);
      await waitForSeconds(page, 1);
      await page.press('?'); // Help, by its shortcut
      await page.waitFor(() => document.querySelector('[data-dialog="help"]') !== null, null, { message: 'the help' });
      expect(await page.status()).toBe('paused');
      expect(await page.evaluate(readableTiles, null)).toBe(0);
      const held = await seconds(page);
      await pause(2_200);
      expect(await seconds(page)).toBe(held);

      await page.press('Escape');
      await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, {
        message: 'the game to go on by itself',
      });
      await waitForSeconds(page, held + 1);
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });
  });
}
