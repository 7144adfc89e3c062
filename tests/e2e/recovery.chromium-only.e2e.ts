/**
 * A browser killed at the moment the board shows a win: the page opened after
 * the restart counts that win, though the record never reached storage.
 *
 * The page's writes after the won game are held back (as a kill would cut them
 * off, however fast the page is), then the browser process is killed outright
 * (SIGKILL, no shutdown) and started again on the same profile.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newGameFromCode } from '../../core/newGame.ts';
import { chromiumPageDriver, extensionBuild, findChromium, launchExtensionContext, unpackedExtensionId } from './harness/index.ts';
import { ContractPage } from './harness/contractPage.ts';
import { playLine, winningLine } from './scenarios/lines.ts';

const CODE = 'MJ1-L00-AAAAABL';

const dealt = newGameFromCode(CODE);
if (!dealt.ok) throw new Error(`cannot deal ${CODE}`);
const plan = dealt.value.plan.map(([a, b]): [number, number] => [a, b]);

const executable = findChromium();
const extensionDir = extensionBuild('chrome-mv3');
const origin = `chrome-extension://${unpackedExtensionId(extensionDir)}`;
const profileDir = mkdtempSync(join(tmpdir(), 'mahjong-e2e-recovery-'));

/** The page objects over a Playwright page of the extension. */
const contractPage = (page: Page): ContractPage => new ContractPage(chromiumPageDriver(page, origin));

async function openNewTab(context: BrowserContext, hash = ''): Promise<ContractPage> {
  const page = await context.newPage();
  await page.goto(`${origin}/newtab.html${hash}`);
  const tab = contractPage(page);
  await tab.waitForBoard();
  return tab;
}

/** The browser's main process for this profile (its renderers and helpers carry a --type). */
function browserPid(): number {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const main = lines.find((line) => line.includes(`--user-data-dir=${profileDir}`) && !line.includes('--type='));
  if (!main) throw new Error('the browser process of this profile was not found');
  return Number(main.trim().split(/\s+/)[0]);
}

/** From the won game's write on, no write reaches storage: what a kill at that moment leaves. */
function holdWritesAfterTheWin(): void {
  type Area = { set: (items: Record<string, unknown>, ...rest: unknown[]) => unknown };
  const api = (globalThis as unknown as { chrome: { storage: { local: Area; sync: Area } } }).chrome;
  let won = false;
  for (const area of [api.storage.local, api.storage.sync]) {
    const set = area.set.bind(area);
    area.set = (items, ...rest) => {
      if (won) return new Promise(() => {}); // never lands, never answers
      const game = (items.game as { game?: { won?: boolean } } | undefined)?.game;
      if (area === api.storage.local && game?.won === true) won = true;
      return set(items, ...rest);
    };
  }
}

async function storedKeys(): Promise<string[]> {
  const api = (globalThis as unknown as { chrome: { storage: { local: { get(keys: null): Promise<Record<string, unknown>> } } } }).chrome;
  return Object.keys(await api.storage.local.get(null));
}

describe('a browser killed right after a win', () => {
  afterAll(() => rmSync(profileDir, { recursive: true, force: true }));

  it('counts the win on the page opened after the restart', async () => {
    const first = await launchExtensionContext(executable, extensionDir, profileDir);
    const tab = await openNewTab(first, `#game=${CODE}`);
    expect((await tab.board()).code).toBe(CODE);
    // To one pair from the win: the plan's pairs but its last two arrive as another tab's copy, the one
    // before the last is clicked (playLine), and the last, clicked below, wins.
    await playLine(tab, winningLine(CODE).slice(0, 71));
    await tab.waitFor((n) => document.querySelectorAll('[data-board] [data-tile]').length === n, 2, { message: 'one pair left' });
    await tab.evaluate(holdWritesAfterTheWin, null);
    await tab.clickTile(plan[71][0]);
    await tab.clickTile(plan[71][1]);
    await tab.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'won', null, { message: 'the win' });
    // The won game is stored; its record is not (the page would write it next).
    expect(await tab.evaluate(storedKeys, null)).toEqual(expect.arrayContaining(['game']));
    expect((await tab.evaluate(storedKeys, null)).filter((key) => key.startsWith('progress:'))).toEqual([]);
    process.kill(browserPid(), 'SIGKILL');
    await first.close().catch(() => undefined);

    const second = await launchExtensionContext(executable, extensionDir, profileDir);
    try {
      const again = await openNewTab(second);
      // The stored won game is found, moved on from, and counted.
      await again.waitFor(() => document.querySelector('[data-last-result]') !== null, null, { message: 'the last result' });
      await again.clickAction('stats');
      await again.waitFor(() => document.querySelector('[data-stats] [data-stat="won"]')?.getAttribute('data-value') === '1', null, {
        message: 'one win in the statistics',
      });
      expect(await again.attribute('[data-stats] [data-stat="played"]', 'data-value')).toBe('1');
    } finally {
      await second.close();
    }
  });
});
