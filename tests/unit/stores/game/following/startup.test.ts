import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { playablePairs } from '@/core/position';
import { machine, openPage, planOf, storedGame } from '../../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

const savedGame = (patch: object = {}) => storedGame(CODE, NOW, patch);

describe('a page starting up', () => {

  it('a stored "won" flag is not trusted: the status comes from the replayed position', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: savedGame({ won: true }) });
    const page = await m.open();
    expect(page.game.moveCount).toBe(1);
    expect(page.game.status).toBe('paused');
    expect(page.game.canUndo).toBe(false); // nothing is undone on a paused board
    page.game.resume();
    expect(page.game.canUndo).toBe(true); // in play, not won
  });

  it('a game stored with every pair removed is won even when its flag says otherwise', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: savedGame({ moves: planOf(CODE), won: false }) });
    const page = await m.open();
    // Won, so a page opened now moves on from it to the next deal of its layout.
    expect(page.game.lastResult).toMatchObject({ id: 'abcdef1234', code: CODE, ms: 5_000 });
    expect(page.game.code).not.toBe(CODE);
    expect(page.game.status).toBe('playing');
    expect(page.game.canUndo).toBe(false);
  });

  it('taps and new games before the stored game is read do not write over it', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const stored = savedGame();
    await m.local.set({ game: stored });
    const page = openPage({ local: m.local, sync: m.sync }, clock);
    const loading = page.game.init();
    // What the page holds before storage is read: any playable pair of it.
    const [a, b] = playablePairs(page.game.position)[0];
    page.game.tap(a);
    page.game.tap(b);
    page.game.undo();
    page.game.pause();
    await loading;
    await clock.advance(0);
    expect(page.game.code).toBe(CODE);
    expect(page.game.moveCount).toBe(1);
    expect(m.local.data.get('game')).toMatchObject({ game: { id: 'abcdef1234', moves: stored.game.moves } });
  });

  it('a new game asked for while loading starts once the stored game is read, which counts as played', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    await m.local.set({ game: savedGame() });
    const page = openPage({ local: m.local, sync: m.sync }, clock);
    const loading = page.game.init();
    page.game.startCode('MJ1-L00-BBBBBBB');
    await loading;
    await clock.advance(0);
    await page.game.init();
    await clock.advance(0);
    expect(page.game.code).toBe('MJ1-L00-BBBBBBB');
    expect(page.progress.stats('all')).toMatchObject({ played: 1, won: 0 });
  });
});

describe('other tabs writing while a page starts', () => {

  it('a move another tab makes just after this page read the game is not lost', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const stored = savedGame();
    await m.local.set({ game: stored });
    const moved = { v: 1, game: { ...stored.game, moves: planOf(CODE).slice(0, 2), rev: 4, writer: 'tab00002', playedAt: NOW } };
    const get = m.local.get.bind(m.local);
    let raced = false;
    m.local.get = async (keys) => {
      const out = await get(keys);
      if (!raced && keys?.includes('game')) {
        raced = true;
        await m.local.set({ game: moved }); // the other tab moves after the read
      }
      return out;
    };
    const page = await m.open();
    await clock.advance(0);
    expect(page.game.moveCount).toBe(2);
    expect(m.local.data.get('game')).toMatchObject({ game: { moves: moved.game.moves } });
  });

  it('a game another tab finishes while this page loads its statistics is counted', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    await m.local.set({ device: 'devx0001' });
    const get = m.local.get.bind(m.local);
    let raced = false;
    const finished = { v: 1, device: 'devx0001', seq: 2, cut: 0, base: {}, streak: 0, recs: [[1, 'abcdef1234', CODE, NOW, 60_000, 0, 1]] };
    m.local.get = async (keys) => {
      const out = await get(keys);
      if (!raced && keys === null) {
        raced = true;
        await m.local.set({ 'progress:devx0001': finished });
      }
      return out;
    };
    const page = await m.open();
    await clock.advance(0);
    expect(page.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
  });

  it('two tabs moving from the same copy: the longer game is kept and the other offered, in both tabs', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    await m.local.set({ game: savedGame() });
    const a = await m.open();
    const b = await m.open();
    const plan = planOf(CODE);
    a.game.resume();
    await clock.advance(0);
    // Both tabs hold the game at one move; the storage events of the other are delivered late.
    const setA = m.local.set.bind(m.local);
    const held: Record<string, unknown>[] = [];
    m.local.set = async (items) => void held.push(items);
    a.game.tap(plan[1][0]);
    a.game.tap(plan[1][1]);
    a.game.tap(plan[2][0]);
    a.game.tap(plan[2][1]);
    const other = playablePairs(b.game.position).find(([x, y]) => x !== plan[1][0] || y !== plan[1][1])!;
    b.game.tap(other[0]);
    b.game.tap(other[1]);
    expect(b.game.moveCount).toBe(2);
    m.local.set = setA;
    for (const items of held) await m.local.set(items);
    await clock.advance(0);
    expect(a.game.moveCount).toBe(3);
    expect(b.game.moveCount).toBe(3);
    expect(b.game.offered?.moves).toEqual([plan[0], other]);
    expect(a.game.offered?.moves).toEqual([plan[0], other]);
  });
});

describe('a damaged local game', () => {
  async function playedFiveMoves() {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const page = await m.open();
    page.game.startCode(CODE);
    await clock.advance(0);
    for (const [a, b] of planOf(CODE).slice(0, 5)) {
      page.game.tap(a);
      page.game.tap(b);
    }
    await clock.advance(20_000);
    page.game.pause(); // the page is hidden: its game reaches sync within seconds
    await clock.advance(60_000);
    return { clock, m, page };
  }

  it("is restored from this device's intact copy in sync, and the damage is kept aside and said", async () => {
    const { m, page } = await playedFiveMoves();
    const synced = (await m.sync.get(['game'])).game as { game: { id: string; moves: unknown[] } };
    expect(synced.game.moves).toHaveLength(5);
    await m.local.set({ game: { v: 1, game: { ...synced.game, moves: 'garbled' } } });
    page.game.pause();
    const again = await m.open();
    expect(again.game.code).toBe(CODE);
    expect(again.game.moveCount).toBe(5);
    expect(again.game.status).toBe('paused');
    expect(again.game.elapsedMs()).toBe(20_000);
    expect(again.notices.notices.map((n) => n.key)).toContain('notices.gameRestored');
    expect(page.notices.notices.map((n) => n.key)).toContain('notices.keptAside'); // the page open then kept it aside
    // Stored locally again, so the next page needs no sync.
    expect(m.local.data.get('game')).toMatchObject({ game: { id: synced.game.id, moves: planOf(CODE).slice(0, 5) } });
    expect([...m.local.data.keys()].filter((k) => k.startsWith('quarantine:local:game:'))).toHaveLength(1);
  });

  it('a game missing locally is taken from sync too, but a newer release\'s local game is still left alone', async () => {
    const { m } = await playedFiveMoves();
    const newer = { v: 9, game: { whatever: true } };
    await m.local.set({ game: newer });
    const page = await m.open();
    expect(page.game.moveCount).toBe(0);
    expect(m.local.data.get('game')).toEqual(newer);
    await m.local.remove(['game']);
    const later = await m.open();
    expect(later.game.code).toBe(CODE);
    expect(later.game.moveCount).toBe(5);
  });

  it('a damaged sync copy as well: a new deal, both kept aside', async () => {
    const { m } = await playedFiveMoves();
    await m.local.set({ game: 'damaged' });
    await m.sync.seed({ game: { v: 1, game: 'damaged too' } });
    const page = await m.open();
    expect(page.game.moveCount).toBe(0);
    expect(page.game.code).not.toBe(CODE);
    expect([...m.local.data.keys()].filter((k) => k.startsWith('quarantine:')).sort()).toEqual([
      expect.stringMatching(/^quarantine:local:game:/),
      expect.stringMatching(/^quarantine:sync:game:/),
    ]);
  });
});
