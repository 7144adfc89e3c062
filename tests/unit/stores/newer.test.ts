import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf } from './machine';

const NOW = Date.UTC(2026, 0, 1);

/** A game on a layout a newer release added: this release cannot show it, and must not lose it. */
const newerGame = {
  v: 1,
  game: {
    id: 'abcdef1234', code: 'MJ1-L99-AAAAABL', moves: [[0, 1]], hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
    startedAt: NOW - 10_000, playedAt: NOW - 5_000, rev: 3, writer: 'tab00001', device: 'devx0001', won: false,
  },
};
const newerSettings = { v: 1, settings: { tileStyle: 'hexagons', theme: 'dark', language: 'fr', showWinnable: true, updatedAt: NOW } };

const quarantined = (local: Map<string, unknown>) => [...local.keys()].filter((k) => k.startsWith('quarantine:'));

describe('values only a newer release knows', () => {

  it('a game on an unknown layout, here and in sync: play goes on without writing over it', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: newerGame });
    await m.sync.seed({ game: newerGame });
    const page = await m.open();
    expect(page.game.ready).toBe(true);
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.newerData');
    const [[a, b]] = planOf(page.game.code);
    page.game.tap(a);
    page.game.tap(b);
    page.game.pause();
    await m.clock.advance(3_600_000);
    expect(page.game.moveCount).toBe(1);
    expect(m.local.data.get('game')).toEqual(newerGame);
    expect((await m.sync.get(['game'])).game).toEqual(newerGame);
    expect(m.sync.outbox.map((w) => w.key)).not.toContain('game');
    expect(quarantined(m.local.data)).toEqual([]);
  });

  it('a setting value it does not know: the known ones are used, and nothing is written over', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ settings: newerSettings });
    await m.sync.seed({ settings: newerSettings });
    const page = await m.open();
    expect(page.settings.theme).toBe('dark');
    expect(page.settings.tileStyle).toBe('digits');
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.newerData');
    page.settings.update({ theme: 'light' });
    await m.clock.advance(3_600_000);
    expect(page.settings.theme).toBe('light');
    expect(m.local.data.get('settings')).toEqual(newerSettings);
    expect((await m.sync.get(['settings'])).settings).toEqual(newerSettings);
    expect(quarantined(m.local.data)).toEqual([]);
  });
});
