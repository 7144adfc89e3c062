/** The new-game choice's marks (won, played, new) and "a layout I have not won". */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { LAYOUTS } from '@/core/layouts/index';
import NewGameDialog from '@/components/dialogs/NewGameDialog.vue';
import LayoutChooser from '@/components/progress/LayoutChooser.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage } from '../progress/progressPage';

const MIN = 60_000;

async function open(games: Parameters<typeof finish>[1]) {
  const { pinia, progress } = progressPage();
  await finish(progress, games);
  const wrapper = mount(NewGameDialog, { props: { layoutId: 'L00' }, global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return Object.assign(wrapper, { progress });
}

describe('layouts played, won and not played yet in the new-game choice', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));
  afterEach(() => vi.restoreAllMocks());

  it('marks each layout won, played or new, with a sign and words, and says so in attributes', async () => {
    const wrapper = await open([
      { layoutId: 'L00', deal: 1, ms: 5 * MIN },
      { layoutId: 'L01', deal: 2, ms: 2 * MIN, won: false },
    ]);
    const option = (id: string) => wrapper.get(`[data-layout-option="${id}"]`);
    const state = (id: string) => [option(id).attributes('data-played'), option(id).attributes('data-won')];
    expect(state('L00')).toEqual(['true', 'true']);
    expect(state('L01')).toEqual(['true', 'false']);
    expect(state('L05')).toEqual(['false', 'false']);
    // Not a colour alone: a sign of its own each, and words for a screen reader.
    expect(option('L00').get('[data-mark]').text()).toBe('✓Won');
    expect(option('L01').get('[data-mark]').text()).toBe('◐Played, not won yet');
    expect(option('L05').get('[data-mark]').text()).toBe('NewNot played yet');
    expect(option('L00').get('[data-mark] .visually-hidden').text()).toBe('Won');
    expect(option('L00').get('[data-mark] [aria-hidden="true"]').text()).toBe('✓');
    wrapper.unmount();
  });

  it('chooses a built-in layout not won yet, at random among them, and says which', async () => {
    const won = LAYOUTS.slice(0, 20).map((l, i) => ({ layoutId: l.id, deal: i + 1, ms: 5 * MIN }));
    const wrapper = await open(won);
    const left = LAYOUTS.slice(20).map((l) => l.id);
    const chosen = () => (wrapper.find('input[type="radio"]:checked').element as HTMLInputElement).value;
    for (const [roll, expected] of [[0, left[0]], [0.99, left[3]], [0.5, left[1]]] as const) {
      vi.spyOn(Math, 'random').mockReturnValue(roll);
      await wrapper.get('[data-action="unwon-layout"]').trigger('click');
      await flushPromises();
      expect(chosen()).toBe(expected);
      expect(wrapper.get(`[data-layout-option="${expected}"]`).attributes('data-won')).toBe('false');
      expect(wrapper.get('[data-unwon-said]').text()).toMatch(/^Chosen: .+, not won yet\.$/);
    }
    wrapper.unmount();
  });

  it('picks another layout than the one chosen while there is another, and says when every layout is won', async () => {
    const all = LAYOUTS.slice(1).map((l, i) => ({ layoutId: l.id, deal: i + 1, ms: 5 * MIN }));
    const wrapper = await open(all);
    // Only L00 (the one chosen) is left: it is chosen again.
    const press = async () => {
      await wrapper.get('[data-action="unwon-layout"]').trigger('click');
      await flushPromises();
      return wrapper.get('[data-unwon-said]').text();
    };
    expect(await press()).toBe('Chosen: Turtle, not won yet.');
    expect(wrapper.get('[data-layout-option="L00"] input').element).toHaveProperty('checked', true);
    await finish(wrapper.progress, [{ layoutId: 'L00', deal: 99, ms: 5 * MIN }]);
    expect(await press()).toBe('You have won every layout. Well done!');
    expect(wrapper.get('[data-unwon-said]').attributes('role')).toBe('status');
    expect(wrapper.get('[data-layout-option="L00"]').attributes('data-won')).toBe('true');
    wrapper.unmount();
  });

  it('speaks the player’s language', async () => {
    await setLanguagePreference('fr');
    const wrapper = await open([]);
    expect(wrapper.get('[data-action="unwon-layout"]').text()).toBe('Une disposition que je n’ai pas gagnée');
    expect(wrapper.get('[data-layout-option="L03"] [data-mark] .visually-hidden').text()).toBe('Pas encore jouée');
    wrapper.unmount();
  });

  it('says won or played in words after the name in the layout list of Your games', async () => {
    const { pinia, progress } = progressPage();
    await finish(progress, [
      { layoutId: 'L00', deal: 1, ms: 5 * MIN },
      { layoutId: 'L01', deal: 2, ms: 2 * MIN, won: false },
    ]);
    const wrapper = mount(LayoutChooser, { props: { modelValue: 'L00', withAll: true }, global: { plugins: [pinia] } });
    const option = (id: string) => wrapper.get(`option[value="${id}"]`);
    expect(option('L00').text()).toBe('Turtle · Won');
    expect([option('L00').attributes('data-won'), option('L00').attributes('data-played')]).toEqual(['true', 'true']);
    expect(option('L01').text()).toMatch(/ · Played, not won yet$/);
    expect(option('L01').attributes('data-won')).toBe('false');
    expect(option('L05').text()).not.toContain('·');
    expect(option('L05').attributes('data-played')).toBe('false');
    expect(option('all').attributes('data-played')).toBeUndefined();
    wrapper.unmount();
  });
});
