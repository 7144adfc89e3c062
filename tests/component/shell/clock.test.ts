import { describe, expect, it } from 'vitest';
import { isFree, playablePairs } from '@/core/position';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { mountShell, click, press, q, settle, freshPageEach } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';
const seconds = () => q('[data-timer]')?.dataset.seconds;
const boardStatus = () => q('[data-board]')?.dataset.status;

freshPageEach(`/newtab.html#game=${CODE}`);

describe('the stopwatch on the page', () => {
  it('reads 0 on a fresh deal until the first tap on a tile, even a blocked one', async () => {
    const clock = virtualClock();
    const { wrapper, game } = await mountShell({ clock });
    expect(game.code).toBe(CODE);
    await clock.advance(8_000);
    expect(boardStatus()).toBe('playing');
    await click('[data-action="hint"]'); // a hint is not a tap on a tile
    await clock.advance(2_000);
    expect(game.elapsedMs()).toBe(0);
    expect(seconds()).toBe('0');

    const blocked = game.layout.slots.findIndex((_, slot) => !isFree(game.position, slot));
    await click(`[data-tile="${blocked}"]`);
    await clock.advance(4_000);
    expect(game.elapsedMs()).toBe(4_000);
    wrapper.unmount();
  });

  it('stands while Help covers the board, with the faces hidden, and runs on by itself when it closes', async () => {
    const clock = virtualClock();
    const { wrapper, game } = await mountShell({ clock });
    await click(`[data-tile="${playablePairs(game.position)[0][0]}"]`);
    await clock.advance(3_000);

    await click('[data-action="help"]');
    expect(q('[data-dialog="help"]')).not.toBeNull();
    expect(boardStatus()).toBe('paused'); // the faces are hidden as in a pause
    expect(q('.resume')).toBeNull(); // nothing to resume by hand under a dialog
    expect(q('[data-live]')?.textContent).not.toMatch(/paused/i); // a hold is not news to a screen reader
    await clock.advance(5_000);
    expect(game.elapsedMs()).toBe(3_000);

    press('Escape');
    await settle();
    expect(q('[data-dialog]')).toBeNull();
    expect(boardStatus()).toBe('playing');
    expect(q('[data-live]')?.textContent).not.toMatch(/resumed/i);
    expect(seconds()).toBe('3');
    await clock.advance(2_000);
    expect(game.elapsedMs()).toBe(5_000);
    wrapper.unmount();
  });

  it('leaves a game the player paused paused when a dialog over it closes', async () => {
    const clock = virtualClock();
    const { wrapper, game } = await mountShell({ clock });
    await click(`[data-tile="${playablePairs(game.position)[0][0]}"]`);
    await clock.advance(1_000);
    await click('[data-action="pause"]');
    await click('[data-action="stats"]');
    await clock.advance(5_000);
    press('Escape');
    await settle();
    expect(boardStatus()).toBe('paused');
    expect(q('.resume')).not.toBeNull();
    expect(game.elapsedMs()).toBe(1_000);
    wrapper.unmount();
  });
});

