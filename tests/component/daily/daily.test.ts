import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import DailyCalendar from '@/components/daily/DailyCalendar.vue';
import { startDaily } from '@/stores/daily/start';
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

describe('starting a day\'s deal', () => {
  const now = new Date(2026, 11, 2, 12).getTime(); // noon, local time
  const page = () => ({ confirm: vi.fn(), refuse: vi.fn(), started: vi.fn() });

  it('starts today or an earlier day, asks first over a game in progress, refuses a future day', () => {
    const game = { isCurrent: vi.fn(() => false), needsConfirmToLeave: false, startCode: vi.fn(() => ({ ok: true })) };
    const p = page();
    startDaily(game, '2026-12-02', p, now);
    expect(game.startCode).toHaveBeenCalledWith(dailyCode('2026-12-02'));
    expect(p.started).toHaveBeenCalled();

    const busy = { ...game, needsConfirmToLeave: true, startCode: vi.fn(() => ({ ok: true })) };
    const q = page();
    startDaily(busy, '2026-11-01', q, now);
    expect(busy.startCode).not.toHaveBeenCalled();
    q.confirm.mock.calls[0][0]();
    expect(busy.startCode).toHaveBeenCalledWith(dailyCode('2026-11-01'));

    const r = page();
    startDaily(busy, '2026-12-03', r, now);
    startDaily(busy, '2026-02-30', r, now);
    expect(r.refuse.mock.calls).toEqual([['future'], ['not-a-date']]);
    expect(r.confirm).not.toHaveBeenCalled();
  });

  it('reads the date of a #daily= link', () => {
    expect(dailyFromHash('#daily=2026-12-01')).toBe('2026-12-01');
    expect(dailyFromHash('#daily=%202026-12-01')).toBe('2026-12-01');
    expect(dailyFromHash('#game=MJ1-L00-AAAAAAA')).toBeNull();
  });
});
