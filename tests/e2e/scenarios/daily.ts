import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile, spareBrowsers } from '../harness/perFile.ts';
import { winByLine } from './lines.ts';
import { settle } from './settle.ts';

const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

/** The page's local date, `days` from today (what "today" means to the player). */
const localDate = (page: ExtensionPage, days = 0) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

const click = (page: ExtensionPage, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector<HTMLElement>(s);
    if (!element) throw new Error(`nothing matches ${s}`);
    element.click();
  }, selector);

const dailyOnBoard = (page: ExtensionPage, date: string) =>
  page.waitFor((d) => document.querySelector('[data-board][data-ready]')?.getAttribute('data-daily') === d, date, {
    message: `the deal of ${date} on the board`,
    timeoutMs: 60_000,
  });

const facesBySlot = async (page: ExtensionPage) => (await page.tiles()).map((t) => `${t.slot}:${t.face}`).sort().join(' ');

/** Today's deal: offered quietly, won by playing it, on the calendar and the streak; the same board in a fresh profile. */
export function dailySuite(name: BrowserName): void {
  describe(`the deal of the day in ${name}`, () => {
    const browser = browserForFile(name);
    const spare = spareBrowsers(name);

    it('wins today\'s deal, shows it on the calendar and the streak; a fresh profile deals the same board; a future day is refused', { timeout: 420_000 }, async () => {
      const tab = await browser.openNewTab();
      await tab.waitForBoard();
      const today = await localDate(tab);
      // The first new tab of the day offers today's deal quietly: no dialog, the board in play.
      await tab.waitFor(() => document.querySelector('[data-daily-offer]') !== null, null, { message: "the quiet offer of today's deal" });
      expect(await tab.has('[data-dialog]')).toBe(false);
      await click(tab, '[data-daily-offer] [data-action="daily"]');
      await dailyOnBoard(tab, today);
      const { code } = await tab.board();
      const faces = await facesBySlot(tab);

      await winByLine(tab);
      await tab.waitFor(() => document.querySelector('[data-won-time]') !== null, null, { message: 'the time of the win' });
      const wonSeconds = await tab.attribute('[data-won-time]', 'data-seconds');
      // The win dialog tells of the daily: the streak this win makes, and the result to share.
      await tab.waitFor(() => document.querySelector('[data-dialog="won"] [data-won-daily] [data-stat="streak"]')?.getAttribute('data-value') === '1', null, {
        message: 'the streak in the win dialog',
      });
      expect(await tab.has('[data-dialog="won"] [data-action="share-daily"]')).toBe(true);
      await tab.press('Escape');
      await tab.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the win dialog to close' });

      await tab.clickAction('stats');
      await tab.waitFor(() => document.querySelector('[data-stats]') !== null, null, { message: 'the statistics' });
      await click(tab, '[data-tab="daily"]');
      const day = `[data-calendar] [data-day="${today}"]`;
      await tab.waitFor((s) => document.querySelector(s)?.getAttribute('data-won') === 'true', day, { message: 'today won on the calendar' });
      expect(await tab.attribute(day, 'data-seconds')).toBe(wonSeconds); // the time the win dialog gave
      expect(await tab.attribute(day, 'data-state')).toBe('won-on-day');
      await tab.waitFor(() => document.querySelector('[data-daily] [data-stat="streak"]')?.getAttribute('data-value') === '1', null, {
        message: 'a streak of one day',
      });
      // What is shared is what a friend can use: the date and the deal's code, no address of this extension.
      // And a race against this win: the challenge code of the day's deal, once the win's line is kept
      // (a moment after the win: stores/race/lines.ts; the share text follows it, components/daily/dailyShare.ts).
      const challenge = `MJC1-${code.slice(4)}-`;
      await tab.waitFor((c) => document.querySelector('[data-share-text]')?.textContent?.includes(c) === true, challenge, {
        message: 'the challenge in the result to share',
      });
      const shared = await tab.text('[data-share-text]');
      expect(shared).toContain(today);
      expect(shared).toContain(code);
      expect(shared).toContain(challenge);
      expect(shared).not.toMatch(/:\/\//);

      // The popup marks today's deal done; a later new tab no longer offers it.
      const popup = await browser.openPopup();
      await popup.waitFor(() => document.querySelector('[data-daily-entry][data-done="true"]') !== null, null, { message: "today's deal marked done" });
      const later = await browser.openNewTab();
      await settle(later);
      // The offer cannot come once this page knows today is played: it is made only after the page has read
      // its days, for a day not among them (stores/daily/index.ts offerDue; DailyBar), and days are never taken away.
      // The page's own calendar showing today won is that proof.
      await later.clickAction('stats');
      await later.waitFor(() => document.querySelector('[data-stats]') !== null, null, { message: 'the statistics' });
      await click(later, '[data-tab="daily"]');
      await later.waitFor((s) => document.querySelector(s)?.getAttribute('data-won') === 'true', day, { message: 'today won, on this page' });
      await later.press('Escape');
      await later.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the statistics to close' });
      expect(await later.has('[data-daily-offer]')).toBe(false);

      // A future day is refused with a clear message, and the game shown stays.
      const before = (await later.board()).code;
      await later.evaluate((d) => (location.hash = `daily=${d}`), await localDate(later, 2));
      await later.waitFor(() => document.querySelector('[data-notice="notices.dailyFuture"]') !== null, null, { message: 'the refusal' });
      expect((await later.board()).code).toBe(before);
      expect(await later.has('[data-board][data-daily]')).toBe(false);

      // Another profile (another machine) deals the same board for the same date.
      const fresh = await spare.launch();
      const elsewhere = await fresh.openNewTab(`daily=${today}`);
      await dailyOnBoard(elsewhere, today);
      expect((await elsewhere.board()).code).toBe(code);
      expect(await facesBySlot(elsewhere)).toBe(faces);

      for (const page of [tab, popup, later, elsewhere]) expect(page.problems()).toEqual(NO_PROBLEMS);
    });
  });
}
