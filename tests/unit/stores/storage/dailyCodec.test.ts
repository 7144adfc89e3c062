import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@/core/dailyDates';
import { mergeDays, type DailyDay } from '@/core/dailyResults';
import { dailyKey, judgeDailyItem, makeDailyItem, parseDays } from '@/stores/storage/dailyCodec';

const result = fc.record({ ms: fc.integer({ min: 0, max: 3_600_000 }), hints: fc.integer({ min: 0, max: 80 }) });
const day = fc.record({ offset: fc.integer({ min: 0, max: 364 }), onDay: fc.option(result), best: fc.option(result) }).map(({ offset, onDay, best }): DailyDay => {
  const b = onDay && (!best || best.ms > onDay.ms) ? onDay : onDay ? best : best;
  return { date: addDays('2026-01-01', offset)!, onDay, best: onDay ? (b ?? onDay) : best };
});

describe('the stored form of daily results', () => {
  it('reads back exactly what it writes', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), (days) => {
        const merged = mergeDays(...days.map((d) => new Map([[d.date, d]])));
        const key = dailyKey('abcd1234', '2026');
        const judged = judgeDailyItem(key, makeDailyItem('abcd1234', '2026', merged.values()));
        expect(judged.kind).toBe('ok');
        if (judged.kind === 'ok') expect(judged.value.days).toEqual(merged);
      }),
    );
  });

  it('writes a short string: gaps between days in decimal, results in base 36', () => {
    const days: DailyDay[] = [
      { date: '2026-01-01', onDay: null, best: null },
      { date: '2026-01-02', onDay: { ms: 300_000, hints: 0 }, best: { ms: 300_000, hints: 0 } },
      { date: '2026-01-03', onDay: { ms: 300_000, hints: 2 }, best: { ms: 200_000, hints: 0 } },
      { date: '2026-01-06', onDay: null, best: { ms: 36, hints: 1 } },
    ];
    expect(makeDailyItem('abcd1234', '2026', days).d).toBe('0s,1w6fhc.0,1w6fhc.2~4abk.0,3l10.1');
  });

  it('keeps out days of other years and refuses damage, a wrong key or a newer version', () => {
    expect(makeDailyItem('abcd1234', '2026', [{ date: '2025-12-31', onDay: null, best: null }]).d).toBe('');
    const key = dailyKey('abcd1234', '2026');
    for (const bad of ['x', '0s,0s', '0q', '0w1', '0w1.1~', '400s', '0l1.1~2.2', '0w' + 'z'.repeat(9) + '.0']) {
      expect(parseDays('2026', bad)).toBeTypeOf('string');
    }
    expect(judgeDailyItem(key, { v: 1, device: 'abcd1234', y: '2026', d: '0q' }).kind).toBe('bad');
    expect(judgeDailyItem(dailyKey('other999', '2026'), { v: 1, device: 'abcd1234', y: '2026', d: '' }).kind).toBe('bad');
    expect(judgeDailyItem(key, { v: 99, device: 'abcd1234', y: '2026', d: '' }).kind).toBe('newer');
    expect(judgeDailyItem(key, undefined).kind).toBe('missing');
  });
});
