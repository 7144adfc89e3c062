import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { replay } from '@/core/newGame';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { mountShell, q, settle } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';

/** Wins CODE on a page over `backend` with two hints and 5:12 on the clock, then closes that page. */
async function winOnAnotherPage(backend: ReturnType<typeof profile>, clock: ReturnType<typeof virtualClock>) {
  history.replaceState(null, '', `/newtab.html#game=${CODE}`);
  const { wrapper, game } = await mountShell({ backend, clock });
  const start = replay(CODE, []);
  if (!start.ok) throw new Error('bad code');
  const [[first]] = start.value.plan;
  game.tap(first);
  game.tap(first);
  game.hint();
  await flushPromises();
  game.hint(); // hint again: the plan's next pair, the second hint
  await vi.waitFor(() => expect(game.hintsUsed).toBe(2));
  await clock.advance(312_000);
  for (const [a, b] of start.value.plan) {
    game.tap(a);
    game.tap(b);
  }
  await settle();
  expect(q('[data-dialog="won"]')).not.toBeNull(); // where the win happened
  await clock.advance(0);
  wrapper.unmount();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/newtab.html');
}

const profile = () => ({ local: memoryArea(), sync: memoryArea() });

/** A page opened after a win on another page of the same profile. */
async function pageAfterWin() {
  const backend = profile();
  const clock = virtualClock();
  await winOnAnotherPage(backend, clock);
  return mountShell({ backend, clock });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page opened after a win', () => {
  it('deals the next game at once, with no dialog, and says the last result quietly until dismissed', async () => {
    const { wrapper, game } = await pageAfterWin();
    await settle();
    const board = q('[data-board]');
    expect(board?.dataset.status).toBe('playing');
    expect(board?.dataset.layout).toBe('L00');
    expect(board?.dataset.code).not.toBe(CODE);
    expect(q('[data-dialog]')).toBeNull();
    expect(q('.page')?.hasAttribute('inert')).toBe(false);

    const line = q('[data-last-result]');
    expect(line?.getAttribute('role')).toBe('status');
    expect(line?.dataset.seconds).toBe('312');
    expect(line?.textContent).toContain('Last game: won in 5:12');
    expect(q('[data-last-result-hints]')?.textContent).toBe('2 hints');
    expect(q('[data-last-result-place]')?.dataset.value).toBe('1'); // once the finished games are read
    expect(q('[data-last-result-place]')?.textContent).toBe('#1 on the leaderboard');

    line?.dispatchEvent(new AnimationEvent('animationend', { animationName: 'arrive-1a2b' }));
    await settle();
    expect(q('[data-last-result]')).not.toBeNull();
    q('[data-action="dismiss-last-result"]')?.click();
    await settle();
    expect(q('[data-last-result]')).toBeNull();
    expect(game.code).toBe(board?.dataset.code);
    wrapper.unmount();
  });

  it('says it in the player’s language, and drops it once the next game is under way', async () => {
    const { wrapper, game, settings } = await pageAfterWin();
    settings.update({ language: 'nl' });
    await settle();
    expect(q('[data-last-result]')?.textContent).toContain('Vorig spel: gewonnen in 5:12');
    expect(q('[data-last-result-place]')?.textContent).toBe('plaats 1 op je ranglijst');
    settings.update({ language: 'bg' });
    await settle();
    expect(q('[data-last-result]')?.textContent).toContain('Последна игра: победа за 5:12');

    const next = replay(game.code, []);
    if (!next.ok) throw new Error('bad code');
    const [a, b] = next.value.plan[0];
    game.tap(a);
    game.tap(b);
    await settle();
    expect(q('[data-last-result]')).toBeNull();
    settings.update({ language: 'auto' });
    wrapper.unmount();
  });

  it('lets the line fade away by itself', async () => {
    const { wrapper, game } = await pageAfterWin();
    await settle();
    q('[data-last-result]')?.dispatchEvent(new AnimationEvent('animationend', { animationName: 'fade-away-1a2b' }));
    await settle();
    expect(q('[data-last-result]')).toBeNull();
    expect(game.lastResult).toBeNull();
    wrapper.unmount();
  });
});

describe('a page open at the moment of a win made on another page', () => {
  it('does not show the win dialog: it moves on to the next game, the same one a new page deals', async () => {
    const backend = profile();
    const clock = virtualClock();
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const winner = await mountShell({ backend, clock });
    history.replaceState(null, '', '/newtab.html');
    const other = await mountShell({ backend, clock, compact: true });
    const codeShown = (page: { wrapper: typeof other.wrapper }) => page.wrapper.find('[data-board]').attributes('data-code');
    expect(codeShown(other)).toBe(CODE);

    const start = replay(CODE, []);
    if (!start.ok) throw new Error('bad code');
    for (const [a, b] of start.value.plan) {
      winner.game.tap(a);
      winner.game.tap(b);
    }
    await clock.advance(0);
    await settle();
    expect(winner.wrapper.find('[data-dialog="won"]').exists()).toBe(true);
    expect(other.wrapper.find('[data-dialog]').exists()).toBe(false);
    const board = other.wrapper.find('[data-board]');
    expect(board.attributes('data-status')).toBe('playing');
    expect(board.attributes('data-code')).not.toBe(CODE);
    expect(other.wrapper.find('[data-last-result]').exists()).toBe(true);

    const later = await mountShell({ backend, clock });
    expect(codeShown(later)).toBe(codeShown(other));
    for (const page of [winner, other, later]) page.wrapper.unmount();
  });
});
