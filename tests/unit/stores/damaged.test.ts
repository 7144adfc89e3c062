import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf, type Machine } from './machine';

const NOW = Date.UTC(2026, 0, 1);
const validGame = {
  v: 1,
  game: {
    id: 'abcdef1234', code: 'MJ1-L00-AAAAABL', moves: [] as number[][], hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
    startedAt: NOW - 10_000, playedAt: NOW - 5_000, rev: 3, writer: 'tab00001', device: 'devx0001', won: false,
  },
};

/** Every kind of damage a stored value can have. */
const DAMAGE: [string, unknown][] = [
  ['a number', 42],
  ['a string', 'hello'],
  ['an array', [1, 2, 3]],
  ['truncated JSON text', '{"v":1,"game":{"id":"abc'],
  ['a huge string', 'x'.repeat(2_000_000)],
  ['HTML', '<img src=x onerror="alert(1)">'],
  ['a foreign object', { theme: 'dark', foo: { bar: true } }],
  ['no version', { game: validGame.game }],
  ['wrong field types', { v: 1, game: { ...validGame.game, moves: 'all of them', hintsUsed: -3 } }],
  ['HTML in a field', { v: 1, game: { ...validGame.game, code: '<script>alert(1)</script>' } }],
  ['moves that do not replay', { v: 1, game: { ...validGame.game, moves: [[0, 1], [0, 1]] } }],
  ['a huge array', { v: 1, game: { ...validGame.game, moves: Array.from({ length: 100_000 }, () => [0, 1]) } }],
];

async function quarantined(m: Machine): Promise<Record<string, unknown>> {
  return Object.fromEntries([...m.local.data].filter(([k]) => k.startsWith('quarantine:')));
}

describe('damaged stored values', () => {
  for (const [what, value] of DAMAGE) {
    it(`a current game that is ${what}: a new game, the value kept aside, said once`, async () => {
      const m = machine(virtualClock(NOW));
      await m.local.set({ game: value });
      const page = await m.open();
      expect(page.game.ready).toBe(true);
      expect(page.game.code).toMatch(/^MJ1-L00-/);
      expect(page.game.moveCount).toBe(0);
      const kept = Object.values(await quarantined(m));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ area: 'local', key: 'game' });
      expect(String((kept[0] as { text: string }).text).length).toBeGreaterThan(0);
      expect(page.notices.notices.filter((n) => n.key === 'notices.keptAside')).toHaveLength(1);
    });

    it(`settings that are ${what} in sync: defaults, kept aside once across reloads`, async () => {
      const m = machine(virtualClock(NOW));
      await m.sync.seed({ settings: value });
      const page = await m.open();
      expect(page.settings.theme).toBe('system');
      expect(page.settings.tileStyle).toBe('digits');
      expect(page.notices.notices.map((n) => n.key)).toContain('notices.keptAside');
      const again = await m.open();
      expect(again.notices.notices.map((n) => n.key)).not.toContain('notices.keptAside');
      expect(Object.keys(await quarantined(m))).toHaveLength(1);
    });

    it(`another machine's statistics that are ${what}: the rest still counts`, async () => {
      const m = machine(virtualClock(NOW));
      await m.sync.seed({ 'stats:other0001': value });
      const page = await m.open();
      page.game.startCode('MJ1-L00-AAAAABL');
      for (const [a, b] of planOf('MJ1-L00-AAAAABL')) {
        page.game.tap(a);
        page.game.tap(b);
      }
      await m.clock.advance(0);
      expect(page.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
      expect(Object.values(await quarantined(m))[0]).toMatchObject({ area: 'sync', key: 'stats:other0001' });
      expect(m.sync.outbox.some((w) => w.key === 'stats:other0001')).toBe(false); // never overwritten
    });
  }

  it('keeps the good fields of partly damaged settings', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ settings: { v: 1, settings: { tileStyle: 'classic', theme: '<b>dark</b>', language: 'nl', showWinnable: 'yes', updatedAt: NOW } } });
    const page = await m.open();
    expect(page.settings.tileStyle).toBe('classic');
    expect(page.settings.language).toBe('nl');
    expect(page.settings.theme).toBe('system');
    expect(page.settings.showWinnable).toBe(false);
  });

  it('a quarantined huge value is cut, so it cannot fill local storage', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: 'x'.repeat(5_000_000) });
    await m.open();
    const [kept] = Object.values(await quarantined(m)) as { text: string; truncated?: boolean }[];
    expect(kept.truncated).toBe(true);
    expect(kept.text.length).toBeLessThanOrEqual(64_000);
  });

  it('keeps the latest damaged values aside within 1 MB, dropping the oldest', async () => {
    const m = machine(virtualClock(NOW));
    // Each copy is cut to 64 kB: about 15 fit in 1 MB.
    for (let i = 0; i < 18; i++) {
      await m.local.set({ game: `damage ${i} ${'x'.repeat(70_000)}` });
      await m.clock.advance(1_000);
      const page = await m.open();
      expect(page.game.ready).toBe(true);
      expect(page.game.moveCount).toBe(0);
    }
    const kept = Object.values(await quarantined(m)) as { text: string }[];
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(1_000_000);
    expect(kept.some((k) => k.text.startsWith('"damage 17 '))).toBe(true); // the newest is kept
    expect(kept.some((k) => k.text.startsWith('"damage 0 '))).toBe(false);
  }, 20_000);

  it('keeps one copy of a key damaged again and again: the latest', async () => {
    const m = machine(virtualClock(NOW));
    for (let i = 0; i < 24; i++) {
      await m.local.set({ game: `damage ${i}` });
      await m.clock.advance(1_000);
      await m.open();
    }
    const kept = Object.values(await quarantined(m)) as { text: string }[];
    expect(kept.map((k) => k.text)).toEqual(['"damage 23"']);
  }, 20_000);

  it('thirty damaged games evict neither kept-aside statistics nor settings, and statistics are kept whole', async () => {
    const m = machine(virtualClock(NOW));
    const recs = Array.from({ length: 1_500 }, (_, i) => [i + 1, `game${i}`, 'MJ1-L00-AAAAABL', NOW - 1, 60_000, 0, 1]);
    const damagedStats = { v: 1, device: 'other0001', seq: 1_501, cut: 0, base: {}, streak: 0, recs, extra: '<damaged>', cutAt: 'x' };
    damagedStats.recs[3] = [4, 'game3', 'MJ1-L00-AAAAABL', 12, 60_000, 0, 1]; // a record from 1970: damage
    await m.local.set({ 'progress:other0001': damagedStats, settings: 'damaged settings' });
    const first = await m.open();
    expect(first.notices.notices.map((n) => n.key)).toContain('notices.keptAside');
    for (let i = 0; i < 30; i++) {
      await m.local.set({ game: { v: 1, game: { ...validGame.game, startedAt: 12 + i } } });
      await m.clock.advance(1_000);
      await m.open();
    }
    const kept = Object.values(await quarantined(m)) as { key: string; text: string; truncated?: boolean }[];
    expect(kept.map((k) => k.key).sort()).toEqual(['game', 'progress:other0001', 'settings']);
    const stats = kept.find((k) => k.key === 'progress:other0001')!;
    expect(stats.truncated).toBeUndefined();
    expect(JSON.parse(stats.text)).toEqual(damagedStats);
  }, 30_000);

  it('a damaged game that cannot be kept aside (storage failing) is left in place, and the page still starts', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: 'damage' });
    const set = m.local.set.bind(m.local);
    m.local.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    const page = await m.open();
    expect(page.game.ready).toBe(true);
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.saveFailed');
    m.local.set = set;
    const [[a, b]] = planOf(page.game.code);
    page.game.tap(a);
    page.game.tap(b);
    await m.clock.advance(0);
    expect(m.local.data.get('game')).toBe('damage');
  });

  it('storage that cannot be read: the page starts with defaults and writes over nothing it could not read', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: validGame, 'progress:devx0001': { v: 1, kept: 'unread' } });
    const get = m.local.get.bind(m.local);
    m.local.get = (keys) => (keys !== null && keys.length === 1 && keys[0] === 'device' ? get(keys) : Promise.reject(new Error('IO error')));
    const page = await m.open();
    expect(page.game.ready).toBe(true);
    expect(page.notices.notices.length).toBeGreaterThan(0);
    const [[a, b]] = planOf(page.game.code);
    page.game.tap(a);
    page.game.tap(b);
    page.settings.update({ theme: 'dark' });
    await m.clock.advance(0);
    expect(m.local.data.get('game')).toEqual(validGame);
  });

  it('a valid saved game is resumed, not kept aside', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: validGame });
    const page = await m.open();
    expect(page.game.code).toBe('MJ1-L00-AAAAABL');
    expect(page.game.elapsedMs()).toBe(5_000);
    expect(page.game.status).toBe('paused');
    expect(await quarantined(m)).toEqual({});
    expect(page.notices.notices).toEqual([]);
  });
});

describe('data from a newer release', () => {
  const newer = { v: 2, game: { whatever: 'shape v2 has' }, extra: [1, 2, 3] };

  it('is neither crashed on nor overwritten, locally or in sync', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: newer, settings: newer, 'progress:devnew001': newer });
    await m.sync.seed({ game: newer, settings: newer, 'stats:devnew001': newer });
    const page = await m.open();
    expect(page.game.ready).toBe(true);
    page.settings.update({ theme: 'dark' });
    const [[a, b]] = planOf(page.game.code);
    page.game.tap(a);
    page.game.tap(b);
    page.game.pause();
    await m.clock.advance(3_600_000);
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.newerData');
    for (const area of [m.local, m.sync]) {
      const stored = await area.get(['game', 'settings']);
      expect(stored).toEqual({ game: newer, settings: newer });
    }
    expect(m.local.data.get('progress:devnew001')).toEqual(newer);
    expect(m.sync.outbox.map((w) => w.key)).not.toContain('game');
    expect(Object.keys(await quarantined(m))).toEqual([]);
  });
});

describe('quota and sync errors', () => {
  it('never lose data: kept locally, retried later, said unobtrusively and withdrawn', async () => {
    const m = machine(virtualClock(NOW));
    const page = await m.open();
    m.sync.failNext = 3;
    page.game.startCode('MJ1-L00-AAAAABL');
    for (const [a, b] of planOf('MJ1-L00-AAAAABL')) {
      page.game.tap(a);
      page.game.tap(b);
    }
    await m.clock.advance(5_000); // a game end is sent within seconds
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.syncRetry');
    expect(page.progress.stats('all').won).toBe(1); // kept locally
    await m.clock.advance(30 * 60_000);
    expect(page.notices.notices.map((n) => n.key)).not.toContain('notices.syncRetry');
    const stats = Object.keys(await m.sync.get(null)).filter((k) => k.startsWith('stats:'));
    expect(stats).toHaveLength(1);
    const other = await machine(m.clock).open(); // sees nothing of it: a different sync account
    expect(other.progress.stats('all').won).toBe(0);
  });
});
