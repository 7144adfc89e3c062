import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile, spareBrowsers } from '../harness/perFile.ts';
import { addSharedLayout, chooseFiles, HILL, layoutFile } from './layoutFiles.ts';
import { winByStoredPlan } from './lines.ts';
import { playHintedPair } from './play.ts';

const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

async function chooseLayout(page: ExtensionPage, id: string): Promise<void> {
  await page.waitFor((layout) => document.querySelector(`[data-layout-option="${layout}"]`) !== null, id, { message: `layout ${id} in the choice` });
  await page.evaluate((layout) => document.querySelector<HTMLElement>(`[data-layout-option="${layout}"]`)!.click(), id);
}

/**
 * Import a file, follow a hint on its deal and win it, see it on the leaderboard, share it, open the link in a
 * fresh profile. The win follows the deal's own plan (as `winByLine`): hints through a whole game are
 * board.ts's test; here what matters is that a deal of a layout the player brought can be won.
 */
export function customLayoutsSuite(name: BrowserName): void {
  describe(`a layout a player brings, in ${name}`, () => {
    const browser = browserForFile(name);
    const spare = spareBrowsers(name);

    it('is imported through the file input, its deal hinted and won, listed on the leaderboard, and shared by link to a fresh profile', { timeout: 600_000 }, async () => {
      const page = await browser.openNewTab();
      await page.waitForBoard();
      await page.clickAction('new-game');
      await page.clickAction('import-layout');
      await chooseFiles(page, [
        { name: 'hill.layout', text: layoutFile(HILL, 'Square Hill') },
        { name: 'short.layout', text: layoutFile(HILL.slice(1), 'Short Hill') },
      ]);
      await page.waitFor(() => document.querySelector('[data-imported]') !== null && !document.querySelector('[data-importing]'), null, {
        message: 'the imported layout',
        timeoutMs: 60_000,
      });
      const id = (await page.attribute('[data-imported]', 'data-layout'))!;
      expect(id).toMatch(/^C[A-Z2-7]{10}$/);
      expect(await page.attribute('[data-imported]', 'data-tiles')).toBe('144');
      expect(await page.text('[data-imported]')).toContain('Square Hill');
      expect(await page.text('[data-dialog="import"] [data-error]')).toContain('short.layout');

      await page.clickAction('import-done');
      await chooseLayout(page, id);
      await page.clickAction('start-game');
      await page.waitFor((layout) => document.querySelector(`[data-board][data-ready][data-layout="${layout}"]`) !== null, id, {
        message: 'the custom layout dealt',
        timeoutMs: 60_000,
      });
      const code = (await page.board()).code;
      expect(code).toMatch(new RegExp(`^MJ1-${id}-[A-Z2-7]{7}$`));
      expect(await page.tiles()).toHaveLength(144);

      await playHintedPair(page);
      await winByStoredPlan(page);
      await page.clickAction('leaderboard');
      await page.waitFor((c) => document.querySelector(`[data-leaderboard] [data-entry][data-code="${c}"]`) !== null, code, {
        message: 'the win on the leaderboard',
      });
      await page.press('Escape');
      await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'no dialog' });

      await page.clickAction('new-game');
      await chooseLayout(page, id);
      await page.clickAction('share-layout');
      await page.waitFor(() => !!document.querySelector('[data-share-url]')?.getAttribute('data-value'), null, { message: 'the share link' });
      const url = (await page.attribute('[data-share-url]', 'data-value'))!;
      expect(url.startsWith(`${browser.origin}/newtab.html#layout=`)).toBe(true);
      const sharedCode = new URLSearchParams(url.slice(url.indexOf('#') + 1)).get('game');
      expect(sharedCode).toMatch(new RegExp(`^MJ1-${id}-`));
      expect(page.problems()).toEqual(NO_PROBLEMS);

      // Another profile (in Firefox another extension address too): the link's part after the page.
      await addSharedLayout(await spare.launch(), url, 'Square Hill');
    });
  });
}
