import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { customLayoutId } from '@/core/customLayout';
import { encodeShape, readLayoutFile, shapeId } from '@/core/layoutFiles';
import { useServices } from '@/stores/services';
import NewGameDialog from '@/components/dialogs/NewGameDialog.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage, START } from '../progress/progressPage';

const MIN = 60_000;
const fixture = (name: string) => readLayoutFile(name, readFileSync(join(process.cwd(), 'tests/fixtures/deals', name), 'utf8')).layouts[0].slots;

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

  it('judges a layout come by sync as an import would: one that cannot be dealt is shown so and not started', async () => {
    const { pinia } = progressPage();
    const items = Object.fromEntries(['lone-tower.layout', 'small-pyramid.layout'].map((name, i) => {
      const slots = fixture(name);
      return [`layout:${customLayoutId(shapeId(slots))}`, { v: 1, s: encodeShape(slots), n: name, t: START + i }];
    }));
    await useServices().backend.sync.set(items);
    const [lone, pyramid] = Object.keys(items).map((key) => key.slice('layout:'.length));
    const wrapper = mount(NewGameDialog, { props: { layoutId: 'L00' }, global: { plugins: [pinia] }, attachTo: document.body });
    const option = (id: string) => wrapper.find(`[data-layout-option="${id}"]`);
    await vi.waitFor(async () => {
      await flushPromises();
      expect(option(lone).attributes('data-unplayable')).toBe('');
    }, { timeout: 10_000 });
    expect(option(lone).text()).toContain('Cannot be played');
    expect(option(pyramid).exists()).toBe(true);
    expect(option(pyramid).attributes('data-unplayable')).toBeUndefined();
    await option(lone).get('input').setValue(true);
    expect(wrapper.get('[data-action="start-game"]').attributes('disabled')).toBeDefined();
    expect(wrapper.get('[data-unplayable-reason]').text()).toContain('cannot all be taken off two at a time');
    await option(lone).trigger('dblclick');
    await option(pyramid).get('input').setValue(true);
    expect(wrapper.get('[data-action="start-game"]').attributes('disabled')).toBeUndefined();
    await wrapper.get('[data-action="start-game"]').trigger('click');
    expect(wrapper.emitted('start')).toEqual([[pyramid]]);
    wrapper.unmount();
  });
});
