import { describe, expect, it } from 'vitest';
import type { ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { winByLine } from './scenarios/lines.ts';
import { readStats } from './scenarios/progress.ts';

const WIN = 'MJ1-L00-AAAAAAE';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };
const DAY = 24 * 3600 * 1000;

/** The game pauses itself when its page is hidden or closed: resume it to play on. */
async function resumeIfPaused(page: ExtensionPage): Promise<void> {
  if ((await page.status()) !== 'paused') return;
  await page.clickAction('resume');
  await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, {
    message: 'the game to resume',
  });
}

describe('finished games, one record at a time, in Chromium', () => {
  const browser = browserForFile('chromium');

  it('a damaged record then a win keeps every other record', async () => {
    const tab = await browser.openNewTab(`game=${WIN}`);
    await tab.waitForBoard();
    await resumeIfPaused(tab);
    await tab.clickAction('pause'); // so leaving the page writes nothing over what follows
    const device = (await tab.storageGet('local', 'device')) as string;
    const at = Date.now() - 3 * DAY;
    // Four finished games of this device, the third with a time no reader accepts; sync never got them.
    const recs = [
      [1, 'seedgame01', 'MJ1-L00-AAAAAAA', at, 200_000, 1, 1],
      [2, 'seedgame02', 'MJ1-L00-AAAAAAB', at + 1_000, 210_000, 0, 1],
      [3, 'seedgame03', 'MJ1-L00-AAAAAAC', 5, 220_000, 0, 1],
      [4, 'seedgame04', 'MJ1-L00-AAAAAAD', at + 3_000, 230_000, 2, 0],
    ];
    await tab.storageSet('local', `progress:${device}`, { v: 1, device, seq: 5, cut: 0, base: {}, streak: 0, run: 0, runs: {}, cutAt: 0, recs });

    await tab.reload();
    await tab.waitForBoard();
    await resumeIfPaused(tab);
    await winByLine(tab);
    // The record is written just after the win shows: wait for it a little.
    type Stored = { recs: [number, string][] } | undefined;
    let stored = (await tab.storageGet('local', `progress:${device}`)) as Stored;
    for (const until = Date.now() + 15_000; (stored?.recs.length ?? 0) < 4 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = (await tab.storageGet('local', `progress:${device}`)) as Stored;
    }
    if (!stored) throw new Error('no finished games stored');
    const ids = stored.recs.map((r) => r[1]);
    expect(ids).toEqual(expect.arrayContaining(['seedgame01', 'seedgame02', 'seedgame04']));
    expect(ids).toHaveLength(4);
    const kept = await tab.evaluate(async () => {
      const storage = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage;
      return Object.keys(await storage.local.get(null)).filter((key) => key.startsWith('quarantine:local:progress:'));
    }, null);
    expect(kept.length).toBeGreaterThanOrEqual(1); // the damaged record is kept aside with the value it came in

    await tab.reload();
    await tab.waitForBoard();
    const stats = await readStats(tab);
    expect(stats).toMatchObject({ played: 4, won: 3 });
    expect(tab.problems()).toEqual(NO_PROBLEMS);
    await tab.close();
  });
});
