/** The moment of a win (components/dialogs/WinCelebration.vue), and what the win dialog says of it beyond its time. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount } from '@vue/test-utils';
import { loadDeferredMessages } from '@/components/i18n';
import WonDialog from '@/components/dialogs/WonDialog.vue';
import WinCelebration, { CELEBRATION_MS } from '@/components/dialogs/WinCelebration.vue';

beforeAll(() => loadDeferredMessages());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The system's motion preference as the component reads it. */
const prefers = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
const celebration = () => document.querySelector('[data-celebration]');
// Each win is celebrated once on a page: every test celebrates a win of its own.
let moment = 5000;
const won = { ms: 300_000, hints: 0, layoutName: 'Turtle', rank: 1, previousBestMs: null };

describe('the celebration of a win', () => {
  it('plays with the win dialog, over it without taking its input or focus, and is over by itself before 2 s', async () => {
    prefers(false);
    vi.useFakeTimers();
    const wrapper = mount(WonDialog, { props: { ...won, celebrate: ++moment }, attachTo: document.body });
    await vi.advanceTimersByTimeAsync(0);
    const shown = celebration() as HTMLElement;
    expect(shown).not.toBeNull();
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(shown.querySelectorAll('.spark').length).toBeGreaterThanOrEqual(40);
    expect(shown.querySelector('button, [tabindex]')).toBeNull();
    expect(document.activeElement?.getAttribute('data-action')).toBe('next-deal');
    expect(CELEBRATION_MS).toBeLessThan(2000);
    await vi.advanceTimersByTimeAsync(CELEBRATION_MS - 50);
    expect(celebration()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(60);
    expect(celebration()).toBeNull();
    wrapper.unmount();
  });

  it('is not shown at all when the system asks for reduced motion', async () => {
    prefers(true);
    const wrapper = mount(WonDialog, { props: { ...won, celebrate: ++moment }, attachTo: document.body });
    await wrapper.vm.$nextTick();
    expect(celebration()).toBeNull();
    expect(wrapper.find('[data-action="next-deal"]').exists()).toBe(true);
    wrapper.unmount();
  });

  it('ends at any key, which still does what it does', async () => {
    prefers(false);
    const next = vi.fn();
    const wrapper = mount(WonDialog, { props: { ...won, celebrate: ++moment, 'onNext-deal': next }, attachTo: document.body });
    await wrapper.vm.$nextTick();
    expect(celebration()).not.toBeNull();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await wrapper.vm.$nextTick();
    expect(celebration()).toBeNull();
    wrapper.unmount();
  });

  it('ends at a click anywhere, and the click reaches what it was on: Next deal works at once', async () => {
    prefers(false);
    const next = vi.fn();
    const wrapper = mount(WonDialog, { props: { ...won, celebrate: ++moment, 'onNext-deal': next }, attachTo: document.body });
    await wrapper.vm.$nextTick();
    expect(celebration()).not.toBeNull();
    const button = wrapper.get('[data-action="next-deal"]').element as HTMLButtonElement;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();
    await wrapper.vm.$nextTick();
    expect(celebration()).toBeNull();
    expect(next).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('celebrates each win once: the dialog opened again for the same win shows none, and none without a win to celebrate', async () => {
    prefers(false);
    const once = ++moment;
    const first = mount(WinCelebration, { props: { moment: once }, attachTo: document.body });
    expect(celebration()).not.toBeNull();
    first.unmount();
    expect(celebration()).toBeNull();
    const again = mount(WinCelebration, { props: { moment: once }, attachTo: document.body });
    expect(celebration()).toBeNull();
    again.unmount();
    const reopened = mount(WonDialog, { props: { ...won }, attachTo: document.body });
    expect(celebration()).toBeNull();
    reopened.unmount();
  });

  it('rises from where the last pair left the board', async () => {
    prefers(false);
    document.body.insertAdjacentHTML('beforeend', '<div data-board><div class="mj-tile is-ghost"></div><div class="mj-tile is-ghost"></div></div>');
    const ghosts = [...document.querySelectorAll<HTMLElement>('.is-ghost')];
    ghosts.forEach((g, i) => (g.getBoundingClientRect = () => ({ left: 300 + i * 60, top: 400, width: 50, height: 66 }) as DOMRect));
    const wrapper = mount(WinCelebration, { props: { moment: ++moment }, attachTo: document.body });
    const risers = [...document.querySelectorAll<HTMLElement>('[data-celebration] .riser')];
    expect(risers.map((r) => [r.style.left, r.style.top, r.style.width])).toEqual([['300px', '400px', '50px'], ['360px', '400px', '50px']]);
    wrapper.unmount();
    document.querySelector('[data-board]')!.remove();
  });
});

describe('what the win dialog says of a win beyond its time', () => {
  const lines = (wrapper: ReturnType<typeof mount>) =>
    Object.fromEntries(wrapper.findAll('[data-highlight]').map((li) => [li.attributes('data-highlight'), li.text()]));
  const none = { streak: null, milestone: null, fastestToday: null };

  it('says a run of wins in a row, of every game or on the layout', () => {
    const all = mount(WonDialog, { props: { ...won, highlights: { ...none, streak: { count: 4, onLayout: false } } } });
    expect(lines(all)).toEqual({ streak: 'Wins in a row: 4' });
    all.unmount();
    const layout = mount(WonDialog, { props: { ...won, highlights: { ...none, streak: { count: 3, onLayout: true } } } });
    expect(lines(layout)).toEqual({ streak: 'Wins in a row on Turtle: 3' });
    layout.unmount();
  });

  it('says a round number of wins', () => {
    const wrapper = mount(WonDialog, { props: { ...won, highlights: { ...none, milestone: 25 } } });
    expect(lines(wrapper)).toEqual({ milestone: 'Win number 25!' });
    wrapper.unmount();
  });

  it('says the fastest of the day when the win is no new best, and leaves it to the new best when it is one', () => {
    const highlights = { ...none, fastestToday: 3 };
    const slower = mount(WonDialog, { props: { ...won, rank: 3, previousBestMs: 200_000, highlights } });
    expect(lines(slower)).toEqual({ 'fastest-today': 'Your fastest win on Turtle today' });
    slower.unmount();
    const best = mount(WonDialog, { props: { ...won, previousBestMs: 400_000, highlights } });
    expect(best.get('[data-won-compare]').attributes('data-kind')).toBe('new-best');
    expect(lines(best)).toEqual({});
    best.unmount();
  });

  it('keeps the first win, the new best and the place on the top 10 as they were, and says nothing more without highlights', () => {
    const first = mount(WonDialog, { props: { ...won, highlights: none } });
    expect(first.get('[data-won-compare]').text()).toBe('Your first win on Turtle!');
    expect(first.get('[data-won-rank]').text()).toBe('1');
    expect(first.find('[data-won-highlights]').exists()).toBe(false);
    first.unmount();
  });

  it('says them all together, in another language too', async () => {
    const { setLanguagePreference } = await import('@/components/i18n');
    await setLanguagePreference('de');
    const wrapper = mount(WonDialog, { props: { ...won, highlights: { streak: { count: 5, onLayout: false }, milestone: 50, fastestToday: null } } });
    expect(lines(wrapper)).toEqual({ streak: 'Siege in Folge: 5', milestone: 'Sieg Nummer 50!' });
    wrapper.unmount();
    await setLanguagePreference('en');
  });
});
