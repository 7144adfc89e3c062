import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import puppeteer, { type Browser, type EvaluateFunc, type Page } from 'puppeteer-core';
import { ContractPage, type PageDriver } from './contractPage.ts';
import { extensionBuild, findBrowser, REPO_ROOT } from './paths.ts';
import { isOwnRequest, ProblemLog } from './problems.ts';
import type { ExtensionBrowser, ExtensionPage } from './types.ts';
import { ExtensionPages, POLL_MS, VIEWPORT } from './extensionPages.ts';

const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const FIREFOX_FIX = 'Install it (`apt-get install -y firefox-esr`) or set FIREFOX_PATH to a Firefox binary.';
// Pinned so the extension's origin, and so its storage, stays the same across restarts.
const EXTENSION_UUID = '6d1f3c52-9a0e-4b7d-8c21-5e4f0a9b7c13';
const OLD_DOCUMENT_MARK = '__e2eOldDocument';
// Firefox's own components log through named consoles ("RSLoader: …" is Nimbus'
// Remote Settings loader) on the same output; a page's console.error has no such prefix.
const FIREFOX_OWN_LOGGERS = /^console\.error: (RSLoader): /;

export function findFirefox(): string {
  return findBrowser('FIREFOX_PATH', FIREFOX_CANDIDATES, FIREFOX_FIX);
}

function geckoId(): string {
  const manifestPath = join(REPO_ROOT, '.output', 'firefox-mv2', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: string } };
  };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error('The Firefox build has no browser_specific_settings.gecko.id; storage.sync needs one.');
  return id;
}

/**
 * Firefox reports neither console messages nor errors of extension pages over
 * WebDriver BiDi, so the harness asks Firefox to print them and reads its
 * output: `console.error: …` lines and `JavaScript error: <url>, line N: …`.
 */
class FirefoxOutput {
  readonly errors: string[] = [];
  private partial = '';

  constructor(private readonly origin: string) {}

  listen(stream: Readable | null): void {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (this.partial + chunk).split('\n');
      this.partial = lines.pop() ?? '';
      for (const line of lines) this.read(line);
    });
  }

  private read(line: string): void {
    if (FIREFOX_OWN_LOGGERS.test(line)) return;
    if (line.startsWith('console.error:')) this.errors.push(line);
    else if (line.startsWith(`JavaScript error: ${this.origin}/`)) this.errors.push(line);
  }
}

function pageDriver(page: Page, origin: string, output: FirefoxOutput): PageDriver {
  const log = new ProblemLog();
  const firstError = output.errors.length;
  page.on('request', (request) => {
    if (!isOwnRequest(request.url(), origin)) log.foreignRequests.push(request.url());
  });
  return {
    browserName: 'firefox',
    // Arguments and results are plain serialisable data, never element handles.
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as EvaluateFunc<[A]>, arg) as Promise<R>,
    addScript: async (source) => {
      // A string is evaluated as it is (BiDi script.evaluate), which the page's CSP does not govern.
      await page.evaluate(source);
    },
    waitFor: async <A>(predicate: (arg: A) => boolean, arg: A, timeout: number) => {
      // Polled by hand rather than with waitForFunction: while a page is still navigating
      // (about:blank → moz-extension://), Firefox's BiDi evaluate can fail with a protocol
      // error ("right-hand side of 'in' should be an object"), which would end the wait at
      // once. Such an error only means "not yet"; the last one is reported at the timeout.
      const deadline = Date.now() + timeout;
      let lastError: unknown = null;
      for (;;) {
        try {
          if (await page.evaluate(predicate as EvaluateFunc<[A]>, arg)) return;
        } catch (error) {
          lastError = error;
        }
        if (Date.now() >= deadline) {
          throw new Error(`not true after ${timeout} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    mouseClick: (x, y) => page.mouse.click(x, y),
    // A chord such as "Control+Shift+Z" (as Playwright reads it): the modifiers held while the key is pressed.
    press: async (key) => {
      type Key = Parameters<Page['keyboard']['press']>[0];
      const parts = key.length > 1 && key.includes('+') ? key.split('+') : [key];
      const last = parts.pop()!;
      for (const m of parts) await page.keyboard.down(m as Key);
      await page.keyboard.press(last as Key);
      for (const m of parts.reverse()) await page.keyboard.up(m as Key);
    },
    resize: (width, height) => page.setViewport({ width, height }),
    reload: async () => {
      // page.reload() waits for a load event Firefox never sends for extension pages.
      await page.evaluate((mark) => {
        (window as unknown as Record<string, unknown>)[mark] = true;
        setTimeout(() => location.reload(), 0);
      }, OLD_DOCUMENT_MARK);
      await page.waitForFunction(
        (mark) => !(mark in window) && document.readyState !== 'loading',
        { timeout: 15_000, polling: 100 },
        OLD_DOCUMENT_MARK,
      );
    },
    problems: () => {
      log.consoleErrors.splice(0, log.consoleErrors.length, ...output.errors.slice(firstError));
      return log.snapshot();
    },
    close: () => page.close(),
  };
}

class FirefoxExtension extends ExtensionPages implements ExtensionBrowser {
  readonly name = 'firefox';
  readonly origin = `moz-extension://${EXTENSION_UUID}`;
  private output = new FirefoxOutput(this.origin);

  private constructor(
    private browser: Browser,
    private readonly executablePath: string,
    private readonly extensionDir: string,
    private readonly profileDir: string,
  ) {
    super();
  }

  static async launch(): Promise<FirefoxExtension> {
    const executablePath = findFirefox();
    const extensionDir = extensionBuild('firefox-mv2');
    const profileDir = await FirefoxExtension.freshProfile(executablePath);
    const instance = new FirefoxExtension(
      await FirefoxExtension.start(executablePath, profileDir),
      executablePath,
      extensionDir,
      profileDir,
    );
    await instance.install();
    return instance;
  }

  /**
   * A new profile, copied from one this Firefox has made once and closed (no add-on, no data):
   * Firefox takes about twice as long to start on an empty directory, making its profile.
   */
  private static async freshProfile(executablePath: string): Promise<string> {
    const key = createHash('sha256').update(`${executablePath} ${statSync(executablePath).mtimeMs}`).digest('hex').slice(0, 12);
    const template = join(tmpdir(), `mahjong-e2e-firefox-profile-${key}`);
    if (!existsSync(template)) {
      const making = mkdtempSync(join(tmpdir(), 'mahjong-e2e-firefox-making-'));
      await (await FirefoxExtension.start(executablePath, making)).close();
      try {
        renameSync(making, template);
      } catch {
        rmSync(making, { recursive: true, force: true }); // another test file made it first
      }
    }
    const profileDir = mkdtempSync(join(tmpdir(), 'mahjong-e2e-firefox-'));
    cpSync(template, profileDir, { recursive: true });
    return profileDir;
  }

  private static start(executablePath: string, profileDir: string): Promise<Browser> {
    return puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      userDataDir: profileDir,
      defaultViewport: VIEWPORT,
      // Without it Firefox refuses to navigate to moz-extension:// over BiDi.
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: {
        'extensions.webextensions.uuids': JSON.stringify({ [geckoId()]: EXTENSION_UUID }),
        'devtools.console.stdout.content': true,
        // Nimbus experiments fetch nothing offline and only log errors ("RSLoader").
        'messaging-system.rsexperimentloader.enabled': false,
      },
    });
  }

  /** A temporary add-on: Firefox forgets it on exit, so every start installs it again. */
  private async install(): Promise<void> {
    const process = this.browser.process();
    this.output.listen(process?.stdout ?? null);
    this.output.listen(process?.stderr ?? null);
    await this.browser.installExtension(this.extensionDir);
  }

  protected async open(url: string, viewport = VIEWPORT): Promise<ExtensionPage> {
    const page = await this.browser.newPage();
    await page.setViewport(viewport);
    const contractPage = new ContractPage(pageDriver(page, this.origin, this.output));
    // Firefox sends no load event for extension pages (Mozilla bug 1755014), so goto
    // never resolves: start it, then wait for the page itself.
    page.goto(url, { timeout: 0 }).catch(() => undefined);
    await contractPage.waitForApp({ message: `${url} to mount its app` });
    await page.bringToFront();
    return contractPage;
  }

  openBrowserNewTab(): Promise<ExtensionPage> {
    // A tab WebDriver opens or navigates to about:newtab shows Firefox's blank page:
    // Firefox applies the add-on's override only to new tabs the user opens.
    return Promise.reject(new Error('Firefox cannot open its own new tab over WebDriver BiDi; open newtab.html instead.'));
  }

  async restart(): Promise<void> {
    await this.browser.close();
    this.output = new FirefoxOutput(this.origin);
    this.browser = await FirefoxExtension.start(this.executablePath, this.profileDir);
    await this.install();
  }

  async close(): Promise<void> {
    await this.browser.close();
    rmSync(this.profileDir, { recursive: true, force: true });
  }
}

/** Starts headless Firefox with `.output/firefox-mv2` installed as a temporary add-on. */
export function launchFirefox(): Promise<ExtensionBrowser> {
  return FirefoxExtension.launch();
}
