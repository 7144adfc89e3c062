import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import StatsView from '@/components/progress/StatsView.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage } from './progressPage';

const MIN = 60_000;

async function mountStats(layoutId?: string, inProgress?: string) {
  const { pinia, progress } = progressPage();
  await finish(progress, [
    { layoutId: 'L00', deal: 1, ms: 5 * MIN, hints: 2 },
    { layoutId: 'L00', deal: 2, ms: 3 * MIN, won: false },
    { layoutId: 'L00', deal: 3, ms: 4 * MIN, hints: 1 },
    { layoutId: 'L00', deal: 4, ms: 6 * MIN },
    { layoutId: 'L01', deal: 5, ms: 65 * MIN, hints: 7 },
  ]);
  const wrapper = mount(StatsView, { props: { layoutId, inProgress }, global: { plugins: [pinia] } });
  return { wrapper, progress };
}

const stat = (wrapper: Awaited<ReturnType<typeof mountStats>>['wrapper'], name: string) =>
  wrapper.get(`[data-stats] [data-stat="${name}"]`);

describe('StatsView', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('shows every layout together when no layout is asked for', async () => {
    const { wrapper } = await mountStats();
    expect(wrapper.get('[data-stats]').attributes('data-layout')).toBe('all');
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('5');
    expect(stat(wrapper, 'won').attributes('data-value')).toBe('4');
    expect(stat(wrapper, 'hints').attributes('data-value')).toBe('10');
    expect(stat(wrapper, 'win-rate').text()).toContain('80%');
    expect(stat(wrapper, 'best-time').text()).toContain('4:30'); // as the leaderboard scores it: 4:00 and a hint
    expect(stat(wrapper, 'streak').attributes('data-value')).toBe('3');
    expect(stat(wrapper, 'best-streak').attributes('data-value')).toBe('3');
  });

  it('shows the layout the host asks for, with times as m:ss and h:mm:ss', async () => {
    const { wrapper } = await mountStats('L01');
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('1');
    expect(stat(wrapper, 'best-time').text()).toContain('1:08:30'); // 1:05:00 and 7 hints
    expect(stat(wrapper, 'hints').attributes('data-value')).toBe('7');

    await wrapper.setProps({ layoutId: 'L00' });
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('4');
    expect(stat(wrapper, 'won').attributes('data-value')).toBe('3');
    expect(stat(wrapper, 'average-time').text()).toContain('5:00');
    expect(stat(wrapper, 'hints').attributes('data-value')).toBe('3');
  });

  it('switches layout from its chooser and follows new games as they are recorded', async () => {
    const { wrapper, progress } = await mountStats();
    await wrapper.get('select[data-input="layout"]').setValue('L02');
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('0');
    expect(stat(wrapper, 'best-time').attributes('data-value')).toBeUndefined();
    expect(stat(wrapper, 'best-time').text()).toContain('none yet');

    await finish(progress, [{ layoutId: 'L02', deal: 9, ms: 2 * MIN + 5_000 }]);
    await flushPromises();
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('1');
    expect(stat(wrapper, 'best-time').text()).toContain('2:05');
  });

  it('counts the best as the leaderboard does: a quick win with many hints is not a best time of 0:21', async () => {
    const { pinia, progress } = progressPage();
    await finish(progress, [
      { layoutId: 'L00', deal: 1, ms: 21_000, hints: 72 }, // the leaderboard scores it 36:21
      { layoutId: 'L00', deal: 2, ms: 40 * MIN },
    ]);
    const wrapper = mount(StatsView, { props: { layoutId: 'L00' }, global: { plugins: [pinia] } });
    expect(stat(wrapper, 'best-time').attributes('data-value')).toBe(String(progress.leaderboard('L00')[0].scoreMs));
    expect(stat(wrapper, 'best-time').text()).toContain('36:21');
  });

  it('tells of a game under way, uncounted, beside the games played of its layout and of all layouts', async () => {
    const { wrapper } = await mountStats('L01', 'L01');
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('1');
    expect(stat(wrapper, 'played').get('[data-in-progress]').text()).toBe('+1 in progress, counted when it ends');
    await wrapper.get('select[data-input="layout"]').setValue('all');
    expect(stat(wrapper, 'played').find('[data-in-progress]').exists()).toBe(true);
    await wrapper.get('select[data-input="layout"]').setValue('L00');
    expect(stat(wrapper, 'played').find('[data-in-progress]').exists()).toBe(false);
    const none = await mountStats('L01');
    expect(none.wrapper.find('[data-in-progress]').exists()).toBe(false);
  });

  it('falls back to every layout for a layout id it does not know', async () => {
    const { wrapper } = await mountStats('L99');
    expect(wrapper.get('[data-stats]').attributes('data-layout')).toBe('all');
    expect(stat(wrapper, 'played').attributes('data-value')).toBe('5');
  });

  it('draws the chart of a chosen layout, one point per win in the order won', async () => {
    const { wrapper } = await mountStats('L00');
    await flushPromises();
    await vi.dynamicImportSettled();
    await flushPromises();
    const points = wrapper.findAll('[data-chart] [data-point]');
    expect(points.map((p) => p.attributes('data-ms'))).toEqual([String(5 * MIN), String(4 * MIN), String(6 * MIN)]);
    expect(wrapper.get('[data-chart] figcaption').text()).toContain('3 wins, best 4:00, latest 6:00');
  });

  it('offers no chart for every layout together', async () => {
    const { wrapper } = await mountStats();
    await flushPromises();
    expect(wrapper.find('[data-chart]').exists()).toBe(false);
    expect(wrapper.text()).toContain('Choose a layout');
  });

  it('speaks the UI language', async () => {
    await setLanguagePreference('nl');
    const { wrapper } = await mountStats('L00');
    expect(wrapper.text()).toContain('Gespeelde spellen');
    expect(stat(wrapper, 'win-rate').text()).toMatch(/75\s?%/);
    await setLanguagePreference('bg');
    await flushPromises();
    expect(wrapper.text()).toContain('Изиграни игри');
  });
});
