import { beforeEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import LeaderboardView from '@/components/progress/LeaderboardView.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { makeCode } from '@/core/code';
import { DAY, finish, progressPage, START, type FinishedGame } from './progressPage';

const SEC = 1000;

/** `now`: the page's clock, which says how long ago each win was (START unless given). */
async function mountBoard(games: readonly FinishedGame[], layoutId?: string, now?: number) {
  const { pinia, progress } = progressPage(now);
  await finish(progress, games);
  const wrapper = mount(LeaderboardView, { props: { layoutId }, global: { plugins: [pinia] } });
  return { wrapper, progress };
}

const entries = (wrapper: Awaited<ReturnType<typeof mountBoard>>['wrapper']) =>
  wrapper.findAll('[data-leaderboard] [data-entry]').map((row) => ({
    seconds: Number(row.attributes('data-seconds')),
    layout: row.attributes('data-layout'),
    code: row.attributes('data-code'),
  }));

describe('LeaderboardView', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it("lists a layout's 10 best wins, best first by time plus 30 s a hint, with time, date, hints and code", async () => {
    // Twelve wins from 300 s down to 190 s, plus a loss that must not be listed.
    const wins = Array.from({ length: 12 }, (_, i) => ({ layoutId: 'L00', deal: i, ms: (300 - i * 10) * SEC + 400, hints: i % 3, day: i }));
    const { wrapper } = await mountBoard([...wins, { layoutId: 'L00', deal: 50, ms: 10 * SEC, won: false }], 'L00');
    const listed = entries(wrapper);
    // Win i took 300 - 10i s with i % 3 hints: ranked by its time plus 30 s a hint.
    expect(listed.map((e) => e.seconds)).toEqual([210, 200, 240, 190, 230, 270, 220, 260, 300, 250]);
    expect(listed.every((e) => e.layout === 'L00')).toBe(true);
    expect(listed[0].code).toBe(makeCode('L00', 9));

    const [first, second] = wrapper.findAll('[data-entry]');
    expect(first.text()).toContain('3:30');
    expect(first.text()).toContain('Mar 10, 2026');
    expect(first.get('.hints').text()).toBe('0');
    expect(first.get('code').text()).toBe(makeCode('L00', 9));
    expect(second.get('.time').text()).toBe('3:20 + 1 hint = 3:50');
    expect(second.attributes('data-score-seconds')).toBe('230');
  });

  it('replays the code of a row when its "Play again" is pressed', async () => {
    const { wrapper } = await mountBoard(
      [
        { layoutId: 'L01', deal: 7, ms: 200 * SEC },
        { layoutId: 'L01', deal: 8, ms: 100 * SEC },
      ],
      'L01',
    );
    const rows = wrapper.findAll('[data-entry]');
    await rows[1].get('[data-action="play-again"]').trigger('click');
    expect(wrapper.emitted('play-code')).toEqual([[makeCode('L01', 7)]]);
    expect(rows[1].get('[data-action="play-again"]').attributes('aria-label')).toBe(`Play again, game ${makeCode('L01', 7)}`);
  });

  it('names each "play again" button by its visible text first, in every language (WCAG 2.5.3)', async () => {
    const { wrapper } = await mountBoard([{ layoutId: 'L01', deal: 7, ms: 200 * SEC }], 'L01');
    for (const lang of ['en', 'bg', 'nl'] as const) {
      await setLanguagePreference(lang);
      await loadDeferredMessages();
      await wrapper.vm.$nextTick();
      const button = wrapper.get('[data-entry] [data-action="play-again"]');
      const shown = button.text().trim();
      expect(shown, lang).not.toBe('');
      expect(button.attributes('aria-label'), lang).toBe(`${shown}, ${lang === 'en' ? 'game' : lang === 'bg' ? 'игра' : 'spel'} ${makeCode('L01', 7)}`);
    }
  });

  it('puts the best wins of every layout together in the "all" view, each with its layout', async () => {
    const { wrapper } = await mountBoard([
      { layoutId: 'L00', deal: 1, ms: 300 * SEC },
      { layoutId: 'L02', deal: 2, ms: 100 * SEC },
      { layoutId: 'L00', deal: 3, ms: 200 * SEC },
    ]);
    expect(wrapper.get('[data-leaderboard]').attributes('data-layout')).toBe('all');
    expect(entries(wrapper)).toEqual([
      { seconds: 100, layout: 'L02', code: makeCode('L02', 2) },
      { seconds: 200, layout: 'L00', code: makeCode('L00', 3) },
      { seconds: 300, layout: 'L00', code: makeCode('L00', 1) },
    ]);
    expect(wrapper.get('[data-entry]').text()).toContain('Plain');
  });

  it('switches layout from its chooser and follows the host', async () => {
    const { wrapper } = await mountBoard(
      [
        { layoutId: 'L00', deal: 1, ms: 300 * SEC },
        { layoutId: 'L03', deal: 2, ms: 100 * SEC },
      ],
      'L00',
    );
    expect(entries(wrapper).map((e) => e.layout)).toEqual(['L00']);
    await wrapper.setProps({ layoutId: 'L03' });
    expect(entries(wrapper).map((e) => e.layout)).toEqual(['L03']);
    await wrapper.get('select[data-input="layout"]').setValue('L00');
    expect(entries(wrapper).map((e) => e.layout)).toEqual(['L00']);
    await wrapper.get('select[data-input="layout"]').setValue('all');
    expect(entries(wrapper).map((e) => e.layout)).toEqual(['L03', 'L00']);
  });

  it('points out the place the latest win took', async () => {
    const { wrapper } = await mountBoard(
      [
        { layoutId: 'L00', deal: 1, ms: 100 * SEC },
        { layoutId: 'L00', deal: 2, ms: 300 * SEC },
        { layoutId: 'L00', deal: 3, ms: 200 * SEC },
      ],
      'L00',
    );
    const latest = wrapper.findAll('[data-entry]').map((row) => row.attributes('data-latest') === 'true');
    expect(latest).toEqual([false, true, false]);
    expect(wrapper.get('[data-latest]').text()).toContain('Your latest win');
  });

  it('says so when a layout has no wins yet', async () => {
    const { wrapper } = await mountBoard([{ layoutId: 'L00', deal: 1, ms: 100 * SEC, won: false }], 'L00');
    expect(wrapper.findAll('[data-entry]')).toHaveLength(0);
    expect(wrapper.get('[data-leaderboard]').text()).toContain('No wins on this layout yet.');
  });

  it('names layouts and writes dates in the UI language', async () => {
    await setLanguagePreference('nl');
    // A month on, a win is written as its date (within a week, as "today", "yesterday", …).
    const { wrapper } = await mountBoard([{ layoutId: 'L00', deal: 1, ms: 61 * SEC }], undefined, START + 30 * DAY);
    const row = wrapper.get('[data-entry]');
    expect(row.text()).toContain('1 mrt 2026');
    expect(row.text()).toContain('Opnieuw spelen');
  });
});
