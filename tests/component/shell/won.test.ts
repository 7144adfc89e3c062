import { describe, expect, it } from 'vitest';
import { replay } from '@/core/newGame';
import { mountShell, q, settle, freshPageEach } from './mountShell';

const CODE = 'MJ1-L02-AAAAABL';

/** Plays the current deal's winning plan to the end. */
function winCurrent(game: Awaited<ReturnType<typeof mountShell>>['game']): void {
  const plan = replay(game.code, []);
  if (!plan.ok) throw new Error(`bad code ${game.code}`);
  for (const [a, b] of plan.value.plan) {
    game.tap(a);
    game.tap(b);
  }
}

freshPageEach(`/newtab.html#game=${CODE}`);

describe('the win in the page', () => {
  it('calls the first win on a layout a first win, with its place, and deals the next one of that layout at once', async () => {
    const { wrapper, game } = await mountShell();
    winCurrent(game);
    await settle();
    expect(game.status).toBe('won');
    expect(q('[data-dialog="won"] [data-won-compare]')?.dataset.kind).toBe('first');
    expect(q('[data-dialog="won"] [data-won-rank]')?.textContent).toBe('1');
    q('[data-dialog="won"] [data-action="next-deal"]')?.click();
    await settle();
    expect(q('[data-dialog]')).toBeNull();
    expect(game.code).not.toBe(CODE);
    expect(game.layout.id).toBe('L02');
    expect(game.status).toBe('playing');
    expect(game.moveCount).toBe(0);

    // The next win on the layout is measured against the first.
    winCurrent(game);
    await settle();
    expect(q('[data-dialog="won"] [data-won-compare]')?.dataset.kind).toMatch(/^(equal|new-best|slower)$/);
    expect(q('[data-dialog="won"]')?.textContent).toMatch(/best/);
    wrapper.unmount();
  });

  it('still opens the layout choice from the win', async () => {
    const { wrapper, game } = await mountShell();
    winCurrent(game);
    await settle();
    q('[data-dialog="won"] [data-action="new-game"]')?.click();
    await settle();
    expect(q('[data-dialog="new-game"]')).not.toBeNull();
    expect(game.code).toBe(CODE);
    wrapper.unmount();
  });

  it('keeps the won board when its dialog is closed (Escape or ✕), until the player asks for the next deal', async () => {
    const { wrapper, game } = await mountShell();
    winCurrent(game);
    await settle();
    expect(q('[data-dialog="won"]')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(q('[data-dialog]')).toBeNull();
    expect(game.status).toBe('won');
    expect(game.code).toBe(CODE);
    // The won board says so, and offers the win again and the next deal.
    q('[data-banner="won"] [data-action="show-win"]')?.click();
    await settle();
    expect(q('[data-dialog="won"] [data-action="replay"]')).not.toBeNull();
    q('[data-dialog="won"] [data-dialog-close]')?.click();
    await settle();
    expect(q('[data-dialog]')).toBeNull();
    expect(game.status).toBe('won');
    q('[data-banner="won"] [data-action="next-deal"]')?.click();
    await settle();
    expect(game.status).toBe('playing');
    expect(game.code).not.toBe(CODE);
    expect(game.layout.id).toBe('L02');
    expect(q('[data-board]')?.querySelectorAll('[data-tile]')).toHaveLength(144);
    // The win dialog just said how it went: no last-result line repeats it.
    expect(q('[data-last-result]')).toBeNull();
    wrapper.unmount();
  });
});
