import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import NewGameDialog from '@/components/dialogs/NewGameDialog.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage } from '../progress/progressPage';

const MIN = 60_000;

describe('the new-game choice', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('shows each layout’s difficulty, and the player’s wins and best there', async () => {
    const { pinia, progress } = progressPage();
    await finish(progress, [
      { layoutId: 'L00', deal: 1, ms: 5 * MIN, hints: 2 }, // 6:00 on the leaderboard
      { layoutId: 'L00', deal: 2, ms: 7 * MIN },
      { layoutId: 'L00', deal: 3, ms: 3 * MIN, won: false },
      { layoutId: 'L01', deal: 4, ms: 2 * MIN, won: false },
    ]);
    const wrapper = mount(NewGameDialog, { props: { layoutId: 'L00' }, global: { plugins: [pinia] }, attachTo: document.body });
    await flushPromises();
    const option = (id: string) => wrapper.get(`[data-layout-option="${id}"]`);
    expect(option('L00').get('[data-grade]').attributes('title')).toBe('Difficulty: medium');
    expect(option('L00').get('[data-grade]').text()).toContain('medium');
    expect(option('L22').get('[data-grade]').attributes('title')).toBe('Difficulty: very hard');
    expect(option('L02').get('[data-grade]').attributes('title')).toBe('Difficulty: easy');
    expect(option('L00').get('[data-results]').text()).toContain('Wins: 2');
    expect(option('L00').get('[data-results]').text()).toContain('Best 6:00');
    // Played but never won: nothing to show yet.
    expect(option('L01').find('[data-results]').exists()).toBe(false);
    expect(option('L05').find('[data-results]').exists()).toBe(false);
    wrapper.unmount();
  });
});
