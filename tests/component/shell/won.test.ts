import { describe, expect, it } from 'vitest';
import { replay } from '@/core/newGame';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { KEYS } from '@/stores/storage/keys';
import { WON_WAIT_MS } from '@/components/shell/GameDialogs.vue';
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
    expect(q('[data-banner="won"]')).toBeNull(); // the dialog's own choices say it: no second Next deal beside them
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(q('[data-dialog]')).toBeNull();
    expect(game.status).toBe('won');
    expect(game.code).toBe(CODE);
    // The won board says so, and offers the win again and the next deal.
    q('[data-banner="won"] [data-action="show-win"]')?.click();
    await settle();
    expect(q('[data-dialog="won"] [data-action="replay"]')).not.toBeNull();
    expect(q('[data-banner="won"]')).toBeNull();
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

/** storage.local whose reads of the finished games wait for `hold` (the win's record reads them first). */
function slowProgressReads(hold: () => Promise<void>): StorageArea {
  const area = memoryArea();
  const get = area.get.bind(area);
  return Object.assign(area, {
    get: async (keys: readonly string[] | null) => {
      if (keys?.some((key) => key.startsWith(KEYS.progress))) await hold();
      return get(keys);
    },
  });
}

/** The win dialog's look when it first appears: its place, its race part, and where its choices are. */
function watchFirstShown(): { first: () => { place: boolean; challenge: boolean; choices: string } | null; stop: () => void } {
  let seen: { place: boolean; challenge: boolean; choices: string } | null = null;
  const observer = new MutationObserver(() => {
    const dialog = q('[data-dialog="won"]');
    if (seen || !dialog) return;
    const choices = [...dialog.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action')).join(' ');
    seen = { place: dialog.querySelector('[data-won-rank]') !== null, challenge: dialog.querySelector('[data-action="challenge"]') !== null, choices };
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { first: () => seen, stop: () => observer.disconnect() };
}

describe('the win dialog opens complete', () => {
  it('waits for the win to be recorded: it opens with its place and its race part, every choice in it from the start', async () => {
    let release = () => {};
    const recorded = new Promise<void>((resolve) => (release = resolve));
    let slow = false;
    const local = slowProgressReads(() => (slow ? recorded : Promise.resolve()));
    const { wrapper, game } = await mountShell({ backend: { local, sync: memoryArea() } });
    await settle(); // the dialogs and the win's parts are fetched once the board is on screen
    const watch = watchFirstShown();
    slow = true;
    winCurrent(game);
    await settle();
    expect(game.status).toBe('won');
    expect(q('[data-dialog="won"]')).toBeNull(); // the record is still being read
    release();
    await settle();
    expect(watch.first()).toEqual({ place: true, challenge: true, choices: 'challenge next-deal new-game leaderboard replay' });
    expect(q('[data-dialog="won"] [data-won-rank]')?.textContent).toBe('1');
    watch.stop();
    wrapper.unmount();
  });

  it(`opens without its place when the record takes longer than ${WON_WAIT_MS} ms, and the place joins it once known`, async () => {
    let release = () => {};
    const recorded = new Promise<void>((resolve) => (release = resolve));
    let slow = false;
    const local = slowProgressReads(() => (slow ? recorded : Promise.resolve()));
    const { wrapper, game } = await mountShell({ backend: { local, sync: memoryArea() } });
    await settle();
    slow = true;
    winCurrent(game);
    await settle();
    expect(q('[data-dialog="won"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, WON_WAIT_MS));
    await settle();
    expect(q('[data-dialog="won"] [data-action="next-deal"]')).not.toBeNull();
    expect(q('[data-dialog="won"] [data-won-rank]')).toBeNull();
    release();
    await settle();
    expect(q('[data-dialog="won"] [data-won-rank]')?.textContent).toBe('1');
    wrapper.unmount();
  });
});
