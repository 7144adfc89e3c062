import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { winByLine } from './scenarios/lines.ts';

const WON = 'MJ1-L02-AAAAABL';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** Clicks the element `selector` once it is there. */
async function click(page: ExtensionPage, selector: string): Promise<void> {
  await page.waitFor((s) => document.querySelector(s) !== null, selector, { message: selector });
  await page.evaluate((s) => (document.querySelector(s) as HTMLElement).click(), selector);
}

const shown = (page: ExtensionPage, selector: string) =>
  page.waitFor((s) => document.querySelector(s) !== null, selector, { message: selector });

/** The tab strip's place on screen, once the dialog's opening animation is over. */
const tabsAt = async (page: ExtensionPage) => {
  await page.waitFor(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { message: 'the dialog to settle' });
  return page.evaluate(() => {
    const r = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
    return [r.x, r.y, r.width];
  }, null);
};

describe('the won board and Your games, in Chromium', () => {
  const browser = browserForFile('chromium');
  let tab: ExtensionPage;

  beforeAll(async () => {
    tab = await browser.openNewTab(`game=${WON}`);
    await tab.waitForBoard();
  });

  it('Escape on the win dialog closes it without acting: the won board stays, with Look back, until the next deal is chosen', { timeout: 120_000 }, async () => {
    await winByLine(tab);
    await tab.press('Escape');
    await tab.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the win dialog to close' });
    await shown(tab, '[data-banner="won"]');
    expect(await tab.board()).toMatchObject({ code: WON, status: 'won' });

    // The win again, and Look back from it: the deal as it was dealt.
    await click(tab, '[data-banner="won"] [data-action="show-win"]');
    await click(tab, '[data-dialog="won"] [data-action="replay"]');
    await shown(tab, '[data-banner="replay"]');
    await tab.waitFor(() => document.querySelectorAll('[data-tile]').length === 144, null, { message: 'the deal shown again' });
    await tab.press('Escape'); // leaves Look back, back to the win
    await shown(tab, '[data-dialog="won"]');
    await click(tab, '[data-dialog="won"] [data-dialog-close]'); // the ✕ does what Escape does
    await tab.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the win dialog to close' });
    expect(await tab.board()).toMatchObject({ code: WON, status: 'won' });

    await click(tab, '[data-banner="won"] [data-action="next-deal"]');
    await tab.waitFor((code) => document.querySelector('[data-board]')?.getAttribute('data-code') !== code, WON, { message: 'the next deal' });
    expect(await tab.board()).toMatchObject({ layout: 'L02', status: 'playing' });
    expect(await tab.has('[data-banner="won"]')).toBe(false);
    expect(tab.problems()).toEqual(NO_PROBLEMS);
  });

  it('Your games keeps its tabs where they are, whichever tab is shown, wide and narrow', { timeout: 60_000 }, async () => {
    for (const [width, height] of [[1366, 800], [360, 740]]) {
      await tab.resize(width, height);
      await tab.clickAction('stats');
      await shown(tab, '[data-stats]');
      const first = await tabsAt(tab);
      for (const name of ['Leaderboard', 'Deal of the day', 'Statistics']) {
        await tab.evaluate((n) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.trim() === n)!.click(), name);
        await tab.waitFor((n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === n, name, { message: name });
        expect(await tabsAt(tab), `${name} at ${width} px`).toEqual(first);
      }
      await tab.press('Escape');
      await tab.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the dialog to close' });
    }
    expect(tab.problems()).toEqual(NO_PROBLEMS);
  });
});
