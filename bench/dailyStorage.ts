/** The deal of the day in storage.sync: what a year of daily play takes in one device's item. */
import { addDays } from '../core/dailyDates.ts';
import type { DailyDay } from '../core/dailyResults.ts';
import { dailyKey, makeDailyItem } from '../stores/storage/dailyCodec.ts';
import { storedBytes } from '../stores/storage/recordsCodec.ts';

export interface DailyYearFigures {
  /** Every day won on the day in 4-9 minutes with 0-3 hints, a quarter of them bettered later. */
  typicalBytes: number;
  /** Every day won on the day after an hour and a half with 99 hints, each bettered later: the longest entries. */
  worstBytes: number;
}

export function benchDailyYear(year = '2027'): DailyYearFigures {
  const key = dailyKey('k3v9x0q2mzt1', year); // a 12-character device id, as devices have
  const days = (day: (date: string, i: number) => DailyDay) => Array.from({ length: 365 }, (_, i) => day(addDays(`${year}-01-01`, i)!, i));
  const typical = days((date, i) => {
    const onDay = { ms: 240_000 + ((i * 7919) % 300_000), hints: i % 4 };
    return { date, onDay, best: i % 4 === 0 ? { ms: onDay.ms - 30_000, hints: 0 } : onDay };
  });
  const worst = days((date) => ({ date, onDay: { ms: 5_400_000, hints: 99 }, best: { ms: 5_399_999, hints: 98 } }));
  return {
    typicalBytes: storedBytes(key, makeDailyItem('k3v9x0q2mzt1', year, typical)),
    worstBytes: storedBytes(key, makeDailyItem('k3v9x0q2mzt1', year, worst)),
  };
}
