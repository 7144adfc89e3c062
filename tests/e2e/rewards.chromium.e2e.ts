/**
 * Rewards in Chromium: finished games already stored count on the first load (the achievements
 * tab computes them from the records), and a win says what it earned in the win dialog.
 */
import { describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings, type ExtensionPage } from './harness/index.ts';
import { browserForFile } from './harness/perFile.ts';
import { winByLine } from './scenarios/lines.ts';

const WIN = 'MJ1-L00-AAAAAAE';
const DAY = 24 * 3600 * 1000;
// Ten easy layouts, each won once with a hint (so no reward for a win without help yet).
const EASY = ['L01', 'L02', 'L04', 'L05', 'L06', 'L07', 'L09', 'L10', 'L11', 'L12'];
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

async function resumeIfPaused(page: ExtensionPage): Promise<void> {
  if ((await page.status()) !== 'paused') return;
  await page.clickAction('resume');
  await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, { message: 'the game to resume' });
}

const achievement = (id: string) => `[data-achievements] [data-achievement="${id}"]`;

describe('rewards, in Chromium', () => {
  const browser = browserForFile('chromium');

  it('past wins earn their rewards on first load; a win names what it earned', async () => {
    const tab = await browser.openNewTab(`game=${WIN}`);
    await tab.waitForBoard();
    await resumeIfPaused(tab);
    await tab.clickAction('pause'); // so leaving the page writes nothing over the seeded games
    const device = (await tab.storageGet('local', 'device')) as string;
    const at = Date.now() - 3 * DAY;
    const recs = EASY.map((layout, i) => [i + 1, `seedwin${String(i).padStart(2, '0')}`, `MJ1-${layout}-AAAAAAA`, at + i * 60_000, 400_000, 1, 1]);
    await tab.storageSet('local', `progress:${device}`, { v: 1, device, seq: recs.length + 1, cut: 0, base: {}, streak: 0, run: 0, runs: {}, cutAt: 0, recs });
    await tab.reload();
    await tab.waitForBoard();
    await resumeIfPaused(tab);

    await tab.clickAction('stats');
    await tab.waitFor(() => document.querySelector('[data-tab="achievements"]') !== null, null, { message: 'the progress dialog' });
    await tab.evaluate(() => document.querySelector<HTMLElement>('[data-tab="achievements"]')?.click(), null);
    await tab.waitFor((s) => document.querySelector(s) !== null, achievement('wins-10'), { message: 'the achievements' });
    expect(await tab.attribute(achievement('first-win'), 'data-earned')).toBe('true');
    expect(await tab.attribute(achievement('wins-10'), 'data-earned')).toBe('true');
    expect(await tab.attribute(achievement('wins-10'), 'data-progress')).toBe('10/10');
    expect(await tab.attribute(achievement('layouts-all'), 'data-earned')).toBe('false');
    expect(await tab.attribute(achievement('layouts-all'), 'data-progress')).toBe('10/24');
    expect(await tab.attribute(achievement('clean-1'), 'data-earned')).toBe('false');
    expect(await tab.attribute(achievement('grade-medium'), 'data-earned')).toBe('false');
    const findings = await tab.axe();
    expect(formatFindings(blockingFindings(findings)), 'achievements tab, axe').toEqual([]);
    await tab.press('Escape');
    await tab.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the dialog to close' });

    // A Turtle is a medium layout: the first win on one earns that grade.
    await winByLine(tab);
    await tab.waitFor(() => document.querySelector('[data-dialog="won"] [data-earned-achievement="grade-medium"]') !== null, null, {
      message: 'the reward in the win dialog',
    });
    expect(await tab.has('[data-dialog="won"] [data-earned-achievement="first-win"]')).toBe(false); // earned before
    expect(tab.problems()).toEqual(NO_PROBLEMS);
  }, 40_000);
});
