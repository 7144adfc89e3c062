import { beforeAll, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { loadDeferredMessages } from '@/components/i18n';
import WonDialog from '@/components/dialogs/WonDialog.vue';

beforeAll(() => loadDeferredMessages());

const base = { ms: 754_300, hints: 3, layoutName: 'Turtle' };
/** Without hints: the time is the score. */
const clean = { ...base, hints: 0 };

describe('WonDialog', () => {
  it('shows the time once, the hints and the place on the leaderboard once', () => {
    const wrapper = mount(WonDialog, { props: { ...base, rank: 2, previousBestMs: 700_000 } });
    expect(wrapper.get('[data-won-time]').text()).toBe('12:34');
    expect(wrapper.get('[data-won-time]').attributes('data-seconds')).toBe('754');
    expect(wrapper.get('[data-won-hints]').text()).toBe('3');
    expect(wrapper.get('[data-won-rank]').text()).toBe('2');
    expect(wrapper.text().match(/12:34/g)).toHaveLength(1);
    expect(wrapper.text()).toContain('Turtle cleared');
    wrapper.unmount();
  });

  it('celebrates a new best with how much faster it was than the best before it', () => {
    const wrapper = mount(WonDialog, { props: { ...clean, rank: 1, previousBestMs: 766_900 } });
    const verdict = wrapper.get('[data-won-compare]');
    expect(verdict.attributes('data-kind')).toBe('new-best');
    expect(verdict.text()).toBe('New best, 12 s faster');
    expect(wrapper.text()).toContain('Previous best 12:46');
    wrapper.unmount();
  });

  it('says how far a slower time is off the best, in minutes once past one', () => {
    const slower = mount(WonDialog, { props: { ...clean, rank: 4, previousBestMs: 751_000 } });
    expect(slower.get('[data-won-compare]').attributes('data-kind')).toBe('slower');
    expect(slower.get('[data-won-compare]').text()).toBe('3 s off your best');
    expect(slower.text()).toContain('Your best 12:31');
    slower.unmount();
    const muchSlower = mount(WonDialog, { props: { ...clean, rank: null, previousBestMs: 600_000 } });
    expect(muchSlower.get('[data-won-compare]').text()).toBe('2:34 off your best');
    muchSlower.unmount();
  });

  it('calls a first win on a layout a first win, and a time level with the best level', () => {
    const first = mount(WonDialog, { props: { ...clean, rank: 1, previousBestMs: null } });
    expect(first.get('[data-won-compare]').attributes('data-kind')).toBe('first');
    expect(first.get('[data-won-compare]').text()).toBe('Your first win on Turtle!');
    expect(first.text()).not.toContain('best');
    first.unmount();
    const level = mount(WonDialog, { props: { ...clean, rank: 2, previousBestMs: 754_900 } });
    expect(level.get('[data-won-compare]').attributes('data-kind')).toBe('equal');
    level.unmount();
  });

  it('measures a win with hints by the leaderboard score: 30 s a hint on top of the time', () => {
    // 12:34 with 3 hints scores 14:04: slower than a best of 12:40, though the clock shows less.
    const wrapper = mount(WonDialog, { props: { ...base, rank: 2, previousBestMs: 760_000, wonBefore: true } });
    expect(wrapper.get('[data-won-compare]').attributes('data-kind')).toBe('slower');
    expect(wrapper.get('[data-won-compare]').text()).toBe('1:24 off your best');
    wrapper.unmount();
  });

  it('says "first win" only on the first win on the layout; a first ranked win after wins with help says so', () => {
    const afterAssisted = mount(WonDialog, { props: { ...clean, rank: 1, previousBestMs: null, wonBefore: true } });
    expect(afterAssisted.get('[data-won-compare]').attributes('data-kind')).toBe('first-ranked');
    expect(afterAssisted.get('[data-won-compare]').text()).toBe('Your first ranked win on Turtle!');
    expect(afterAssisted.text()).not.toContain('Your first win');
    afterAssisted.unmount();
    const firstAssisted = mount(WonDialog, { props: { ...clean, previousBestMs: null, wonBefore: false, assisted: true } });
    expect(firstAssisted.get('[data-won-compare]').text()).toBe('Your first win on Turtle!');
    firstAssisted.unmount();
    // A later win with help is no record: no best is claimed for it.
    const laterAssisted = mount(WonDialog, { props: { ...clean, previousBestMs: 900_000, wonBefore: true, assisted: true } });
    expect(laterAssisted.find('[data-won-compare]').exists()).toBe(false);
    expect(laterAssisted.find('[data-won-assisted]').exists()).toBe(true);
    laterAssisted.unmount();
  });

  it('says when the time is outside the top 10, and nothing of a place or best it does not know', () => {
    const outside = mount(WonDialog, { props: { ...base, rank: null, previousBestMs: 500_000 } });
    expect(outside.find('[data-won-rank]').exists()).toBe(false);
    expect(outside.get('[data-won-outside]').text()).toBe('Not in your top 10');
    outside.unmount();
    const unknown = mount(WonDialog, { props: base });
    expect(unknown.find('[data-won-rank]').exists()).toBe(false);
    expect(unknown.find('[data-won-outside]').exists()).toBe(false);
    expect(unknown.find('[data-won-compare]').exists()).toBe(false);
    unknown.unmount();
  });

  it('makes the next deal the main button, with the layout choice and the leaderboard beside it', async () => {
    const wrapper = mount(WonDialog, { props: { ...base, rank: 1, previousBestMs: null }, attachTo: document.body });
    const next = wrapper.get('[data-action="next-deal"]');
    expect(next.classes()).toContain('primary');
    expect(next.text()).toBe('Next deal');
    expect(next.attributes()).toHaveProperty('data-autofocus');
    expect(wrapper.get('[data-action="new-game"]').text()).toBe('Choose layout…');
    await next.trigger('click');
    await wrapper.get('[data-action="new-game"]').trigger('click');
    await wrapper.get('[data-action="leaderboard"]').trigger('click');
    expect(wrapper.emitted('next-deal')).toHaveLength(1);
    expect(wrapper.emitted('new-game')).toHaveLength(1);
    expect(wrapper.emitted('leaderboard')).toHaveLength(1);
    wrapper.unmount();
  });
});
