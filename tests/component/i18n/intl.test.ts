// Dates, days and numbers written each language's way, through Intl.
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDay, formatPercent } from '@/components/progress/format';
import { LANGUAGES } from '@/components/i18n';

const NOON = new Date(2026, 2, 12, 12, 0).getTime();
const DAY = 86_400_000;

describe('formatDay', () => {
  it('says today, yesterday and days ago in the language, up to a week back', () => {
    expect(formatDay(NOON - 2 * 3_600_000, 'en', NOON)).toBe('today');
    expect(formatDay(NOON - DAY, 'en', NOON)).toBe('yesterday');
    expect(formatDay(NOON - 3 * DAY, 'en', NOON)).toBe('3 days ago');
    expect(formatDay(NOON - DAY, 'de', NOON)).toBe('gestern');
    expect(formatDay(NOON - DAY, 'ru', NOON)).toBe('вчера');
    expect(formatDay(NOON - 2 * DAY, 'pl', NOON)).toBe('przedwczoraj');
  });

  it('counts calendar days: late last night is yesterday, a few hours ago', () => {
    const earlyMorning = new Date(2026, 2, 12, 0, 30).getTime();
    expect(formatDay(new Date(2026, 2, 11, 23, 50).getTime(), 'en', earlyMorning)).toBe('yesterday');
  });

  it('writes an older or a future day as a calendar date', () => {
    expect(formatDay(NOON - 7 * DAY, 'en', NOON)).toBe(formatDate(NOON - 7 * DAY, 'en'));
    expect(formatDay(NOON + DAY, 'fr', NOON)).toBe(formatDate(NOON + DAY, 'fr'));
  });

  it('works in every language the game speaks', () => {
    for (const lang of LANGUAGES) {
      expect(formatDay(NOON - DAY, lang, NOON).length, lang).toBeGreaterThan(0);
      expect(formatDay(NOON - DAY, lang, NOON), lang).not.toBe(formatDate(NOON - DAY, lang));
    }
  });
});

describe('numbers', () => {
  it('group and show shares as the language does', () => {
    expect(formatCount(12_345, 'de')).toBe('12.345');
    expect(formatCount(12_345, 'en')).toBe('12,345');
    expect(formatPercent(0.5, 'tr')).toBe('%50');
    expect(formatPercent(0.5, 'fr')).toMatch(/^50\s%$/u);
  });
});
