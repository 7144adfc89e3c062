import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../../core/dailyDates';
import { better, dailyStats, dayState, mergeDays, monthDays, shiftMonth, started, streaks, won, type DailyDay } from '../../../core/dailyResults';

const dayWon = (date: string, ms = 300_000, hints = 0): DailyDay => ({ date, onDay: { ms, hints }, best: { ms, hints } });
const mapOf = (...days: DailyDay[]) => new Map(days.map((d) => [d.date, d]));
const run = (from: string, count: number) => Array.from({ length: count }, (_, i) => dayWon(addDays(from, i)!));

describe('daily results', () => {
  it('counts the first win on the deal\'s own date; later wins improve only the best', () => {
    let days = mapOf();
    days = mapOf(started(days, '2026-12-01'));
    expect(dayState(days.get('2026-12-01'))).toBe('started');
    days = mapOf(won(days, '2026-12-01', '2026-12-01', { ms: 400_000, hints: 2 }));
    expect(dayState(days.get('2026-12-01'))).toBe('won-on-day');
    // A replay the same day, faster: the record stays the first win, the best improves.
    days = mapOf(won(days, '2026-12-01', '2026-12-01', { ms: 200_000, hints: 0 }));
    expect(days.get('2026-12-01')).toEqual({ date: '2026-12-01', onDay: { ms: 400_000, hints: 2 }, best: { ms: 200_000, hints: 0 } });
    // A past day's deal won today: won later, never on the day.
    const later = won(new Map(), '2026-11-20', '2026-12-01', { ms: 100_000, hints: 0 });
    expect(dayState(later)).toBe('won-later');
    expect(dayState(undefined)).toBe('not-played');
  });

  it('merges copies exactly: the better time on the day wins, in any order, however often', () => {
    const a = mapOf({ date: '2026-12-01', onDay: { ms: 300_000, hints: 1 }, best: { ms: 250_000, hints: 0 } });
    const b = mapOf({ date: '2026-12-01', onDay: { ms: 280_000, hints: 3 }, best: { ms: 280_000, hints: 3 } }, { date: '2026-12-02', onDay: null, best: null });
    const m = mergeDays(a, b);
    expect(m.get('2026-12-01')).toEqual({ date: '2026-12-01', onDay: { ms: 280_000, hints: 3 }, best: { ms: 250_000, hints: 0 } });
    expect(dayState(m.get('2026-12-02'))).toBe('started');
    const result = fc.record({ ms: fc.integer({ min: 1, max: 10_000 }), hints: fc.integer({ min: 0, max: 5 }) });
    const day = fc.record({
      date: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'),
      onDay: fc.option(result),
      best: fc.option(result),
    }).map((d) => ({ ...d, best: d.onDay && (!d.best || better(d.onDay, d.best)) ? d.onDay : d.best })); // a day's best is never worse than its win on the day
    const copy = fc.array(day, { maxLength: 4 }).map((ds) => mergeDays(...ds.map((d) => mapOf(d))));
    fc.assert(
      fc.property(copy, copy, copy, (x, y, z) => {
        expect(mergeDays(x, y)).toEqual(mergeDays(y, x));
        expect(mergeDays(mergeDays(x, y), z)).toEqual(mergeDays(x, mergeDays(y, z)));
        expect(mergeDays(x, x)).toEqual(mergeDays(x));
      }),
    );
  });

  it('counts streaks across month and year ends, and leap days', () => {
    const days = mapOf(...run('2026-12-29', 5)); // 29, 30, 31 Dec, 1, 2 Jan
    expect(streaks(days, '2027-01-02')).toEqual({ current: 5, longest: 5 });
    expect(streaks(days, '2027-01-03')).toEqual({ current: 5, longest: 5 }); // today's deal can still be won
    expect(streaks(days, '2027-01-04')).toEqual({ current: 0, longest: 5 });
    const leap = mapOf(...run('2028-02-27', 4)); // 27, 28, 29 Feb, 1 Mar
    expect(streaks(leap, '2028-03-01').current).toBe(4);
    const month = mapOf(...run('2026-04-29', 3)); // 29, 30 Apr, 1 May
    expect(streaks(month, '2026-05-01').current).toBe(3);
  });

  it('breaks a streak at a day won only later, or not won', () => {
    const days = mapOf(...run('2026-11-01', 3), { date: '2026-11-04', onDay: null, best: { ms: 1, hints: 0 } }, ...run('2026-11-05', 2));
    expect(streaks(days, '2026-11-06')).toEqual({ current: 2, longest: 3 });
  });

  it('keeps a streak when the clock is set back or the player flies west, and never counts a day twice', () => {
    const days = mapOf(...run('2026-12-01', 10));
    expect(streaks(days, '2026-12-10').current).toBe(10);
    expect(streaks(days, '2026-12-09').current).toBe(10); // west across the date line: yesterday again
    expect(streaks(days, '2026-06-01')).toEqual({ current: 10, longest: 10 }); // clock set back months
    // Winning the same day's deal on two machines (or after the clock went back) is one day.
    expect(streaks(mergeDays(days, mapOf(dayWon('2026-12-10', 5))), '2026-12-10').current).toBe(10);
  });

  it('sums daily statistics', () => {
    const days = mapOf(dayWon('2026-12-01', 100), dayWon('2026-12-02', 300), { date: '2026-12-03', onDay: null, best: { ms: 50, hints: 0 } }, { date: '2026-12-05', onDay: null, best: null });
    expect(dailyStats(days, '2026-12-05')).toEqual({
      played: 4, wonOnDay: 2, wonLater: 1, currentStreak: 0, longestStreak: 2, bestMs: 50, medianMs: 100,
    });
    expect(dailyStats(new Map(), '2026-12-05').medianMs).toBeNull();
  });

  it('lays out months', () => {
    expect(monthDays('2026-02').dates).toHaveLength(28);
    expect(monthDays('2028-02').dates.at(-1)).toBe('2028-02-29');
    expect(monthDays('2026-12').firstWeekday).toBe(1); // 1 December 2026 is a Tuesday
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
