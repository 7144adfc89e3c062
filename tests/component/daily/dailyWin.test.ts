import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices } from '@/stores/services';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { useDailyStore } from '@/stores/daily';
import { dailyCode } from '@/core/daily';
import { parseCode } from '@/core/code';
import { todayOn } from '@/core/dailyDates';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import WonDialog from '@/components/dialogs/WonDialog.vue';
import DailyChoice from '@/components/daily/DailyChoice.vue';
import { codeInText } from '@/components/dialogs/codeParts';

const NOW = Date.UTC(2026, 11, 2, 12);

function page() {
  const pinia = createPinia();
  provideServices(pinia, { backend: { local: memoryArea(), sync: memoryArea() }, clock: virtualClock(NOW) });
  setActivePinia(pinia);
  return { pinia, daily: useDailyStore() };
}

describe('a deal of the day won', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('the win dialog says the day, the streak it makes, and offers the result to share', async () => {
    const { pinia, daily } = page();
    const today = todayOn(NOW);
    await daily.recordWin(today, { ms: 201_000, hints: 2 });
    const wrapper = mount(WonDialog, { props: { ms: 201_000, hints: 2, layoutName: 'Turtle', dailyDate: today }, global: { plugins: [pinia] } });
    const part = await vi.waitFor(() => wrapper.get('[data-won-daily]'));
    await vi.waitFor(() => expect(part.get('[data-stat="streak"]').attributes('data-value')).toBe('1'));
    expect(part.attributes('data-date')).toBe(today);
    expect(part.text()).toContain('Daily streak: 1 day');
    expect(part.find('[data-action="share-daily"]').exists()).toBe(true);
    wrapper.unmount();
    // Any other win says nothing of the daily.
    const plain = mount(WonDialog, { props: { ms: 201_000, hints: 2, layoutName: 'Turtle' }, global: { plugins: [pinia] } });
    expect(plain.find('[data-won-daily]').exists()).toBe(false);
    plain.unmount();
  });

  it('shares the date and the game code, no address of the extension, and the code dialog reads the code from it', async () => {
    const { pinia, daily } = page();
    const today = todayOn(NOW);
    await daily.recordWin(today, { ms: 201_000, hints: 2 });
    const wrapper = mount(WonDialog, { props: { ms: 201_000, hints: 2, layoutName: 'Turtle', dailyDate: today }, global: { plugins: [pinia] } });
    await vi.waitFor(() => wrapper.get('[data-won-daily] [data-won-share]'));
    const text = wrapper.get('[data-won-daily] [data-won-share]').attributes('data-value')!;
    expect(text).toContain(today);
    expect(text).toContain(`Game code: ${dailyCode(today)}`);
    expect(text).not.toMatch(/:\/\//);
    // Pasted whole, or the code alone: the code dialog deals that day's deal.
    for (const typed of [text, dailyCode(today)!, ` ${dailyCode(today)!.toLowerCase()} `]) {
      const read = parseCode(codeInText(typed));
      expect(read.ok && read.value.layoutId).toBe(dailyCode(today)!.split('-')[1]);
    }
    // A single wrong word is still read as it is, so the error points at its wrong character.
    expect(codeInText('MJ1-L00-AAAAAA1')).toBe('MJ1-L00-AAAAAA1');
    wrapper.unmount();
  });

  it('the new-game choice shows today as won, with its result rather than Play', async () => {
    const { pinia, daily } = page();
    const fresh = mount(DailyChoice, { global: { plugins: [pinia] } });
    await flushPromises();
    expect(fresh.find('[data-action="daily"]').exists()).toBe(true);
    expect(fresh.find('[data-action="daily-result"]').exists()).toBe(false);
    await daily.recordWin(todayOn(NOW), { ms: 100_000, hints: 0 });
    await flushPromises();
    expect(fresh.attributes('data-done')).toBe('true');
    expect(fresh.find('[data-action="daily"]').exists()).toBe(false);
    await fresh.get('[data-action="daily-result"]').trigger('click');
    expect(fresh.emitted('result')).toHaveLength(1);
    fresh.unmount();
  });
});
