/**
 * The tables (themes past light and dark, components/theme/tables.css): chosen in the settings, set on
 * the page at once, and, after a reload, there before the first paint: their sheet, kept by the app,
 * is put in the page by the head script (app/earlyStart.js) while the head is parsed, before the
 * page's own style sheet. axe checks the settings dialog drawn in a few of them.
 */
import { describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings, type BrowserName, type ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';

const GAME = 'MJ1-L00-AAAAAXA';

async function openSettings(page: ExtensionPage): Promise<void> {
  await page.clickAction('settings');
  await page.waitFor(() => document.querySelector('[data-setting^="theme:"]') !== null, null, { message: 'the settings' });
}

async function chooseTheme(page: ExtensionPage, theme: string): Promise<void> {
  await page.evaluate((t) => document.querySelector<HTMLInputElement>(`[data-setting="theme:${t}"]`)?.click(), theme);
  await page.waitFor((t) => document.documentElement.dataset.theme === t, theme, { message: `the page in ${theme}` });
}

/** What the page shows as it is: its theme, the page's colour, and whether the table's sheet came with the head. */
const look = (page: ExtensionPage) =>
  page.evaluate(() => {
    const sheet = document.querySelector('head > style');
    const pageSheet = document.querySelector('head > link[rel="stylesheet"]');
    return {
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
      // Put in by the head script: a <style> before the page's own sheet, holding the tables.
      keptSheetFirst: !!sheet && !!pageSheet && !!(sheet.compareDocumentPosition(pageSheet) & Node.DOCUMENT_POSITION_FOLLOWING) && sheet.textContent!.includes('data-theme=jade'),
    };
  }, null);

export function themesSuite(name: BrowserName, axeThemes: readonly string[]): void {
  describe(`table themes in ${name}`, () => {
    const browser = browserForFile(name);

    it('a table chosen in the settings is on the page at once, and after a reload from its first paint', async () => {
      const page = await browser.openNewTab(`game=${GAME}`);
      await page.waitForBoard();
      await openSettings(page);
      await chooseTheme(page, 'jade');
      // The page is the table's colour (#0c3527 under its gradients and weave).
      await page.waitFor(() => getComputedStyle(document.body).backgroundColor === 'rgb(12, 53, 39)', null, { message: 'the jade page' });
      await page.press('Escape');
      await page.reload();
      expect(await look(page)).toEqual({ theme: 'jade', background: 'rgb(12, 53, 39)', keptSheetFirst: true });
      await page.waitForBoard();
      expect((await look(page)).theme).toBe('jade');
      // Back to the system's: no table's colour stays.
      await openSettings(page);
      await chooseTheme(page, 'light');
      expect((await look(page)).background).toBe('rgb(231, 237, 230)');
      await page.close();
    });

    if (axeThemes.length === 0) return;
    it(`the settings dialog in ${axeThemes.join(', ')} has no serious or critical axe finding`, async () => {
      const page = await browser.openNewTab(`game=${GAME}`);
      await page.waitForBoard();
      await openSettings(page);
      for (const theme of axeThemes) {
        await chooseTheme(page, theme);
        const findings = blockingFindings(await page.axe());
        expect(formatFindings(findings), `axe: the settings dialog in ${theme}`).toEqual([]);
      }
      await page.close();
    });
  });
}
