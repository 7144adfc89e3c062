import { describe, expect, it } from 'vitest';
import type { ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { playHintedPair, slots, waitForTileCount } from './scenarios/play.ts';
import { winByLine } from './scenarios/lines.ts';
import { readLeaderboard, readStats } from './scenarios/progress.ts';

const CODE = 'MJ1-L00-AAAAAAB';
const WIN = 'MJ1-L00-AAAAAAC';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

const seconds = async (page: ExtensionPage) => Number(await page.attribute('[data-timer]', 'data-seconds'));
const hintCount = async (page: ExtensionPage) => Number(await page.attribute('[data-hints]', 'data-count'));

/** The game pauses itself when its page is hidden or closed: resume it to play on. */
async function resumeIfPaused(page: ExtensionPage): Promise<void> {
  if ((await page.status()) !== 'paused') return;
  await page.clickAction('resume');
  await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, {
    message: 'the game to resume',
  });
}

async function waitSeconds(page: ExtensionPage, atLeast: number): Promise<void> {
  await page.waitFor((n) => Number(document.querySelector('[data-timer]')?.getAttribute('data-seconds')) >= n, atLeast, {
    timeoutMs: 15_000,
    message: `the stopwatch to reach ${atLeast} s`,
  });
}

describe('progress that follows you, in Chromium', () => {
  const browser = browserForFile('chromium');

  it('a reload and a browser restart resume the game exactly, clock included', async () => {
    const tab = await browser.openNewTab(`game=${CODE}`);
    await tab.waitForBoard();
    await playHintedPair(tab);
    await playHintedPair(tab);
    await waitSeconds(tab, 2);
    const before = { tiles: slots(await tab.tiles()), seconds: await seconds(tab), hints: await hintCount(tab) };
    expect(before.tiles).toHaveLength(140);
    expect(before.hints).toBe(2);

    await tab.reload();
    await tab.waitForBoard();
    expect((await tab.board()).code).toBe(CODE);
    expect(slots(await tab.tiles())).toEqual(before.tiles);
    expect(await hintCount(tab)).toBe(2);
    const afterReload = await seconds(tab);
    expect(afterReload).toBeGreaterThanOrEqual(before.seconds);
    expect(afterReload).toBeLessThanOrEqual(before.seconds + 3);
    expect(tab.problems()).toEqual(NO_PROBLEMS);

    await browser.restart();
    const again = await browser.openNewTab();
    await again.waitForBoard();
    expect((await again.board()).code).toBe(CODE);
    expect(slots(await again.tiles())).toEqual(before.tiles);
    const afterRestart = await seconds(again);
    expect(afterRestart).toBeGreaterThanOrEqual(afterReload);
    expect(afterRestart).toBeLessThanOrEqual(afterReload + 3); // the clock did not run while the browser was closed
    await resumeIfPaused(again);
    await playHintedPair(again);
    expect(again.problems()).toEqual(NO_PROBLEMS);
    await again.close();
  });

  it('two tabs stay in step, with one clock', async () => {
    const one = await browser.openNewTab();
    const two = await browser.openNewTab();
    await one.waitForBoard();
    await two.waitForBoard();
    expect((await two.board()).code).toBe((await one.board()).code);
    const count = (await one.tiles()).length;

    await resumeIfPaused(two);
    await playHintedPair(two);
    await waitForTileCount(one, count - 2);
    expect(slots(await one.tiles())).toEqual(slots(await two.tiles()));

    await resumeIfPaused(one);
    await playHintedPair(one);
    await waitForTileCount(two, count - 4);
    expect(slots(await two.tiles())).toEqual(slots(await one.tiles()));
    expect(Math.abs((await seconds(one)) - (await seconds(two)))).toBeLessThanOrEqual(1);

    await one.clickAction('pause');
    await two.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'paused', null, {
      message: 'the other tab to show the pause',
    });
    expect(one.problems()).toEqual(NO_PROBLEMS);
    expect(two.problems()).toEqual(NO_PROBLEMS);
    await one.close();
    await two.close();
  });

  it('a win shows in the statistics and on the leaderboard', async () => {
    const tab = await browser.openNewTab(`game=${WIN}`);
    await tab.waitForBoard();
    // A hint, then the rest of the deal's plan (adopted as from another tab, the last pair clicked).
    await playHintedPair(tab);
    await winByLine(tab);
    const stats = await readStats(tab);
    expect(stats.won).toBe(1);
    expect(stats.played).toBe(2); // and the game left unfinished before it
    expect(stats.hints).toBe(1 + 2 + 2 + 1);
    const board = await readLeaderboard(tab);
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({ code: WIN, layout: 'L00' });
    expect(tab.problems()).toEqual(NO_PROBLEMS);
    await tab.close();
  });

  it('damaged and newer stored values do not stop the page, and are kept aside', async () => {
    const tab = await browser.openNewTab('game=MJ1-L00-AAAAAAD');
    await tab.waitForBoard();
    await resumeIfPaused(tab);
    await tab.clickAction('pause'); // so leaving the page writes nothing over what follows
    const device = (await tab.storageGet('local', 'device')) as string;
    const newer = { v: 99, game: { from: 'a newer release' } };
    await tab.storageSet('local', 'game', '<img src=x onerror="document.title=1">');
    await tab.storageSet('local', 'settings', { v: 1, settings: 'x'.repeat(300_000) });
    await tab.storageSet('sync', 'stats:evil0001', [1, 2, 3]);
    await tab.storageSet('sync', 'game', newer);
    // The open page meets the damage as it is written: said once, unobtrusively.
    await tab.waitFor(() => document.querySelectorAll('[data-notice="notices.keptAside"]').length === 1, null, {
      message: 'a notice that damaged data was kept aside',
    });

    await tab.reload(); // and a page that starts with it
    await tab.waitForBoard();
    expect((await tab.tiles()).length).toBe(144);
    const kept = await tab.evaluate(async () => {
      const storage = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage;
      return Object.keys(await storage.local.get(null)).filter((key) => key.startsWith('quarantine:'));
    }, null);
    expect(kept.map((key) => key.split(':').slice(1, 3).join(':')).sort()).toEqual(['local:game', 'local:settings', 'sync:stats']);
    expect(await tab.storageGet('sync', 'game')).toEqual(newer);
    // The page reloaded from may have left its own game, paused, for this one to show: play it first.
    await resumeIfPaused(tab);
    // A pause pushes the game to sync, never over a newer release's value. The write cannot come: the
    // page says it leaves that value untouched, and from then on its sync writer drops the key (block()).
    await tab.waitFor(() => document.querySelector('[data-notice="notices.newerData"]') !== null, null, { message: 'the newer data left untouched' });
    await tab.clickAction('pause');
    await tab.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'paused', null, { message: 'paused' });
    expect(await tab.storageGet('sync', 'game')).toEqual(newer);
    expect(await tab.storageGet('local', 'device')).toBe(device);
    expect(await tab.title()).not.toBe('1');
    expect(tab.problems()).toEqual(NO_PROBLEMS);
  });
});
