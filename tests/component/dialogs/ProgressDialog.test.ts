import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ProgressDialog from '@/components/dialogs/ProgressDialog.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage } from '../progress/progressPage';

const MIN = 60_000;

async function open(props: { tab: 'stats' | 'leaderboard'; layoutId: string; inProgress?: string | null }) {
  const { pinia, progress } = progressPage();
  await finish(progress, [
    { layoutId: 'L07', deal: 1, ms: 5 * MIN },
    { layoutId: 'L00', deal: 2, ms: 4 * MIN },
    { layoutId: 'L03', deal: 3, ms: 6 * MIN }, // the last game finished
  ]);
  const wrapper = mount(ProgressDialog, { props, global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return wrapper;
}

const tab = (wrapper: Awaited<ReturnType<typeof open>>, name: string) =>
  wrapper.findAll('[role="tab"]').find((t) => t.text() === name)!;

describe('the progress dialog ("Your games")', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('keeps the layout chosen on one tab when another is shown', async () => {
    const wrapper = await open({ tab: 'stats', layoutId: 'L00' });
    expect(wrapper.get('[data-stats]').attributes('data-layout')).toBe('L00');
    await wrapper.get('select[data-input="layout"]').setValue('L07');
    await tab(wrapper, 'Leaderboard').trigger('click');
    expect(wrapper.get('[data-leaderboard]').attributes('data-layout')).toBe('L07');
    await wrapper.get('select[data-input="layout"]').setValue('all');
    await tab(wrapper, 'Statistics').trigger('click');
    expect(wrapper.get('[data-stats]').attributes('data-layout')).toBe('all');
    wrapper.unmount();
  });

  it('opens on the layout on the board when it has results', async () => {
    const wrapper = await open({ tab: 'leaderboard', layoutId: 'L07' });
    expect(wrapper.get('[data-leaderboard]').attributes('data-layout')).toBe('L07');
    wrapper.unmount();
  });

  it('opens where the player has results, not on zeros: the layout of the last game finished', async () => {
    const wrapper = await open({ tab: 'stats', layoutId: 'L12' });
    expect(wrapper.get('[data-stats]').attributes('data-layout')).toBe('L03');
    expect(wrapper.get('[data-stats] [data-stat="won"]').attributes('data-value')).toBe('1');
    wrapper.unmount();
    // A game under way on the board's layout is a result there: it is shown (as not counted yet).
    const underWay = await open({ tab: 'stats', layoutId: 'L12', inProgress: 'L12' });
    expect(underWay.get('[data-stats]').attributes('data-layout')).toBe('L12');
    underWay.unmount();
  });

  it('keeps one height whichever tab is shown, so the tabs never move', async () => {
    const wrapper = await open({ tab: 'stats', layoutId: 'L00' });
    expect(wrapper.get('[data-dialog]').classes()).toContain('tall');
    wrapper.unmount();
  });
});
