import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ContractPage, type PageDriver } from './contractPage.ts';
import { extensionBuild, findBrowser } from './paths.ts';
import { isOwnRequest, ProblemLog } from './problems.ts';
import type { ExtensionBrowser, ExtensionPage } from './types.ts';
import { ExtensionPages, POLL_MS, VIEWPORT } from './extensionPages.ts';

const CHROME_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const CHROME_FIX = 'Install it (`apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.';

export function findChromium(): string {
  return findBrowser('CHROME_PATH', CHROME_CANDIDATES, CHROME_FIX);
}

/**
 * The id Chromium gives an unpacked extension without a manifest `key`:
 * sha256 of its absolute path, first 32 hex digits written with a-p for 0-f.
 * We derive it instead of pinning a `key`, which store uploads must not carry.
 */
export function unpackedExtensionId(absolutePath: string): string {
  const hex = createHash('sha256').update(absolutePath).digest('hex').slice(0, 32);
  return Array.from(hex, (digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** The page contract's driver over a Playwright page of the extension at `origin`, noting console errors and foreign requests. */
export function chromiumPageDriver(page: Page, origin: string): PageDriver {
  const log = new ProblemLog();
  page.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => log.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (!isOwnRequest(request.url(), origin)) log.foreignRequests.push(request.url());
  });
  return {
    browserName: 'chromium',
    // Arguments are plain serialisable data, for which Playwright's Unboxed<A> is A.
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    addScript: async (source) => {
      // A string is evaluated as it is (Runtime.evaluate), which the page's CSP does not govern.
      await page.evaluate(source);
    },
    waitFor: async <A>(predicate: (arg: A) => boolean, arg: A, timeout: number) => {
      await page.waitForFunction(predicate as (arg: unknown) => boolean, arg, { timeout, polling: POLL_MS });
    },
    mouseClick: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewportSize({ width, height }),
    reload: async () => {
      await page.reload();
    },
    problems: () => log.snapshot(),
    close: () => page.close(),
  };
}

/** Headless Chromium with the unpacked build at `extensionDir` loaded, in the profile at `profileDir` (also used by the bench). */
export function launchExtensionContext(
  executablePath: string,
  extensionDir: string,
  profileDir: string,
  extraArgs: readonly string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath,
    headless: true,
    viewport: VIEWPORT,
    args: [
      // Both are needed: Playwright passes --disable-extensions by default.
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

class ChromiumExtension extends ExtensionPages implements ExtensionBrowser {
  readonly name = 'chromium';
  readonly origin: string;

  private constructor(
    private context: BrowserContext,
    private readonly executablePath: string,
    private readonly extensionDir: string,
    private readonly profileDir: string,
  ) {
    super();
    this.origin = `chrome-extension://${unpackedExtensionId(extensionDir)}`;
  }

  static async launch(): Promise<ChromiumExtension> {
    const executablePath = findChromium();
    const extensionDir = extensionBuild('chrome-mv3');
    const profileDir = mkdtempSync(join(tmpdir(), 'mahjong-e2e-chromium-'));
    const context = await ChromiumExtension.start(executablePath, extensionDir, profileDir);
    return new ChromiumExtension(context, executablePath, extensionDir, profileDir);
  }

  private static start(executablePath: string, extensionDir: string, profileDir: string): Promise<BrowserContext> {
    return launchExtensionContext(executablePath, extensionDir, profileDir);
  }

  protected async open(url: string, viewport = VIEWPORT): Promise<ExtensionPage> {
    const page = await this.context.newPage();
    await page.setViewportSize(viewport);
    const contractPage = new ContractPage(chromiumPageDriver(page, this.origin));
    try {
      await page.goto(url);
    } catch (error) {
      throw new Error(
        `Chromium could not open ${url}: ${String(error)}. ` +
          'ERR_BLOCKED_BY_CLIENT means the extension did not load: check the built manifest (icons, paths).',
        { cause: error },
      );
    }
    await contractPage.waitForApp();
    return contractPage;
  }

  openBrowserNewTab(): Promise<ExtensionPage> {
    return this.open('chrome://newtab');
  }

  async restart(): Promise<void> {
    await this.context.close();
    this.context = await ChromiumExtension.start(this.executablePath, this.extensionDir, this.profileDir);
  }

  async close(): Promise<void> {
    await this.context.close();
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}

/** Starts headless Chromium with `.output/chrome-mv3` loaded in a fresh profile. */
export function launchChromium(): Promise<ExtensionBrowser> {
  return ChromiumExtension.launch();
}
