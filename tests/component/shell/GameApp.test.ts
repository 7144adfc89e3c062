import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { playablePairs } from '@/core/position';
import { replay } from '@/core/newGame';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { mountShell, click, press, q, settle, stuckLine, freshPageEach } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';

freshPageEach('/newtab.html');

describe('GameApp', () => {
  it('shows the stopwatch, the hint count and the contract buttons', async () => {
    const { wrapper } = await mountShell();
    expect(q('[data-timer]')?.dataset.seconds).toBe('0');
    expect(q('[data-hints]')?.dataset.count).toBe('0');
    for (const action of ['hint', 'undo', 'pause', 'new-game', 'leaderboard', 'stats', 'settings', 'help']) {
      expect(q(`[data-action="${action}"]`), action).not.toBeNull();
    }
    await click('[data-action="code-menu"]');
    for (const action of ['copy-code', 'enter-code']) expect(q(`[data-action="${action}"]`), action).not.toBeNull();
    wrapper.unmount();
  });

  it('counts hints and announces them', async () => {
    const { wrapper, game } = await mountShell();
    await click('[data-action="hint"]');
    expect(game.hinted).not.toBeNull();
    expect(q('[data-hints]')?.dataset.count).toBe('1');
    await flushPromises();
    expect(q('[data-live]')?.textContent).toBe('Hint: a playable pair is outlined.');
    wrapper.unmount();
  });

  it('pauses and resumes from the toolbar and the keyboard', async () => {
    const { wrapper, game } = await mountShell();
    await click('[data-action="pause"]');
    expect(game.status).toBe('paused');
    expect(q('[data-action="pause"]')).toBeNull();
    await click('[data-action="resume"]');
    expect(game.status).toBe('playing');
    press('p');
    await flushPromises();
    expect(game.status).toBe('paused');
    press(' ');
    await flushPromises();
    expect(game.status).toBe('playing');
    wrapper.unmount();
  });

  it('pauses itself when the page goes away, once the clock runs', async () => {
    const { wrapper, game } = await mountShell();
    expect(game.status).toBe('playing');
    window.dispatchEvent(new Event('pagehide'));
    expect(game.status).toBe('playing'); // a fresh deal's clock waits for the first tap: nothing to pause
    game.tap(playablePairs(game.position)[0][0]);
    window.dispatchEvent(new Event('pagehide'));
    expect(game.status).toBe('paused');
    wrapper.unmount();
  });

  it('opens help with ?, closes it with Escape and gives focus back', async () => {
    const { wrapper } = await mountShell();
    const helpButton = q('[data-action="help"]');
    helpButton?.focus();
    press('?', {}, helpButton ?? document.body);
    await settle();
    expect(q('[data-dialog="help"]')).not.toBeNull();
    expect(q('[data-shortcuts]')?.textContent).toContain('Ctrl+Z');
    expect(q('[data-dialog="help"]')?.contains(document.activeElement)).toBe(true);
    press('Escape', {}, document.activeElement ?? document.body);
    await flushPromises();
    expect(q('[data-dialog="help"]')).toBeNull();
    expect(document.activeElement).toBe(helpButton);
    wrapper.unmount();
  });

  it('keeps Tab inside an open dialog', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="code-menu"]');
    await click('[data-action="enter-code"]');
    const dialog = q('[data-dialog="code"]');
    const buttons = [...(dialog?.querySelectorAll<HTMLElement>('button') ?? [])];
    const last = buttons[buttons.length - 1];
    last.focus();
    press('Tab', {}, last);
    expect(dialog?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
    wrapper.unmount();
  });

  it('refuses a bad code with a clear error and leaves the game alone', async () => {
    const { wrapper, game } = await mountShell();
    const before = game.code;
    await click('[data-action="code-menu"]');
    await click('[data-action="enter-code"]');
    const input = q('[data-input="code"]') as HTMLInputElement;
    input.value = 'MJ1-L00-AAAAAB1';
    input.dispatchEvent(new Event('input'));
    await click('[data-action="start-code"]');
    expect(q('[data-dialog="code"] [data-error]')?.textContent).toContain('position 15');
    expect(game.code).toBe(before);
    input.value = CODE.toLowerCase();
    input.dispatchEvent(new Event('input'));
    await click('[data-action="start-code"]');
    expect(game.code).toBe(CODE);
    expect(q('[data-dialog="code"]')).toBeNull();
    wrapper.unmount();
  });

  it('starts the deal of a #game= link without asking, and explains a bad one', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const first = await mountShell();
    expect(first.game.code).toBe(CODE);
    expect(q('[data-dialog]')).toBeNull();
    first.wrapper.unmount();

    history.replaceState(null, '', '/newtab.html#game=MJ9-L00-AAAAABL');
    const second = await mountShell();
    await settle();
    expect(second.game.code).not.toBe('MJ9-L00-AAAAABL');
    expect(q('[data-dialog="code"] [data-error]')?.textContent).toMatch(/link is not valid/);
    second.wrapper.unmount();
  });

  it('asks before abandoning a game in progress', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const { wrapper, game } = await mountShell();
    const [a, b] = playablePairs(game.position)[0];
    game.tap(a);
    game.tap(b);
    await click('[data-action="new-game"]');
    expect(q('[data-dialog="new-game"]')).not.toBeNull();
    await click('[data-layout-option="L01"] input');
    await click('[data-action="start-game"]');
    await click('[data-dialog="confirm"] [data-action="cancel"]');
    expect(game.code).toBe(CODE);
    await click('[data-action="new-game"]');
    await click('[data-action="start-game"]');
    await click('[data-dialog="confirm"] [data-action="confirm"]');
    expect(game.code).not.toBe(CODE);
    expect(game.moveCount).toBe(0);
    wrapper.unmount();
  });

  it('says "No more moves" in the player’s language and undoes out of it', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const { wrapper, game, settings } = await mountShell();
    settings.update({ language: 'nl' });
    await settle(); // Dutch loads when chosen
    for (const [a, b] of stuckLine(CODE)) {
      game.tap(a);
      game.tap(b);
    }
    await settle(); // the dialog loads when first shown
    expect(game.status).toBe('stuck');
    expect(document.documentElement.lang).toBe('nl');
    expect(q('[data-dialog="stuck"]')?.textContent).toContain('Geen zetten meer');
    expect(q('[data-live]')?.textContent).toBe('Geen zetten meer');
    await click('[data-dialog="stuck"] [data-action="undo"]');
    expect(game.status).toBe('playing');
    expect(q('[data-dialog="stuck"]')).toBeNull();
    wrapper.unmount();
  });

  it('shows the win with the time and hints', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const clock = virtualClock();
    const { wrapper, game } = await mountShell({ clock });
    const plan = replay(CODE, []);
    if (!plan.ok) throw new Error('bad code');
    const [[a, b], ...rest] = plan.value.plan;
    game.tap(a); // the first tap starts the clock
    await clock.advance(83_900);
    game.tap(b);
    for (const [c, d] of rest) {
      game.tap(c);
      game.tap(d);
    }
    await settle(); // the dialog loads when first shown
    expect(game.status).toBe('won');
    const dialog = q('[data-dialog="won"]');
    expect(dialog?.querySelector('[data-action="new-game"]')).not.toBeNull();
    const time = dialog?.querySelector<HTMLElement>('[data-won-time]');
    expect(time?.dataset.seconds).toBe('83');
    expect(time?.textContent).toBe('1:23');
    expect(dialog?.querySelector('[data-won-hints]')?.textContent).toBe('0');
    wrapper.unmount();
  });

  it('applies settings chosen in the dialog: theme, language, and the winnable indicator', async () => {
    const { wrapper, settings } = await mountShell();
    await click('[data-action="settings"]');
    await click('[data-setting="theme:dark"]');
    await click('[data-setting="language:bg"]');
    await click('[data-setting="showWinnable"]');
    expect(settings.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.lang).toBe('bg');
    expect(document.title).toBe('Маджонг пасианс');
    expect(q('[data-action="hint"]')?.getAttribute('aria-label')).toBe('Подсказка');
    press('Escape'); // the board is held while the settings cover it
    await settle();
    expect(q('[data-winnable]')).not.toBeNull();
    settings.update({ theme: 'system', language: 'auto', showWinnable: false });
    wrapper.unmount();
  });

  it('gives the popup its own controls', async () => {
    const { wrapper } = await mountShell({ compact: true });
    expect(q('[data-action="open-tab"]')?.getAttribute('target')).toBe('_blank');
    for (const action of ['hint', 'undo', 'pause']) expect(q(`[data-action="${action}"]`), action).not.toBeNull();
    expect(q('[data-timer]')).not.toBeNull();
    wrapper.unmount();
  });

  it('reaches help and the settings from the popup', async () => {
    const { wrapper } = await mountShell({ compact: true });
    await click('[data-action="help"]');
    expect(q('[data-dialog="help"]')).not.toBeNull();
    press('Escape', {}, document.activeElement ?? document.body);
    await settle();
    await click('[data-action="settings"]');
    expect(q('[data-dialog="settings"] [data-setting="language:bg"]')).not.toBeNull();
    wrapper.unmount();
  });

  it('opens statistics and the leaderboard from the popup', async () => {
    const { wrapper } = await mountShell({ compact: true });
    await click('[data-action="stats"]');
    expect(q('[data-stats]')).not.toBeNull();
    press('Escape');
    await settle();
    await click('[data-action="leaderboard"]');
    expect(q('[data-leaderboard]')).not.toBeNull();
    wrapper.unmount();
  });

  it('shows the statistics of the layout being played, with all layouts one click away', async () => {
    history.replaceState(null, '', '/newtab.html#game=MJ1-L03-ABCDEFG');
    const { wrapper, game } = await mountShell();
    expect(game.layout.id).toBe('L03');
    await click('[data-action="stats"]');
    expect(q('[data-stats]')?.dataset.layout).toBe('L03');
    await click('[data-action="all-layouts"]');
    expect(q('[data-stats]')?.dataset.layout).toBe('all');
    expect(q('[data-action="all-layouts"]')).toBeNull();
    wrapper.unmount();
  });

  it('offers export and import of progress in the settings', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="settings"]');
    const transfer = q('[data-dialog="settings"] [data-progress-transfer]');
    expect(transfer).not.toBeNull();
    expect(transfer?.querySelector('[data-action="export-progress"]')).not.toBeNull();
    expect(transfer?.querySelector('input[type="file"]')).not.toBeNull();
    wrapper.unmount();
  });

  it('plays the game just won again from its leaderboard row', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const { wrapper, game } = await mountShell();
    const plan = replay(CODE, []);
    if (!plan.ok) throw new Error('bad code');
    for (const [a, b] of plan.value.plan) {
      game.tap(a);
      game.tap(b);
    }
    await settle();
    expect(game.status).toBe('won');
    await click('[data-dialog="won"] [data-action="leaderboard"]');
    const row = q(`[data-leaderboard] [data-entry][data-code="${CODE}"]`);
    expect(row).not.toBeNull();
    row?.querySelector<HTMLElement>('[data-action="play-again"]')?.click();
    await settle();
    expect(q('[data-dialog="confirm"]')).toBeNull(); // a won game is not in progress
    expect(game.code).toBe(CODE);
    expect(game.status).toBe('playing');
    expect(game.moveCount).toBe(0);
    expect(q('[data-leaderboard]')).toBeNull();
    wrapper.unmount();
  });

  it('asks before playing a leaderboard game again over a game in progress', async () => {
    history.replaceState(null, '', `/newtab.html#game=${CODE}`);
    const { wrapper, game } = await mountShell();
    const [a, b] = playablePairs(game.position)[0];
    game.tap(a);
    game.tap(b);
    await click('[data-action="leaderboard"]');
    await wrapper.findComponent({ name: 'ProgressDialog' }).vm.$emit('play-code', CODE);
    await settle();
    await click('[data-dialog="confirm"] [data-action="confirm"]');
    expect(game.code).toBe(CODE);
    expect(game.moveCount).toBe(0);
    wrapper.unmount();
  });
});
