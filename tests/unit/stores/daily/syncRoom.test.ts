/**
 * This device's days of the deal of the day in storage.sync, under sync's quotas (the replica
 * enforces them as the browsers do): a year of the largest values a reader accepts, or fifteen
 * years from a file, never stop the game and statistics from syncing.
 */
import { describe, expect, it } from 'vitest';
import { setActivePinia } from 'pinia';
import { addDays } from '@/core/dailyDates';
import type { DailyDay } from '@/core/dailyResults';
import { useDailyStore } from '@/stores/daily';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { dailyKey, judgeDailyItem, makeDailyItem, secondHalfKey } from '@/stores/storage/dailyCodec';
import { MAX_ELAPSED_MS } from '@/stores/storage/schema';
import { SYNC_ITEM_QUOTA, syncBytes, TOTAL_BUDGET } from '@/stores/storage/syncRoom';
import { machine, playToWin } from '../machine';
import { QUOTA } from '../syncNetwork';

const yearOf = (year: string, day: (date: string, i: number) => DailyDay): DailyDay[] => {
  const days: DailyDay[] = [];
  for (let date = `${year}-01-01`, i = 0; date.startsWith(year); date = addDays(date, 1)!, i++) days.push(day(date, i));
  return days;
};
/** Every day won with the largest time and hints a reader accepts, bettered later: the longest entries there are. */
const widest = (year: string) => yearOf(year, (date) => ({ date, onDay: { ms: MAX_ELAPSED_MS, hints: 100_000 }, best: { ms: MAX_ELAPSED_MS - 1, hints: 99_999 } }));
/** An ordinary year of play, 6-7 kB in one item. */
const ordinary = (year: string) => yearOf(year, (date, i) => ({ date, onDay: { ms: 3_600_000 + i * 997, hints: i % 7 }, best: { ms: 3_000_000 + i * 991, hints: 0 } }));

async function setUp() {
  const clock = virtualClock(Date.UTC(2026, 11, 1, 12));
  const m = machine(clock);
  const page = await m.open();
  setActivePinia(page.pinia);
  const daily = useDailyStore();
  await daily.init();
  const me = (await m.local.get(['device'])).device as string;
  return { clock, m, page, daily, me };
}

const syncTotal = (items: Record<string, unknown>) => Object.entries(items).reduce((n, [k, v]) => n + syncBytes(k, v), 0);

describe('daily results in storage.sync', () => {
  it('sends a year of the longest entries as two items within the item limit, and the game and statistics still sync', async () => {
    const { clock, m, page, daily, me } = await setUp();
    const whole = makeDailyItem(me, '2025', widest('2025'));
    expect(syncBytes(dailyKey(me, '2025'), whole)).toBeGreaterThan(SYNC_ITEM_QUOTA); // one item could not hold it
    expect(await daily.importDays(widest('2025'))).toBe(365);
    await clock.advance(60_000);
    const items = await m.sync.get(null);
    const halves = [dailyKey(me, '2025'), secondHalfKey(me, '2025')];
    for (const key of halves) expect(syncBytes(key, items[key])).toBeLessThanOrEqual(SYNC_ITEM_QUOTA);
    const read = halves.map((key) => judgeDailyItem(key, items[key]));
    expect(read.map((r) => (r.kind === 'ok' ? r.value.days.size : -1))).toEqual([181, 184]);
    // A game won now reaches sync: its statistics and the game itself.
    playToWin(page);
    await clock.advance(60_000);
    await page.progress.init();
    const after = await m.sync.get(null);
    expect(after[`stats:${me}`]).toBeDefined();
    expect((after.game as { game: { won: boolean } }).game.won).toBe(true);
    expect(page.services.sync.failing).toBe(false);
  });

  it('keeps fifteen imported years on this computer and sends only the newest that sync has room for', async () => {
    const { clock, m, page, daily, me } = await setUp();
    const days = Array.from({ length: 15 }, (_, i) => ordinary(String(2011 + i))).flat();
    expect(syncBytes(dailyKey(me, '2025'), makeDailyItem(me, '2025', ordinary('2025')))).toBeGreaterThan(6_000);
    expect(await daily.importDays(days)).toBe(days.length);
    await clock.advance(10 * 60_000);
    const items = await m.sync.get(null);
    expect(syncTotal(items)).toBeLessThanOrEqual(TOTAL_BUDGET);
    expect(Object.keys(items).filter((k) => k.startsWith('daily:'))).toContain(dailyKey(me, '2025'));
    // Every year is kept locally.
    const local = await m.local.get(null);
    expect(Object.keys(local).filter((k) => k.startsWith(`daily:${me}:`))).toHaveLength(15);
    playToWin(page);
    await clock.advance(60_000);
    const after = await m.sync.get(null);
    expect(after[`stats:${me}`]).toBeDefined();
    expect(syncTotal(after)).toBeLessThanOrEqual(QUOTA.total);
    expect(page.services.sync.failing).toBe(false);
  });
});
