/**
 * The moment of a win in Chromium: the celebration plays over the win dialog and is over within
 * 2 s, takes no click from Next deal, never plays when the system asks for reduced motion; and
 * after a win, the new-game choice marks the layout won. The reduced-motion preference is set on
 * the page itself (Playwright's emulateMedia), so this file opens its own Chromium context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingFindings, chromiumPageDriver, extensionBuild, findChromium, formatFindings, launchExtensionContext, unpackedExtensionId } from './harness/index.ts';
import type { ExtensionPage } from './harness/index.ts';
import { ContractPage } from './harness/contractPage.ts';
import { VIEWPORT } from './harness/extensionPages.ts';
import { winByLine } from './scenarios/lines.ts';

const WON = 'MJ1-L02-AAAAABL';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** Notes in the page when `[data-celebration]` comes and goes (performance.now()), whatever the test is waiting for then. */
function watchCelebration(page: ExtensionPage): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { celebration: { came: number[]; went: number[] } };
    w.celebration = { came: [], went: [] };
    let on = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-celebration]') !== null;
      if (now !== on) w.celebration[now ? 'came' : 'went'].push(performance.now());
      on = now;
    }).observe(document.body, { childList: true, subtree: true });
  }, null);
}
const celebration = (page: ExtensionPage) =>
  page.evaluate(() => (window as unknown as { celebration: { came: number[]; went: number[] } }).celebration, null);

describe('the celebration of a win, in Chromium', () => {
  let context: BrowserContext;
  let profile: string;
  let origin: string;

  beforeAll(async () => {
    const extension = extensionBuild('chrome-mv3');
    profile = mkdtempSync(join(tmpdir(), 'mahjong-e2e-celebration-'));
    origin = `chrome-extension://${unpackedExtensionId(extension)}`;
    context = await launchExtensionContext(findChromium(), extension, profile);
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  /** A new tab on `hash`, set up by `before` (e.g. its media) before it loads. */
  async function openTab(hash: string, before?: (page: Page) => Promise<void>): Promise<{ tab: ExtensionPage; page: Page }> {
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORT);
    await before?.(page);
    const tab = new ContractPage(chromiumPageDriver(page, origin));
    await page.goto(`${origin}/newtab.html#${hash}`);
    await tab.waitForBoard();
    return { tab, page };
  }

  it('plays over the win dialog and is gone within 2 s, taking no input from it; Next deal works at once; the layout is marked won', { timeout: 60_000 }, async () => {
    const { tab, page } = await openTab(`game=${WON}`);
    await watchCelebration(tab);
    await winByLine(tab);
    // While it plays, the dialog keeps the focus and a click on Next deal reaches the button.
    const under = await tab.evaluate(() => {
      const button = document.querySelector('[data-dialog="won"] [data-action="next-deal"]')!;
      const r = button.getBoundingClientRect();
      return {
        playing: document.querySelector('[data-celebration]') !== null,
        focused: document.activeElement === button,
        hit: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('[data-action]') === button,
      };
    }, null);
    expect(under).toEqual({ playing: true, focused: true, hit: true });
    await tab.waitFor(() => document.querySelector('[data-celebration]') === null, null, { message: 'the celebration to end', timeoutMs: 3000 });
    const seen = await celebration(tab);
    expect(seen.came).toHaveLength(1);
    expect(seen.went[0] - seen.came[0]).toBeLessThan(2000);
    expect(formatFindings(blockingFindings(await tab.axe()))).toEqual([]);

    // Seen again from the won board, the win is not celebrated again.
    await tab.press('Escape');
    await page.locator('[data-banner="won"] [data-action="show-win"]').click();
    await tab.waitFor(() => document.querySelector('[data-dialog="won"]') !== null, null, { message: 'the win again' });
    expect((await celebration(tab)).came).toHaveLength(1);
    await page.locator('[data-dialog="won"] [data-action="next-deal"]').click();
    await tab.waitFor((code) => document.querySelector('[data-board]')?.getAttribute('data-code') !== code, WON, { message: 'Next deal at once', timeoutMs: 1000 });

    // The new-game choice marks the layout won, and the others played or not.
    await tab.clickAction('new-game');
    await tab.waitFor(() => document.querySelector('[data-layout-option="L02"][data-won]') !== null, null, { message: 'the marks' });
    expect(await tab.attribute('[data-layout-option="L02"]', 'data-won')).toBe('true');
    expect(await tab.attribute('[data-layout-option="L02"]', 'data-played')).toBe('true');
    expect(await tab.attribute('[data-layout-option="L05"]', 'data-played')).toBe('false');
    expect(await tab.attribute('[data-layout-option="L05"]', 'data-won')).toBe('false');
    await page.locator('[data-action="unwon-layout"]').click();
    const picked = await tab.evaluate(() => document.querySelector<HTMLInputElement>('[data-layout-option] input:checked')?.value, null);
    expect(picked).not.toBe('L02');
    expect(await tab.attribute(`[data-layout-option="${picked}"]`, 'data-won')).toBe('false');
    expect(tab.problems()).toEqual(NO_PROBLEMS);
    await tab.close();
  });

  it('never plays when the system asks for reduced motion', { timeout: 30_000 }, async () => {
    const opened = await openTab(`game=${WON}`, (page) => page.emulateMedia({ reducedMotion: 'reduce' }));
    const { tab } = opened;
    await watchCelebration(tab);
    await winByLine(tab);
    // Where it would have played: the dialog is up, and it stays without one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await tab.has('[data-celebration]')).toBe(false);
    expect((await celebration(tab)).came).toEqual([]);
    const { page } = opened;
    await page.locator('[data-dialog="won"] [data-action="next-deal"]').click();
    await tab.waitFor((code) => document.querySelector('[data-board]')?.getAttribute('data-code') !== code, WON, { message: 'Next deal at once', timeoutMs: 1000 });
    expect((await celebration(tab)).came).toEqual([]);
    expect(tab.problems()).toEqual(NO_PROBLEMS);
    await tab.close();
  });
});
