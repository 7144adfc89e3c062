import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryArea } from '@/stores/storage/area';
import { keepAside } from '@/stores/storage/quarantine';
import { newGameFromCode } from '@/core/newGame';
import { useProgressStore } from '@/stores/progress';
import { mountShell, click, q, settle } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';
const NOW = Date.UTC(2026, 0, 1);

/** A device's finished games as stored, one record of them damaged (a date in 1970). */
const damagedStats = {
  v: 1, device: 'other0001', seq: 4, cut: 0, base: {}, streak: 0,
  recs: [
    [1, 'keptgame1', CODE, NOW - 3_000, 61_000, 0, 1],
    [2, 'keptgame2', 'MJ1-L01-AAAAABL', 12, 62_000, 0, 1],
    [3, 'keptgame3', 'MJ1-L02-AAAAABL', NOW - 1_000, 63_000, 1, 0],
  ],
};

function planMoves(n: number): [number, number][] {
  const g = newGameFromCode(CODE);
  if (!g.ok) throw new Error('bad code');
  return g.value.plan.slice(0, n).map(([a, b]) => [a, b]);
}

/** A game that reads well but was set aside (a clock in 2019 made it look damaged then). */
const keptGame = {
  v: 1,
  game: {
    id: 'keptaway01', code: CODE, moves: planMoves(3), hintsUsed: 1, elapsedMs: 42_000, runningSince: null,
    startedAt: NOW - 60_000, playedAt: NOW - 10_000, rev: 7, writer: 'tab00009', device: 'devx0001', won: false,
  },
};

async function profileWithKeptCopies() {
  const local = memoryArea();
  await keepAside(local, 'sync', 'stats:other0001', damagedStats, 'record numbers', NOW - 5_000);
  await keepAside(local, 'local', 'game', keptGame, 'times', NOW - 4_000);
  await keepAside(local, 'sync', 'settings', '<b>garbage</b>', 'not an object', NOW - 3_000);
  return { local, sync: memoryArea() };
}

beforeEach(() => {
  history.replaceState(null, '', `/newtab.html#game=${CODE}`);
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const row = (key: string) => q(`[data-kept-aside] [data-kept-copy][data-key="${key}"]`);

describe('the data set aside, in Settings', () => {
  it('is not shown when nothing was set aside', async () => {
    const { wrapper } = await mountShell();
    await click('[data-action="settings"]');
    expect(q('[data-dialog="settings"]')).not.toBeNull();
    expect(q('[data-kept-aside]')).toBeNull();
    wrapper.unmount();
  });

  it('lists each copy: what it was, where from, when, why and how large', async () => {
    const { wrapper } = await mountShell({ backend: await profileWithKeptCopies() });
    await click('[data-action="settings"]');
    const rows = [...document.querySelectorAll<HTMLElement>('[data-kept-copy]')];
    expect(rows.map((r) => [r.dataset.key, r.dataset.area, r.dataset.kind])).toEqual([
      ['settings', 'sync', 'other'],
      ['game', 'local', 'game'],
      ['stats:other0001', 'sync', 'statistics'],
    ]);
    expect(row('stats:other0001')?.textContent).toContain('Statistics');
    expect(row('stats:other0001')?.textContent).toContain('Reason: record numbers.');
    expect(row('stats:other0001')?.textContent).toMatch(/Set aside on .*2025.*, 1 kB\./);
    // Settings hold nothing to put back: export only.
    expect(row('settings')?.querySelector('[data-action="restore-kept"]')).toBeNull();
    expect(row('settings')?.querySelector('[data-action="export-kept"]')).not.toBeNull();
    wrapper.unmount();
  });

  it('exports a copy as a JSON file with where it came from, when and why', async () => {
    const { wrapper } = await mountShell({ backend: await profileWithKeptCopies() });
    await click('[data-action="settings"]');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:kept';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    row('stats:other0001')!.querySelector<HTMLElement>('[data-action="export-kept"]')!.click();
    await settle();
    expect(clicked[0].download).toMatch(/^mahjong-set-aside-stats-other0001-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await blobs[0].text());
    expect(file.copies).toEqual([
      { area: 'sync', key: 'stats:other0001', reason: 'record numbers', at: NOW - 5_000, truncated: false, text: JSON.stringify(damagedStats) },
    ]);
    expect(row('stats:other0001')?.querySelector('[data-kept-result]')?.textContent).toContain(clicked[0].download);
    wrapper.unmount();
  });

  it('restores statistics by adding the games no device counts yet, only once', async () => {
    const { wrapper } = await mountShell({ backend: await profileWithKeptCopies() });
    const progress = useProgressStore();
    await progress.init();
    expect(progress.stats('all')).toMatchObject({ played: 0, won: 0 });
    await click('[data-action="settings"]');
    const restore = () => row('stats:other0001')!.querySelector<HTMLElement>('[data-action="restore-kept"]')!;
    restore().click();
    await settle();
    // The record dated 1970 reads as damage on its own; the other two come back.
    expect(progress.stats('all')).toMatchObject({ played: 2, won: 1 });
    expect(row('stats:other0001')?.querySelector('[data-kept-result]')?.textContent?.trim()).toBe('2 games added to your statistics.');
    restore().click();
    await settle();
    expect(progress.stats('all')).toMatchObject({ played: 2, won: 1 });
    expect(row('stats:other0001')?.querySelector('[data-kept-result]')?.textContent?.trim()).toBe(
      'Every game in it is counted already: nothing was added.',
    );
    wrapper.unmount();
  });

  it('offers a kept game to go back to, never putting it in place of the game shown unasked', async () => {
    const { wrapper, game } = await mountShell({ backend: await profileWithKeptCopies() });
    const shownMoves = game.moveCount;
    await click('[data-action="settings"]');
    row('game')!.querySelector<HTMLElement>('[data-action="restore-kept"]')!.click();
    await settle();
    expect(game.moveCount).toBe(shownMoves);
    expect(game.offered).toMatchObject({ id: 'keptaway01', moves: planMoves(3) });
    expect(row('game')?.querySelector('[data-kept-result]')?.textContent).toContain('The game is offered');
    await click('[data-dialog-close]');
    expect(q('[data-notice="notices.gameOffered"]')).not.toBeNull();
    await click('[data-action="take-back"]');
    expect(game.code).toBe(CODE);
    expect(game.moveCount).toBe(3);
    expect(game.hintsUsed).toBe(1);
    wrapper.unmount();
  });
});
