import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './index.ts';
import type { BrowserName, ExtensionBrowser } from './types.ts';

/**
 * The browser a test file's tests share (call it in the file's describe): launched before its
 * tests, closed after them. It stands for the browser itself, so tests use it as they would the
 * one launchBrowser() resolves to.
 */
export function browserForFile(name: BrowserName): ExtensionBrowser {
  let browser: ExtensionBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(name);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const live = (): ExtensionBrowser => {
    if (!browser) throw new Error(`${name} is not running: the file's beforeAll launches it`);
    return browser;
  };
  return {
    name,
    get origin() {
      return live().origin;
    },
    openNewTab: (hash) => live().openNewTab(hash),
    openPopup: () => live().openPopup(),
    openBrowserNewTab: () => live().openBrowserNewTab(),
    openPage: (path) => live().openPage(path),
    restart: () => live().restart(),
    close: () => live().close(),
  };
}

/**
 * Browsers a test starts on profiles of their own when it needs one more (to open a shared link as
 * a player who never played here, say); each is closed after the file's tests.
 */
export function spareBrowsers(name: BrowserName): { launch(): Promise<ExtensionBrowser> } {
  const launched: ExtensionBrowser[] = [];
  afterAll(async () => {
    for (const browser of launched) await browser.close();
  });
  return {
    async launch() {
      const browser = await launchBrowser(name);
      launched.push(browser);
      return browser;
    },
  };
}
