import { beforeAll, describe, expect, it } from 'vitest';
import { loadDealer } from '@/stores/deals';
import { virtualClock } from '@/stores/storage/virtualClock';
import { playablePairs } from '@/core/position';
import { machine, openPage, planOf } from './machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

function savedGame(patch: object = {}) {
  return {
    v: 1,
    game: {
      id: 'abcdef1234', code: CODE, moves: planOf(CODE).slice(0, 1), hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
      startedAt: NOW - 10_000, playedAt: NOW - 5_000, rev: 3, writer: 'tab00001', device: 'devx0001', won: false, ...patch,
    },
  };
}

describe('a page starting up', () => {
  beforeAll(() => loadDealer());

  it('a stored "won" flag is not trusted: the status comes from the replayed position', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: savedGame({ won: true }) });
    const page = await m.open();
    expect(page.game.moveCount).toBe(1);
    expect(page.game.status).toBe('paused');
    expect(page.game.canUndo).toBe(true);
  });

  it('a game stored with every pair removed is won even when its flag says otherwise', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: savedGame({ moves: planOf(CODE), won: false }) });
    const page = await m.open();
    expect(page.game.status).toBe('won');
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
