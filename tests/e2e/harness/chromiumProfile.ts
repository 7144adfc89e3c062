import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumPageDriver, findChromium, launchExtensionContext, unpackedExtensionId } from './chromium.ts';
import { ContractPage } from './contractPage.ts';
import { extensionBuild } from './paths.ts';
import { settle } from '../scenarios/settle.ts';

/**
 * Chromium with the built extension in a profile of its own, for the tests that need Playwright's
 * own page beside the page contract (its clock, its routes, a browser closed mid-game and started
 * again on the same profile). Launch it in beforeAll and dispose of it in afterAll.
 */
export class ChromiumProfile {
  private readonly executable = findChromium();
  private readonly extension = extensionBuild('chrome-mv3');
  readonly origin = `chrome-extension://${unpackedExtensionId(this.extension)}`;
  private profile: string | undefined;
  private context: BrowserContext | undefined;

  /** `prefix` names the profile's folder under the system's temporary folder. */
  constructor(private readonly prefix: string) {}

  /** Starts the browser: on a new profile the first time, on the same one after stop(). */
  async launch(): Promise<void> {
    this.profile ??= mkdtempSync(join(tmpdir(), this.prefix));
    this.context = await launchExtensionContext(this.executable, this.extension, this.profile);
  }

  /** Closes the whole browser, whatever its pages are doing; the profile stays for launch(). */
  async stop(): Promise<void> {
    await this.context?.close();
    this.context = undefined;
  }

  /** Closes the browser and deletes its profile. */
  async dispose(): Promise<void> {
    await this.stop();
    if (this.profile) rmSync(this.profile, { recursive: true, force: true });
  }

  /**
   * Opens `newtab.html` (with `#hash` unless empty), after `before` has set up the raw page (say,
   * installed Playwright's clock), and waits for the app to mount and settle.
   */
  readonly open = async (hash: string, before?: (page: Page) => Promise<void>): Promise<{ raw: Page; page: ContractPage }> => {
    if (!this.context) throw new Error('the browser is not running: call launch() first');
    const raw = await this.context.newPage();
    await before?.(raw);
    await raw.goto(`${this.origin}/newtab.html${hash ? `#${hash}` : ''}`);
    const page = new ContractPage(chromiumPageDriver(raw, this.origin));
    await page.waitForApp();
    await settle(page);
    return { raw, page };
  };
}
