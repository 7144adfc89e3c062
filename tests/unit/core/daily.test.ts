import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dailyCode, dailyDateOfCode, dateOfDay, dayNumber, DAILY_ROTATION } from '../../../core/daily';
import { addDays, checkDailyDate, dailyLayoutId, localDate } from '../../../core/dailyDates';
import { makeCode, parseCode } from '../../../core/code';
import { dealFromCode } from '../../../core/deal';
import { geometryOf } from '../../../core/layout';
import { layoutById } from '../../../core/layouts';
import { planFault } from '../support/brute-force';

// Pinned forever: a release must never change a past (or any) day's deal. If this fails, the rule changed.
const GOLDEN: readonly [string, string][] = [
  ['2000-01-01', 'MJ1-L00-2IZVUP4'],
  ['2024-02-29', 'MJ1-L05-JIUFVLK'],
  ['2026-01-01', 'MJ1-L05-DEBYQ2X'],
  ['2026-12-01', 'MJ1-L03-RI5VM2D'],
  ['2026-12-02', 'MJ1-L04-6OYSI57'],
  ['2026-12-31', 'MJ1-L09-YSE7QKQ'],
  ['2027-01-01', 'MJ1-L10-46ALJBK'],
  ['2030-06-15', 'MJ1-L11-O4SR74C'],
  ['2199-12-31', 'MJ1-L04-CNDIT2H'],
];
const GOLDEN_BOARD = {
  date: '2026-12-01',
  faces:
    '9B S 9B F4 8D S4 5B N 3B S 4C Wh 8B Wh 4D 1D 7C E S2 7D R 7D 1D E 2D 4D 5B 9C 5D 7D 2C 2D 1B F2 8C 5C 1B 7D G 8C 8B 3D E 4D 2C N 4B 3C R 9B 9B 7B 7B G 8C 9D 9D 2D 6D 9C 2B 5C 2C 8B 6B N 3B 6C 3C 7B W S3 8D 7C 3D 6B 9C 6C 4C N 2C Wh 6B 3C S 6B F3 8C 7C Wh 9D E S1 6D 2B 9D 2D 3D 4C 4B 4B W G S 6D 1C 1B 8D 5D 1C 5C 3B 3B 7B R 1B 3C 3D 4D 1D 5C 2B 1C W 8B W 5B 8D 6D 7C 4C 5B 9C 1D 1C 2B 5D F1 R 6C 6C G 4B 5D',
};

describe('the deal of the day', () => {
  it.each(GOLDEN)('%s deals %s, forever', (date, code) => {
    expect(dailyCode(date)).toBe(code);
    expect(dailyDateOfCode(code)).toBe(date);
    expect(dailyDateOfCode(code.toLowerCase())).toBe(date);
  });

  it('deals the same board for a pinned date (dealt like any code: the first winnable shuffle)', () => {
    const parsed = parseCode(dailyCode(GOLDEN_BOARD.date)!);
    if (!parsed.ok) throw new Error('bad code');
    const layout = layoutById(parsed.value.layoutId)!;
    const deal = dealFromCode(layout, parsed.value.dealNumber);
    expect(deal.faces.join(' ')).toBe(GOLDEN_BOARD.faces);
    // The pinned board can be won: the deal's plan, replayed under the brute-force checker's rules.
    expect(planFault(geometryOf(layout), GOLDEN_BOARD.faces.split(' '), deal.plan)).toBeNull();
  });

  it('rotates through L00-L11 day by day, a rotation fixed in the code and not taken from the layouts a build has', () => {
    expect(DAILY_ROTATION).toEqual(['L00', 'L01', 'L02', 'L03', 'L04', 'L05', 'L06', 'L07', 'L08', 'L09', 'L10', 'L11']);
    const ids = Array.from({ length: 24 }, (_, i) => dailyLayoutId(addDays('2026-12-01', i)!));
    expect(new Set(ids.slice(0, 12)).size).toBe(12);
    expect(ids.slice(12)).toEqual(ids.slice(0, 12));
  });

  it('maps every date to its own code and back, and nothing else back to a date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: dayNumber('2199-12-31')! }), (n) => {
        const date = dateOfDay(n);
        expect(dayNumber(date)).toBe(n);
        expect(dailyDateOfCode(dailyCode(date)!)).toBe(date);
      }),
    );
    const seen = new Set(Array.from({ length: 3000 }, (_, i) => dailyCode(addDays('2020-01-01', i)!)));
    expect(seen.size).toBe(3000);
    // An ordinary code is almost never some day's deal; these few are not.
    for (const code of ['MJ1-L00-AAAAAAA', 'MJ1-L00-AAAAABL', makeCode('L05', 123456789)]) expect(dailyDateOfCode(code)).toBeNull();
    expect(dailyDateOfCode('not a code')).toBeNull();
  });

  it('knows real dates only', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01', '2026-01-01x', '', '1999-12-31', '2200-01-01']) {
      expect(dailyCode(bad)).toBeNull();
    }
    expect(dailyCode('2028-02-29')).not.toBeNull();
  });

  it('plays today and past days, refuses a future day and what is not a date', () => {
    expect(checkDailyDate('2026-12-01', '2026-12-01')).toEqual({ ok: true, code: 'MJ1-L03-RI5VM2D' });
    expect(checkDailyDate('2024-02-29', '2026-12-01').ok).toBe(true);
    expect(checkDailyDate('2026-12-02', '2026-12-01')).toEqual({ ok: false, reason: 'future' });
    expect(checkDailyDate('2026-02-30', '2026-12-01')).toEqual({ ok: false, reason: 'not-a-date' });
    expect(checkDailyDate('tomorrow', '2026-12-01')).toEqual({ ok: false, reason: 'not-a-date' });
    expect(checkDailyDate('1999-12-31', '2026-12-01')).toEqual({ ok: false, reason: 'out-of-range' });
  });

  it('takes "today" from the local clock and time zone: travellers see the date where they are', () => {
    const instant = Date.UTC(2026, 11, 31, 23, 30); // 23:30 UTC on New Year's Eve
    expect(localDate(instant, 0)).toBe('2026-12-31');
    expect(localDate(instant, 60)).toBe('2027-01-01'); // Paris: already the new year
    expect(localDate(instant, -300)).toBe('2026-12-31'); // New York
    expect(localDate(instant, 14 * 60)).toBe('2027-01-01'); // Kiribati
    expect(localDate(Date.UTC(2027, 0, 1, 10, 30), -12 * 60)).toBe('2026-12-31'); // Baker Island, two dates behind Kiribati
    // A clock change (summer time) at 02:00 does not skip or repeat a date.
    expect(localDate(Date.UTC(2026, 2, 29, 0, 59), 60)).toBe('2026-03-29');
    expect(localDate(Date.UTC(2026, 2, 29, 1, 0), 120)).toBe('2026-03-29');
  });
});
