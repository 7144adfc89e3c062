import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDuration, formatPercent, wholeSeconds } from '@/components/progress/format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [5 * 60_000 + 7_000, '5:07'],
    [59 * 60_000 + 59_999, '59:59'],
    [3_600_000, '1:00:00'],
    [3_600_000 + 2 * 60_000 + 3_000, '1:02:03'],
    [25 * 3_600_000 + 61_000, '25:01:01'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('never shows a negative time', () => {
    expect(formatDuration(-5000)).toBe('0:00');
    expect(wholeSeconds(-1)).toBe(0);
  });
});

describe('formatDate', () => {
  const march3 = Date.UTC(2026, 2, 3, 12);

  it('writes the date in the UI language', () => {
    expect(formatDate(march3, 'en')).toMatch(/Mar/);
    expect(formatDate(march3, 'nl')).toMatch(/mrt/);
    expect(formatDate(march3, 'bg')).toMatch(/2026 г\./);
    for (const lang of ['en', 'bg', 'nl']) expect(formatDate(march3, lang)).toMatch(/2026/);
  });
});

describe('numbers', () => {
  it('shows a share as a whole percentage', () => {
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(2 / 3, 'en')).toBe('67%');
  });

  it('groups digits the way the language does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'nl')).toBe('12.345');
  });
});
