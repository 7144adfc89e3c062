import { beforeAll, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { loadDeferredMessages } from '@/components/i18n';
import WonDialog from '@/components/dialogs/WonDialog.vue';

beforeAll(() => loadDeferredMessages());

const base = { ms: 754_300, hints: 3, layoutName: 'Turtle' };

describe('WonDialog', () => {
  it('shows the time, the hints and the place on the leaderboard', () => {
    const wrapper = mount(WonDialog, { props: { ...base, rank: 2 } });
    expect(wrapper.get('[data-won-time]').text()).toBe('12:34');
    expect(wrapper.get('[data-won-time]').attributes('data-seconds')).toBe('754');
    expect(wrapper.get('[data-won-hints]').text()).toBe('3');
    expect(wrapper.get('[data-won-rank]').text()).toBe('2');
    expect(wrapper.text()).toContain('Place 2 on your Turtle leaderboard.');
    wrapper.unmount();
  });

  it('says when the time is outside the top 10, and says nothing of a place it does not know', () => {
    const outside = mount(WonDialog, { props: { ...base, rank: null } });
    expect(outside.find('[data-won-rank]').exists()).toBe(false);
    expect(outside.text()).toContain('Not in your top 10');
    outside.unmount();
    const unknown = mount(WonDialog, { props: base });
    expect(unknown.find('[data-won-rank]').exists()).toBe(false);
    expect(unknown.text()).not.toContain('top 10');
    unknown.unmount();
  });

  it('offers a new game and the leaderboard', async () => {
    const wrapper = mount(WonDialog, { props: { ...base, rank: 1 } });
    await wrapper.get('[data-action="new-game"]').trigger('click');
    await wrapper.get('[data-action="leaderboard"]').trigger('click');
    expect(wrapper.emitted('new-game')).toHaveLength(1);
    expect(wrapper.emitted('leaderboard')).toHaveLength(1);
    wrapper.unmount();
  });
});
