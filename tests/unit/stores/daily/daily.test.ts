import { describe, expect, it } from 'vitest';
import { setActivePinia } from 'pinia';
import { addDays, todayOn } from '@/core/dailyDates';
import { dayState } from '@/core/dailyResults';
import { useDailyStore } from '@/stores/daily';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { dailyKey, makeDailyItem } from '@/stores/storage/dailyCodec';
import { storedBytes } from '@/stores/storage/recordsCodec';
import { dailyOfExport, withDaily } from '@/stores/daily/transfer';
import { machine, twoMachines, type Machine, type Page } from '../machine';

const DAY = 86_400_000;
const HOUR = 3_600_000;

function world(start = Date.UTC(2026, 11, 1, 12), skewOfB = 0) {
  return twoMachines(virtualClock(start), skewOfB);
}

async function dailyOn(page: Page) {
  setActivePinia(page.pinia);
  const daily = useDailyStore();
  await daily.init();
  return daily;
}

describe('daily results across machines', () => {
  it('a day won on two machines keeps the better time; streaks come from the merged days', async () => {
    const { clock, server, a, b, sync } = world();
    const today = todayOn(clock.now());
    const onA = await dailyOn(await a.open());
    const onB = await dailyOn(await b.open());
    const yesterday = addDays(today, -1)!;
    // Yesterday on A, in time; today on both machines.
    clock.set(clock.now() - DAY);
    await onA.recordWin(yesterday, { ms: 500_000, hints: 0 });
    clock.set(clock.now() + DAY);
    await onA.recordWin(today, { ms: 400_000, hints: 1 });
    await onB.recordWin(today, { ms: 300_000, hints: 2 });
    await sync(a, b);
    await sync(a, b);
    for (const daily of [onA, onB]) {
      expect(daily.days.get(today)?.onDay).toEqual({ ms: 300_000, hints: 2 });
      expect(daily.streaks()).toEqual({ current: 2, longest: 2 });
      expect(dayState(daily.days.get(yesterday))).toBe('won-on-day');
    }
    // A fresh profile on a third machine reads the same.
    const c = machine(clock);
    await server.download(c.sync);
    const onC = await dailyOn(await c.open());
    expect(onC.stats()).toMatchObject({ played: 2, wonOnDay: 2, currentStreak: 2, longestStreak: 2, bestMs: 300_000 });
  });

  it('machines whose clocks disagree: a win is on the day when it is on the date its own machine shows', async () => {
    // Half past midnight on A (local time); B's clock is an hour behind, still on the day before.
    const { a, b, sync } = world(new Date(2026, 11, 1, 0, 30).getTime(), -HOUR);
    const onA = await dailyOn(await a.open());
    const onB = await dailyOn(await b.open());
    const dayOfA = onA.today();
    const dayOfB = onB.today();
    expect(dayOfB).toBe(addDays(dayOfA, -1));
    await onA.recordWin(dayOfA, { ms: 200_000, hints: 0 });
    await onB.recordWin(dayOfB, { ms: 250_000, hints: 1 }); // on B's day
    await onB.recordWin(dayOfA, { ms: 150_000, hints: 0 }); // A's day, a day ahead of B's clock: not on B's day
    await sync(a, b);
    await sync(a, b);
    for (const daily of [onA, onB]) {
      expect(daily.days.get(dayOfB)).toEqual({ date: dayOfB, onDay: { ms: 250_000, hints: 1 }, best: { ms: 250_000, hints: 1 } });
      expect(daily.days.get(dayOfA)).toEqual({ date: dayOfA, onDay: { ms: 200_000, hints: 0 }, best: { ms: 150_000, hints: 0 } });
      expect(daily.streaks()).toEqual({ current: 2, longest: 2 });
    }
  });

  it('a machine whose clock says 2019 wins a 2026 day later, never on the day; the on-day win of another machine stays', async () => {
    const { a, b, sync } = world(undefined, Date.UTC(2019, 5, 1) - Date.UTC(2026, 11, 1, 12));
    const onA = await dailyOn(await a.open());
    const onB = await dailyOn(await b.open());
    const today = onA.today();
    expect(onB.today().startsWith('2019-')).toBe(true);
    await onB.recordWin(today, { ms: 150_000, hints: 0 });
    expect(dayState(onB.days.get(today))).toBe('won-later');
    await onA.recordWin(today, { ms: 200_000, hints: 0 });
    await sync(a, b);
    await sync(a, b);
    for (const daily of [onA, onB]) {
      expect(daily.days.get(today)).toEqual({ date: today, onDay: { ms: 200_000, hints: 0 }, best: { ms: 150_000, hints: 0 } });
    }
    expect(onA.streaks()).toEqual({ current: 1, longest: 1 });
  });

  it('each machine writes only its own item; a late, older copy takes nothing away', async () => {
    const { clock, a, b, sync } = world();
    const today = todayOn(clock.now());
    const onA = await dailyOn(await a.open());
    await onA.markStarted(today);
    await sync(a, b);
    const onB = await dailyOn(await b.open());
    expect(dayState(onB.days.get(today))).toBe('started');
    await onA.recordWin(today, { ms: 200_000, hints: 0 });
    await onB.recordWin(today, { ms: 250_000, hints: 1 }); // B plays the day too: it has an item of its own to write
    await sync(a, b);
    await sync(a, b);
    for (const daily of [onA, onB]) expect(daily.days.get(today)?.onDay).toEqual({ ms: 200_000, hints: 0 });
    // Every key either machine ever wrote, locally or to sync: each daily key its own device's.
    const year = today.slice(0, 4);
    const deviceA = a.local.data.get('device') as string;
    const keyA = dailyKey(deviceA, year);
    const keyB = dailyKey(b.local.data.get('device') as string, year);
    expect(keyA).not.toBe(keyB);
    const dailyKeys = (m: Machine) => new Set([...m.local.written, ...m.sync.written].filter((k) => k.startsWith('daily:')));
    expect(dailyKeys(a)).toEqual(new Set([keyA]));
    expect(dailyKeys(b)).toEqual(new Set([keyB]));
    // An old copy of A's item is delivered again (sync reordered): the win stays, and B writes nothing of A's.
    await b.sync.seed({ [keyA]: makeDailyItem(deviceA, year, [{ date: today, onDay: null, best: null }]) });
    await clock.advance(60_000);
    expect(dailyKeys(b)).toEqual(new Set([keyB]));
    expect(dayState(onB.days.get(today))).toBe('won-on-day');
    expect(onB.days.get(today)?.onDay).toEqual({ ms: 200_000, hints: 0 });
  });

  it('a past day won today is won later; a replay improves only the best', async () => {
    const { clock, a } = world();
    const today = todayOn(clock.now());
    const daily = await dailyOn(await a.open());
    const past = addDays(today, -3)!;
    await daily.recordWin(past, { ms: 100_000, hints: 0 });
    expect(dayState(daily.days.get(past))).toBe('won-later');
    await daily.recordWin(today, { ms: 300_000, hints: 0 });
    await daily.recordWin(today, { ms: 200_000, hints: 0 });
    expect(daily.days.get(today)).toEqual({ date: today, onDay: { ms: 300_000, hints: 0 }, best: { ms: 200_000, hints: 0 } });
  });

  it('a clock set back neither loses days nor breaks the streak; a win then counts for the date it says', async () => {
    const { clock, a } = world();
    const daily = await dailyOn(await a.open());
    const start = todayOn(clock.now());
    for (let i = 0; i < 3; i++) {
      await daily.recordWin(todayOn(clock.now()), { ms: 100_000 + i, hints: 0 });
      clock.set(clock.now() + DAY);
    }
    expect(daily.streaks().current).toBe(3);
    clock.set(clock.now() - 30 * DAY); // set back a month
    expect(daily.streaks()).toEqual({ current: 3, longest: 3 });
    const reopened = await dailyOn(await a.open());
    expect([...reopened.days.keys()].sort()).toEqual([start, addDays(start, 1), addDays(start, 2)]);
  });

  it('offers today\'s deal once a day, and not once it is started', async () => {
    const { clock, a } = world();
    const daily = await dailyOn(await a.open());
    expect(await daily.offerDue()).toBe(true);
    daily.markOffered();
    await clock.advance(0);
    expect(await (await dailyOn(await a.open())).offerDue()).toBe(false);
    clock.set(clock.now() + DAY);
    expect(await daily.offerDue()).toBe(true);
    await daily.markStarted(daily.today());
    expect(await daily.offerDue()).toBe(false);
  });

  it('fits a year of daily play in one sync item with room to spare', () => {
    const days = Array.from({ length: 365 }, (_, i) => {
      const date = addDays('2026-01-01', i)!;
      return { date, onDay: { ms: 180_000 + i * 997, hints: i % 4 }, best: i % 5 ? { ms: 150_000, hints: 0 } : { ms: 180_000 + i * 997, hints: i % 4 } };
    });
    const key = dailyKey('abcdefghij', '2026');
    expect(storedBytes(key, makeDailyItem('abcdefghij', '2026', days))).toBeLessThan(6_000);
  });
});

describe('daily results in the export file', () => {
  it('travel with the progress export and are only added on import', async () => {
    const { clock, a, b } = world();
    const today = todayOn(clock.now());
    const pageA = await a.open();
    const onA = await dailyOn(pageA);
    await onA.recordWin(today, { ms: 120_000, hints: 1 });
    await onA.markStarted(addDays(today, -1)!);
    const text = withDaily(pageA.progress.exportJson(), onA.days);
    expect(JSON.parse(text).devices).toBeDefined();
    const days = dailyOfExport(text)!;
    expect(days).toHaveLength(2);
    const onB = await dailyOn(await b.open());
    await onB.recordWin(addDays(today, -1)!, { ms: 90_000, hints: 0 });
    expect(await onB.importDays(days)).toBe(1);
    expect(await onB.importDays(days)).toBe(0); // idempotent
    expect(onB.days.get(today)?.onDay).toEqual({ ms: 120_000, hints: 1 });
    // B's win of yesterday's deal (today: won later) is kept, not replaced by A's "started".
    expect(onB.days.get(addDays(today, -1)!)?.best).toEqual({ ms: 90_000, hints: 0 });
    expect(dayState(onB.days.get(addDays(today, -1)!))).toBe('won-later');
  });

  it('refuses a damaged daily part, and reads a file without one as no days', () => {
    expect(dailyOfExport(JSON.stringify({ format: 'x', daily: { 2026: '0q' } }))).toBeNull();
    expect(dailyOfExport(JSON.stringify({ format: 'x', daily: 'nope' }))).toBeNull();
    expect(dailyOfExport(JSON.stringify({ format: 'x' }))).toEqual([]);
  });
});
