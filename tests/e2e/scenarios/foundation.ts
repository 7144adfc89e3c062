import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { settle } from './settle.ts';
import { readManifest } from './manifest.ts';

const TITLE = /Mahjong Solitaire/;
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

async function expectCleanPage(page: ExtensionPage, expectedUrl: string): Promise<void> {
  await settle(page);
  expect(await page.url()).toBe(expectedUrl);
  expect(await page.title()).toMatch(TITLE);
  expect(await page.text('#app')).not.toBe('');
  expect(page.problems()).toEqual(NO_PROBLEMS);
}

/** The extension's pages load in `name` with our title, no console error and no request leaving the extension. */
export function foundationSuite(name: BrowserName): void {
  describe(`foundation in ${name}`, () => {
    const browser = browserForFile(name);

    it('newtab.html loads clean', async () => {
      const page = await browser.openNewTab();
      await expectCleanPage(page, `${browser.origin}/newtab.html`);
      await page.close();
    });

    it('popup.html loads clean', async () => {
      const page = await browser.openPopup();
      await expectCleanPage(page, `${browser.origin}/popup.html`);
      await page.close();
    });

    if (name === 'chromium') {
      it('the browser’s own new tab shows our page', async () => {
        const page = await browser.openBrowserNewTab();
        await expectCleanPage(page, `${browser.origin}/newtab.html`);
        await page.close();
      });
    } else {
      // Firefox shows the override only in tabs a user opens, which WebDriver cannot do.
      it('the build declares newtab.html as the new-tab override', () => {
        const manifest = readManifest('firefox-mv2');
        expect(manifest.chrome_url_overrides?.newtab).toBe('newtab.html');
      });
    }

    it('storage.sync keeps a value across a reload, in another page and after a restart', async () => {
      const key = 'e2e-round-trip';
      const value = { text: 'Маджонг ✓', numbers: [1, 2.5, -3], nested: { ok: true }, at: Date.now() };
      const writer = await browser.openNewTab();
      expect(await writer.storageGet('sync', key)).toBeUndefined();
      await writer.storageSet('sync', key, value);

      await writer.reload();
      expect(await writer.storageGet('sync', key)).toEqual(value);
      const reader = await browser.openPopup();
      expect(await reader.storageGet('sync', key)).toEqual(value);
      expect(writer.problems()).toEqual(NO_PROBLEMS);
      expect(reader.problems()).toEqual(NO_PROBLEMS);

      await browser.restart();
      const afterRestart = await browser.openNewTab();
      expect(await afterRestart.storageGet('sync', key)).toEqual(value);
      await afterRestart.storageRemove('sync', key);
      expect(await afterRestart.storageGet('sync', key)).toBeUndefined();
      expect(afterRestart.problems()).toEqual(NO_PROBLEMS);
      await afterRestart.close();
    });
  });
}
