import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { playablePairs } from '@/core/position';
import { mountShell, click, q, settle, stuckLine, freshPageEach } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';

freshPageEach(`/newtab.html#game=${CODE}`);

async function playOnePair() {
  const shell = await mountShell();
  const [a, b] = playablePairs(shell.game.position)[0];
  shell.game.tap(a);
  shell.game.tap(b);
  await flushPromises();
  return shell;
}

describe('the dialogs’ small print', () => {
  it('sets the example code in a bad-code message as one piece of code, so it never breaks across lines', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="code-menu"]');
    await click('[data-action="enter-code"]');
    expect(q('[data-dialog="code"] .help code')?.textContent).toBe('MJ1-L00-AAAAABL');
    const input = q('[data-input="code"]') as HTMLInputElement;
    input.value = 'hello';
    input.dispatchEvent(new Event('input'));
    await click('[data-action="start-code"]');
    const error = q('[data-dialog="code"] [data-error]');
    expect(error?.textContent).toBe('This is not a game code. A code looks like MJ1-L00-AAAAABL.');
    expect([...(error?.querySelectorAll('code') ?? [])].map((c) => c.textContent)).toEqual(['MJ1-L00-AAAAABL']);
    wrapper.unmount();
  });

  it('says in the statistics that the game under way is not counted yet', async () => {
    const { wrapper } = await playOnePair();
    await click('[data-action="stats"]');
    const played = q('[data-stats] [data-stat="played"]');
    expect(played?.dataset.value).toBe('0');
    expect(played?.querySelector('[data-in-progress]')?.textContent).toBe('+1 in progress, counted when it ends');
    wrapper.unmount();
  });

  it('does not repeat the statistics dialog’s title as a tab', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="stats"]');
    const dialog = q('[role="dialog"]');
    const title = dialog?.querySelector('h2')?.textContent?.trim();
    const tabs = [...(dialog?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent?.trim());
    expect(tabs).toEqual(['Statistics', 'Leaderboard', 'Deal of the day', 'Achievements']);
    expect(tabs).not.toContain(title);
    expect(title).toBe('Your games');
    wrapper.unmount();
  });

  it('offers export and import in the settings only, not again in the statistics', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="stats"]');
    expect(q('[data-stats]')).not.toBeNull();
    expect(q('[data-progress-transfer]')).toBeNull();
    q('[data-dialog-close]')?.click();
    await settle();
    await click('[data-action="settings"]');
    expect(q('[data-dialog="settings"] [data-progress-transfer]')).not.toBeNull();
    wrapper.unmount();
  });

  it('makes keeping the game the main, focused answer when abandoning it, and the new game the red one', async () => {
    const { wrapper, game } = await playOnePair();
    await click('[data-action="new-game"]');
    await click('[data-action="start-game"]');
    const keep = q('[data-dialog="confirm"] [data-action="cancel"]');
    const abandon = q('[data-dialog="confirm"] [data-action="confirm"]');
    expect(keep?.textContent?.trim()).toBe('Keep playing');
    expect(keep?.classList.contains('primary')).toBe(true);
    expect(document.activeElement).toBe(keep);
    expect(abandon?.classList.contains('primary')).toBe(false);
    expect(abandon?.classList.contains('danger')).toBe(true);
    keep?.click();
    await settle();
    expect(game.code).toBe(CODE);
    expect(game.moveCount).toBe(1);
    wrapper.unmount();
  });

  it('says, before it is chosen, that going back to the last winnable position keeps the win off the leaderboard', async () => {
    const { wrapper, game } = await mountShell();
    for (const [a, b] of stuckLine(CODE)) {
      game.tap(a);
      game.tap(b);
    }
    await settle();
    expect(game.status).toBe('stuck');
    expect(game.assisted).toBe(false);
    const back = q('[data-dialog="stuck"] [data-action="undo-to-winnable"]')!;
    const note = q('[data-dialog="stuck"] [data-note="unranked"]')!;
    expect(note.textContent).toBe('Going back keeps this game off the leaderboard.');
    // The main button is described by it, so a screen reader says it with the button.
    expect(back.getAttribute('aria-describedby')).toBe(note.id);
    expect(document.getElementById(back.getAttribute('aria-describedby')!)).toBe(note);
    wrapper.unmount();
  });
});
