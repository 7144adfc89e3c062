import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import DailyCalendar from '@/components/daily/DailyCalendar.vue';
import { dailyFromHash } from '@/components/daily/dailyLink';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { dailyCode } from '@/core/daily';
import type { DailyDay } from '@/core/dailyResults';

const days = (...list: DailyDay[]) => new Map(list.map((d) => [d.date, d]));

describe('the daily calendar', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it("shows each day's state, its time once won, and reaches earlier months but none after today's", async () => {
    const wrapper = mount(DailyCalendar, {
      props: {
        today: '2026-12-02',
        days: days(
          { date: '2026-12-01', onDay: { ms: 95_400, hints: 1 }, best: { ms: 80_000, hints: 0 } },
          { date: '2026-11-30', onDay: null, best: { ms: 200_000, hints: 0 } },
          { date: '2026-11-29', onDay: null, best: null },
        ),
      },
    });
    const day = (date: string) => wrapper.get(`[data-day="${date}"]`);
    expect(wrapper.findAll('[data-day]')).toHaveLength(31);
    expect(day('2026-12-01').attributes()).toMatchObject({ 'data-won': 'true', 'data-seconds': '95', 'data-state': 'won-on-day' });
    expect(day('2026-12-01').attributes('aria-label')).toBe('December 1, 2026, won on the day in 1:35');
    expect(day('2026-12-02').attributes('data-state')).toBe('not-played');
    expect(day('2026-12-02').attributes('aria-current')).toBe('date');
    expect(day('2026-12-03').attributes('disabled')).toBeDefined();
    expect(wrapper.get('[data-action="next-month"]').attributes('disabled')).toBeDefined();

    await wrapper.get('[data-action="previous-month"]').trigger('click');
    expect(wrapper.findAll('[data-day]')).toHaveLength(30);
    expect(day('2026-11-30').attributes()).toMatchObject({ 'data-won': 'true', 'data-state': 'won-later', 'data-seconds': '200' });
    expect(day('2026-11-29').attributes('data-state')).toBe('started');
    expect(day('2026-11-29').attributes('data-won')).toBeUndefined();

    await day('2026-11-29').trigger('click');
    expect(wrapper.emitted('play-code')).toEqual([[dailyCode('2026-11-29')]]);
  });
});

describe('a #daily= link', () => {
  it('reads the date of a #daily= link', () => {
    expect(dailyFromHash('#daily=2026-12-01')).toBe('2026-12-01');
    expect(dailyFromHash('#daily=%202026-12-01')).toBe('2026-12-01');
    expect(dailyFromHash('#game=MJ1-L00-AAAAAAA')).toBeNull();
  });
});
