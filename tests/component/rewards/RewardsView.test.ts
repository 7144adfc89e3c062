/** The achievements tab and the win dialog's rewards, over a page whose progress store holds finished games. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import ProgressDialog from '@/components/dialogs/ProgressDialog.vue';
import RewardsView from '@/components/rewards/RewardsView.vue';
import EarnedRewards from '@/components/rewards/EarnedRewards.vue';
import WonDialog from '@/components/dialogs/WonDialog.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { REWARD_KINDS } from '@/core/rewards/kinds';
import { BUILT_IN_GRADES } from '@/core/layouts/grades';
import { finish, progressPage, START } from '../progress/progressPage';

const MIN = 60_000;
const LAYOUTS = Object.keys(BUILT_IN_GRADES);

async function seeded() {
  const page = progressPage();
  // 14 built-in layouts won, the first with no hint in 4 minutes; one game lost.
  await finish(page.progress, [
    ...LAYOUTS.slice(0, 14).map((layoutId, i) => ({ layoutId, deal: i + 1, ms: (i === 0 ? 4 : 12) * MIN, hints: i === 0 ? 0 : 2 })),
    { layoutId: 'L20', deal: 99, ms: 3 * MIN, won: false },
  ]);
  return page;
}

const row = (wrapper: ReturnType<typeof mount>, id: string) => wrapper.get(`[data-achievement="${id}"]`);

describe('the achievements', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('list every reward, earned or not, with its progress, badge, name, condition and the date it was earned', async () => {
    const { pinia } = await seeded();
    const wrapper = mount(RewardsView, { global: { plugins: [pinia] } });
    await vi.waitFor(() => expect(wrapper.find('[data-achievements]').exists()).toBe(true));
    expect(wrapper.findAll('[data-achievement]')).toHaveLength(REWARD_KINDS.length);
    expect(row(wrapper, 'first-win').attributes()).toMatchObject({ 'data-earned': 'true' });
    expect(row(wrapper, 'first-win').attributes('data-progress')).toBeUndefined();
    expect(row(wrapper, 'first-win').text()).toContain('First Win');
    expect(row(wrapper, 'first-win').text()).toContain('Win a game.');
    // Earned with the first game, which ended at START: its date is said.
    const date = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(START));
    expect(row(wrapper, 'first-win').get('[data-earned-on]').text()).toBe(`Earned ${date}`);
    expect(row(wrapper, 'wins-10').attributes()).toMatchObject({ 'data-earned': 'true', 'data-progress': '10/10' });
    expect(row(wrapper, 'layouts-all').attributes()).toMatchObject({ 'data-earned': 'false', 'data-progress': '14/24' });
    expect(row(wrapper, 'layouts-all').text()).toContain('14/24');
    expect(row(wrapper, 'turtle-5').attributes('data-earned')).toBe('true');
    expect(row(wrapper, 'clean-10').attributes()).toMatchObject({ 'data-earned': 'false', 'data-progress': '1/10' });
    expect(row(wrapper, 'own-layout').attributes('data-earned')).toBe('false');
    expect(row(wrapper, 'own-layout').text()).toContain('Not earned yet');
    expect(row(wrapper, 'own-layout').get('svg').attributes('aria-label')).toBe('Architect: not earned yet');
    expect(row(wrapper, 'first-win').get('svg').attributes('aria-label')).toBe('First Win: earned');
    const earned = wrapper.findAll('[data-earned="true"]').length;
    expect(wrapper.get('.summary').text()).toBe(`${earned} of ${REWARD_KINDS.length} earned`);
  });

  it('speak the language shown', async () => {
    const { pinia } = await seeded();
    await setLanguagePreference('fr');
    const wrapper = mount(RewardsView, { global: { plugins: [pinia] } });
    await vi.waitFor(() => expect(row(wrapper, 'first-win').text()).toContain('Première victoire'));
    expect(row(wrapper, 'layouts-all').text()).toContain('Gagnez toutes les dispositions intégrées.');
  });

  it('are a tab of the progress dialog', async () => {
    const { pinia } = await seeded();
    const wrapper = mount(ProgressDialog, { props: { tab: 'stats', layoutId: 'L00' }, global: { plugins: [pinia] }, attachTo: document.body });
    await flushPromises();
    const tab = wrapper.get('[data-tab="achievements"]');
    expect(tab.text()).toBe('Achievements');
    await tab.trigger('click');
    await vi.waitFor(() => expect(wrapper.find('[data-achievements]').exists()).toBe(true));
    expect(tab.attributes('aria-selected')).toBe('true');
    wrapper.unmount();
  });
});

describe('the rewards a win earned', () => {
  beforeEach(() => setLanguagePreference('en'));

  it('are each said with a badge and a name', async () => {
    const wrapper = mount(EarnedRewards, { props: { ids: ['first-win', 'turtle-5'] } });
    await vi.waitFor(() => expect(wrapper.findAll('[data-earned-achievement]')).toHaveLength(2));
    expect(wrapper.get('[data-earned-achievement="turtle-5"]').text()).toBe('Swift Turtle');
    expect(wrapper.get('[data-earned-achievement="turtle-5"] svg').attributes('data-badge')).toBe('turtle-5');
    expect(wrapper.get('section').attributes('aria-label')).toBe('New achievements');
  });

  it('say nothing when the win earned none', async () => {
    const wrapper = mount(EarnedRewards, { props: { ids: [] } });
    await flushPromises();
    await new Promise((r) => setTimeout(r, 20));
    expect(wrapper.find('section').exists()).toBe(false);
  });

  it('show in the win dialog', async () => {
    await loadDeferredMessages();
    const wrapper = mount(WonDialog, { props: { ms: 100_000, hints: 0, layoutName: 'Turtle', earned: ['first-win'] }, attachTo: document.body });
    await vi.waitFor(() => expect(document.querySelector('[data-dialog="won"] [data-earned-achievement="first-win"]')).not.toBeNull());
    expect(document.querySelector('[data-dialog="won"] [data-earned-achievement="first-win"]')?.textContent).toContain('First Win');
    wrapper.unmount();
  });
});
