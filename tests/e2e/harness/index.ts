/**
 * End-to-end harness: the built extension in real headless Chromium and Firefox.
 *
 *   const browser = await launchBrowser('chromium');   // or launchChromium() / launchFirefox()
 *   const tab = await browser.openNewTab('game=MJ1-L00-AAAAAAA');  // newtab.html#game=…
 *   expect((await tab.freeTiles()).length).toBe(35);
 *   await tab.clickTile(12); await tab.clickAction('undo');
 *   expect(tab.problems()).toEqual({ consoleErrors: [], foreignRequests: [] });
 *   await browser.close();
 *
 * ExtensionBrowser: openNewTab(hash?), openPopup(), openBrowserNewTab() (the
 * browser's own new tab), openPage(path), restart() (same profile), close().
 * Every open… resolves once `#app` is mounted.
 *
 * ExtensionPage (the page objects, the same in both browsers, by the page
 * contract): board(), status(), tiles(), freeTiles() wait for
 * `[data-board][data-ready]`; clickTile(slot) and clickAction(name) click with
 * the mouse where the element is visible (opening the code menu first for
 * copy-code and enter-code); press(key); resize(width, height); reload();
 * storageGet/Set/Remove(area, key) run in the page; has/text/attribute(selector);
 * waitFor(predicate, arg); evaluate(fn, arg) for the rest; problems() lists
 * console errors and requests to anything but the extension itself; axe()
 * checks the page with axe-core (blockingFindings/formatFindings pick the
 * serious and critical findings and print rule, impact and elements).
 *
 * Builds: `.output/chrome-mv3` and `.output/firefox-mv2` as `npm run build` and
 * `npm run build:firefox` left them (built only when missing). Browsers: CHROME_PATH
 * / FIREFOX_PATH, else the usual /usr/bin paths.
 *
 * Launch one browser per test file (beforeAll) and close it in afterAll: a
 * launch costs 1-4 s and 400 MB, and the machines running CI have two cores.
 */
import { launchChromium } from './chromium.ts';
import { launchFirefox } from './firefox.ts';
import type { BrowserName, ExtensionBrowser } from './types.ts';

export { chromiumPageDriver, launchChromium, launchExtensionContext, unpackedExtensionId, findChromium } from './chromium.ts';
export { launchFirefox, findFirefox } from './firefox.ts';
export { extensionBuild, REPO_ROOT, type BuildTarget } from './paths.ts';
export { blockingFindings, formatFindings } from './axe.ts';
export type * from './types.ts';

export function launchBrowser(name: BrowserName): Promise<ExtensionBrowser> {
  return name === 'chromium' ? launchChromium() : launchFirefox();
}
