import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountShell, q, settle, stuckLine } from '../shell/mountShell';

const CODE = 'MJ1-L00-AAAAABL';

beforeEach(() => {
  history.replaceState(null, '', `/newtab.html#game=${CODE}`);
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the stuck banner', () => {
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
    expect(note.textContent).toContain('off the leaderboard');
    // The main button is described by it, so a screen reader says it with the button.
    expect(back.getAttribute('aria-describedby')).toBe(note.id);
    expect(document.getElementById(back.getAttribute('aria-describedby')!)).toBe(note);
    wrapper.unmount();
  });
});
