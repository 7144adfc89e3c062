import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { resumesGame } from '@/components/shell/resumeKeys';
import { mountShell, press, q, settle, freshPageEach } from './mountShell';

/** The paused card: over the board, not inside a dialog. */
const card = () => q('main [data-paused]');

freshPageEach('/newtab.html#game=MJ1-L00-AAAAABL');

async function pausedShell() {
  const shell = await mountShell();
  shell.game.pause();
  await settle(); // the card loads on demand (the page fetches it after its first frame)
  return shell;
}

describe('the paused game', () => {
  it('shows a card with the time so far and a Resume button over the board', async () => {
    const { wrapper, game } = await pausedShell();
    expect(card()).not.toBeNull();
    expect(card()?.textContent).toContain('Paused');
    expect(card()?.querySelector('[data-paused-time]')?.textContent).toBe('0:00');
    card()?.querySelector<HTMLElement>('[data-action="resume"]')?.click();
    await flushPromises();
    expect(game.status).toBe('playing');
    expect(card()).toBeNull();
    wrapper.unmount();
  });

  it('resumes on a click anywhere on the board, and the click does nothing else', async () => {
    const { wrapper, game } = await pausedShell();
    const free = q('[data-board] [data-tile][data-free="true"]');
    free?.click();
    await flushPromises();
    expect(game.status).toBe('playing');
    expect(game.selected).toBeNull(); // the tile under the click was not selected
    game.pause();
    await flushPromises();
    q('[data-board]')?.click();
    await flushPromises();
    expect(game.status).toBe('playing');
    wrapper.unmount();
  });

  it('resumes on a key, and the key does nothing else', async () => {
    const { wrapper, game } = await pausedShell();
    press('h'); // the hint shortcut
    await settle();
    expect(game.status).toBe('playing');
    expect(game.hintsUsed).toBe(0);
    expect(game.hinted).toBeNull();
    game.pause();
    await flushPromises();
    press('n'); // the new-game shortcut
    await settle();
    expect(game.status).toBe('playing');
    expect(q('[data-dialog]')).toBeNull();
    wrapper.unmount();
  });

  it('leaves Tab and browser shortcuts alone', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(resumesGame(key('x'))).toBe(true);
    expect(resumesGame(key(' '))).toBe(true);
    expect(resumesGame(key('Enter'))).toBe(true);
    expect(resumesGame(key('ArrowLeft'))).toBe(true);
    expect(resumesGame(key('Tab'))).toBe(false);
    expect(resumesGame(key('Shift'))).toBe(false);
    expect(resumesGame(key('F5'))).toBe(false);
    expect(resumesGame(key('t', { ctrlKey: true }))).toBe(false);
  });

  it('hides the card and leaves keys to a dialog open over the board', async () => {
    const { wrapper, game } = await pausedShell();
    expect(card()).not.toBeNull();
    q('[data-action="help"]')?.click();
    await settle();
    expect(q('[data-dialog="help"]')).not.toBeNull();
    expect(card()).toBeNull();
    press('x', {}, document.activeElement ?? document.body);
    await flushPromises();
    expect(game.status).toBe('paused');
    expect(q('[data-dialog="help"]')).not.toBeNull();
    press('Escape', {}, document.activeElement ?? document.body);
    await settle();
    expect(q('[data-dialog="help"]')).toBeNull();
    expect(game.status).toBe('paused');
    expect(card()).not.toBeNull();
    wrapper.unmount();
  });
});
