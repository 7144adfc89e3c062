/**
 * What the browser's own storage and clock can do to the game, in the built extension in Chromium:
 * a clock set back never freezes the board; one item storage.sync refuses never stops the others
 * syncing; a layout no deal can be made of, arriving by sync, leaves the page working; a notice
 * about a huge link fits the window and closes with Escape.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ChromiumProfile } from './harness/chromiumProfile.ts';
import type { ContractPage } from './harness/contractPage.ts';
import { playablePair, playHintedPair, waitForTileCount } from './scenarios/play.ts';
import { importProgress } from './scenarios/progress.ts';
import { makeCode } from '../../core/code.ts';
import { customLayoutId } from '../../core/customLayout.ts';
import { addDays } from '../../core/dailyDates.ts';
import { encodeShape, readLayoutFile, shapeId } from '../../core/layoutFiles/index.ts';
import type { DailyDay } from '../../core/dailyResults.ts';
import { makeDailyItem } from '../../stores/storage/dailyCodec.ts';
import { MAX_ELAPSED_MS, SCHEMA_VERSION } from '../../stores/storage/schema.ts';

const CODE = 'MJ1-L00-AAAAAD5';

function yearOf(year: string, day: (date: string, i: number) => DailyDay): string {
  const days: DailyDay[] = [];
  for (let date = `${year}-01-01`, i = 0; date.startsWith(year); date = addDays(date, 1)!, i++) days.push(day(date, i));
  return makeDailyItem('export', year, days).d;
}

/** An export file with no games and fifteen years of daily results: 2025 with the longest entries a reader accepts (over 10 kB), 2011-2024 ordinary (6-7 kB each). */
function dailyFile(): string {
  const daily: Record<string, string> = {};
  for (let y = 2011; y <= 2024; y++) daily[y] = yearOf(String(y), (date, i) => ({ date, onDay: { ms: 3_600_000 + i * 997, hints: i % 7 }, best: { ms: 3_000_000 + i * 991, hints: 0 } }));
  daily[2025] = yearOf('2025', (date) => ({ date, onDay: { ms: MAX_ELAPSED_MS, hints: 100_000 }, best: { ms: MAX_ELAPSED_MS - 1, hints: 99_999 } }));
  return JSON.stringify({ format: 'mahjong-tab-progress', v: 1, exportedAt: Date.UTC(2026, 0, 1), devices: [], daily });
}

/** A layout no order of removals clears (eight tiles, six of them one tower), as another machine's sync item. */
const lone = readLayoutFile('lone-tower.layout', readFileSync(new URL('../fixtures/deals/lone-tower.layout', import.meta.url), 'utf8')).layouts[0].slots;
const LONE_ID = customLayoutId(shapeId(lone));

type SyncState = { bytes: number; moves: number; localMoves: number; keys: string[] };
const syncState = (raw: Page): Promise<SyncState> =>
  raw.evaluate(async () => {
    type Area = { get(keys: string | null): Promise<Record<string, unknown>>; getBytesInUse(keys: null): Promise<number> };
    const storage = (globalThis as unknown as { chrome: { storage: { local: Area; sync: Area } } }).chrome.storage;
    const sync = storage.sync;
    const items = await sync.get(null);
    const movesOf = (item: unknown) => (item as { game?: { moves?: unknown[] } } | undefined)?.game?.moves?.length ?? -1;
    const local = await storage.local.get('game');
    return { bytes: await sync.getBytesInUse(null), moves: movesOf(items.game), localMoves: movesOf(local.game), keys: Object.keys(items) };
  });

describe('the browser’s storage and clock against the game, in Chromium', () => {
  const chromium = new ChromiumProfile('mahjong-e2e-trust-');
  const { open } = chromium;

  async function removePair(page: ContractPage): Promise<void> {
    const tiles = await page.tiles();
    const [a, b] = playablePair(tiles);
    await page.clickTile(a.slot);
    await page.clickTile(b.slot);
    await waitForTileCount(page, tiles.length - 2);
  }

  beforeAll(() => chromium.launch());
  afterAll(() => chromium.dispose());

  it('takes every tap after the system clock is set back 60 s, and an hour, mid-game', async () => {
    const { raw, page } = await open(`game=${CODE}`, (p) => p.clock.install());
    expect(await page.board()).toMatchObject({ code: CODE, status: 'playing' });
    await removePair(page);
    await raw.clock.setSystemTime(Date.now() - 60_000);
    await removePair(page);
    await removePair(page);
    await raw.clock.setSystemTime(Date.now() - 3_600_000);
    await removePair(page);
    expect(await page.board()).toMatchObject({ code: CODE, status: 'playing' });
    await raw.close();
  }, 60_000);

  it('still syncs the game after a file brings a year too large for one sync item and fifteen years in all', async () => {
    const { raw, page } = await open('game=MJ1-L00-AAAAAD6');
    expect(await importProgress(page, dailyFile())).toBe('done');
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the settings to close' });
    await removePair(page);
    await page.clickAction('pause'); // sync is written at once when the game is paused
    let state = await syncState(raw);
    for (const deadline = Date.now() + 20_000; (state.moves !== state.localMoves || state.moves < 1) && Date.now() < deadline; state = await syncState(raw)) {
      await raw.waitForTimeout(250);
    }
    expect(state.localMoves).toBeGreaterThan(0);
    expect(state.moves).toBe(state.localMoves);
    expect(state.bytes).toBeLessThanOrEqual(102_400);
    expect(state.keys.filter((k) => k.startsWith('daily:')).length).toBeGreaterThan(0);
    expect(await page.has('[data-notice="notices.syncRetry"]')).toBe(false);
    await raw.close();
  }, 60_000);

  it('keeps the notice about a 200,000-character link inside the window, quoting a short excerpt, and closes it with Escape', async () => {
    const { raw, page } = await open(`daily=${'9'.repeat(200_000)}`);
    const notice = '[data-notice="notices.dailyBadDate"]';
    await page.waitFor((selector) => document.querySelector(selector) !== null, notice, { message: 'the refusal notice' });
    const box = await raw.evaluate((selector) => {
      const el = document.querySelector(selector)!;
      const rect = (e: Element) => e.getBoundingClientRect().toJSON() as DOMRect;
      return { notice: rect(el), button: rect(el.querySelector('button')!), text: el.textContent ?? '', width: innerWidth, height: innerHeight };
    }, notice);
    expect(box.text.length).toBeLessThan(400);
    for (const r of [box.notice, box.button]) {
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.right).toBeLessThanOrEqual(box.width);
      expect(r.bottom).toBeLessThanOrEqual(box.height);
      expect(r.top).toBeGreaterThanOrEqual(0);
    }
    // Escape closes the newest notice: once for each shown (a game offered back may have come after it).
    // A key pressed while the page is still busy with the link may not reach it: pressed again then.
    for (let left = await raw.evaluate(() => document.querySelectorAll('[data-notice]').length), tries = 0; left > 0 && tries < 10; tries++) {
      await page.press('Escape');
      const closed = await raw
        .waitForFunction((n) => document.querySelectorAll('[data-notice]').length < n, left, { timeout: 2_000 })
        .then(() => true, () => false);
      if (closed) left -= 1;
    }
    expect(await page.has(notice)).toBe(false);
    await raw.close();
  }, 60_000);

  it('judges a layout no deal can be made of, come by sync: shown so in the choice, its link refused with a notice, and Hint still answers', async () => {
    const code = 'MJ1-L00-AAAAAD7';
    const { raw, page } = await open(`game=${code}`);
    await page.storageSet('sync', `layout:${LONE_ID}`, { v: SCHEMA_VERSION, s: encodeShape(lone), n: 'Lone Tower', t: Date.now() });
    await page.clickAction('new-game');
    await page.waitFor((id) => document.querySelector(`[data-layout-option="${id}"][data-unplayable]`) !== null, LONE_ID, {
      message: 'the synced layout judged unplayable',
      timeoutMs: 20_000,
    });
    await raw.click(`[data-layout-option="${LONE_ID}"]`);
    expect(await raw.isDisabled('[data-action="start-game"]')).toBe(true);
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the choice to close' });
    // Its code, linked: the worker finds no deal, the page says so and keeps the game shown.
    await raw.evaluate((link) => void (location.hash = `game=${link}`), makeCode(LONE_ID, 5));
    await page.waitFor(() => document.querySelector('[data-notice="notices.dealFailed"]') !== null, null, { message: 'the refused deal said' });
    expect(await page.board()).toMatchObject({ code, status: 'playing' });
    await playHintedPair(page);
    await raw.close();
  }, 60_000);
});
