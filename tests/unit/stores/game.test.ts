import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices } from '@/stores/services';
import { useGameStore } from '@/stores/game';
import { useProgressStore } from '@/stores/progress';
import { browserBackend } from '@/stores/storage/browserArea';
import { virtualClock, type VirtualClock } from '@/tests/unit/support/virtualClock';
import { isFree } from '@/core/position';
import { planOf, simpleSolver } from './machine';

const CODE = 'MJ1-L00-AAAAABL';

/** A page of the extension over fakeBrowser's storage (one browser profile). */
async function openTab(clock: VirtualClock) {
  const pinia = createPinia();
  provideServices(pinia, { backend: browserBackend(), clock, solver: simpleSolver });
  setActivePinia(pinia);
  const game = useGameStore();
  const progress = useProgressStore();
  await game.init();
  return { game, progress };
}

async function storedGame() {
  const { game } = await fakeBrowser.storage.local.get('game');
  return (game as { game: { moves: unknown[]; rev: number; elapsedMs: number; runningSince: number | null } }).game;
}

describe('game store', () => {
  let clock: VirtualClock;
  beforeEach(() => {
    fakeBrowser.reset();
    clock = virtualClock();
  });

  it('starts a game when storage is empty and becomes ready', async () => {
    const { game } = await openTab(clock);
    expect(game.ready).toBe(true);
    expect(game.code).toMatch(/^MJ1-L00-[A-Z0-9]{7}$/);
    expect(game.status).toBe('playing');
    expect(game.moveCount).toBe(0);
    expect(await storedGame()).toBeDefined();
  });

  it('plays by the tap rules and saves every move', async () => {
    const { game } = await openTab(clock);
    expect(game.startCode(CODE).ok).toBe(true);
    const [[a, b]] = planOf(CODE);
    game.tap(a);
    expect(game.selected).toBe(a);
    expect(game.lastTap).toMatchObject({ slot: a, outcome: 'select' });
    game.tap(b);
    expect(game.lastTap).toMatchObject({ slot: b, outcome: 'remove' });
    expect(game.lastRemoved?.pair).toEqual([a, b]);
    expect(game.moveCount).toBe(1);
    expect(game.canUndo).toBe(true);
    await clock.advance(0);
    expect((await storedGame()).moves).toEqual([[a, b]]);
    game.undo();
    expect(game.moveCount).toBe(0);
    await clock.advance(0);
    expect((await storedGame()).moves).toEqual([]);
  });

  it('clears the selection on a blocked tile', async () => {
    const { game } = await openTab(clock);
    game.startCode(CODE);
    const blocked = game.layout.slots.findIndex((_, s) => !isFree(game.position, s));
    const [[a]] = planOf(CODE);
    game.tap(a);
    game.tap(blocked);
    expect(game.lastTap?.outcome).toBe('blocked');
    expect(game.selected).toBeNull();
    expect(game.moveCount).toBe(0);
  });

  it('counts time from timestamps, stops it while paused, and resumes exactly after a reload', async () => {
    const tab = await openTab(clock);
    tab.game.startCode(CODE);
    const [[a, b], [c, d]] = planOf(CODE);
    tab.game.tap(a); // the first tap starts the clock
    await clock.advance(65_000);
    expect(tab.game.elapsedMs()).toBe(65_000);
    tab.game.pause();
    expect(tab.game.status).toBe('paused');
    await clock.advance(600_000);
    expect(tab.game.elapsedMs()).toBe(65_000);
    tab.game.resume();
    await clock.advance(5_000);
    tab.game.tap(a); // pausing cleared the selection
    tab.game.tap(b);
    await clock.advance(1_000);

    const reloaded = await openTab(clock); // same profile, new page
    expect(reloaded.game.code).toBe(CODE);
    expect(reloaded.game.moveCount).toBe(1);
    expect(reloaded.game.elapsedMs()).toBe(71_000);
    reloaded.game.tap(c);
    reloaded.game.tap(d);
    expect(reloaded.game.moveCount).toBe(2);
  });

  it('keeps two tabs in step, counting time once', async () => {
    const one = await openTab(clock);
    one.game.startCode(CODE);
    await clock.advance(10);
    const two = await openTab(clock);
    expect(two.game.code).toBe(CODE);
    const [[a, b], [c, d]] = planOf(CODE);
    one.game.tap(a);
    one.game.tap(b);
    await clock.advance(10);
    expect(two.game.moveCount).toBe(1);
    two.game.tap(c);
    two.game.tap(d);
    await clock.advance(10);
    expect(one.game.moveCount).toBe(2);
    await clock.advance(30_000);
    expect(one.game.elapsedMs()).toBe(two.game.elapsedMs());
    one.game.pause(); // its tab was hidden
    await clock.advance(10);
    expect(two.game.status).toBe('paused');
    await clock.advance(60_000);
    expect(two.game.elapsedMs()).toBe(one.game.elapsedMs());
    expect((await storedGame()).moves).toHaveLength(2);
  });

  it('rejects a bad code and leaves the current game untouched', async () => {
    const { game } = await openTab(clock);
    game.startCode(CODE);
    const [[a, b]] = planOf(CODE);
    game.tap(a);
    game.tap(b);
    const result = game.startCode('MJ1-L00-!!');
    expect(result.ok).toBe(false);
    expect(game.code).toBe(CODE);
    expect(game.moveCount).toBe(1);
    expect(game.startCode(CODE.toLowerCase()).ok).toBe(true); // the current game: simply shown
    expect(game.moveCount).toBe(1);
  });

  it('records a win with its time and hints, and its place on the leaderboard', async () => {
    const { game, progress } = await openTab(clock);
    game.startCode(CODE);
    game.hint();
    await vi.waitFor(() => expect(game.hinted).not.toBeNull());
    expect(game.hintsUsed).toBe(1);
    const [[first]] = planOf(CODE);
    game.tap(first); // the first tap starts the clock (a hint does not)
    game.tap(first);
    await clock.advance(90_000);
    for (const [a, b] of planOf(CODE)) {
      game.tap(a);
      game.tap(b);
    }
    expect(game.status).toBe('won');
    expect(game.canUndo).toBe(false);
    await clock.advance(0);
    expect(progress.stats('L00')).toMatchObject({ played: 1, won: 1, hints: 1, bestMs: 120_000, streak: 1 }); // 90 s and a hint: 2:00 on the leaderboard
    expect(progress.leaderboard('L00')).toEqual([{ ms: 90_000, scoreMs: 120_000, date: clock.now(), hints: 1, code: CODE }]);
    expect(progress.lastWin).toEqual({ gameId: game.gameId, layoutId: 'L00', code: CODE, ms: 90_000, hints: 1, rank: 1, wonBefore: false, previousBestMs: null, earned: expect.any(Array) });
    // The rewards a first win earns: a Turtle (a medium layout) in 1:30 without help; and by the hour and date it ended here.
    const ended = new Date(clock.now());
    const byTheClock = [
      ...(ended.getHours() < 5 ? ['night-owl'] : ended.getHours() < 7 ? ['early-bird'] : []),
      ...(ended.getMonth() === 0 && ended.getDate() === 1 ? ['new-year'] : []),
    ];
    expect([...progress.lastWin!.earned].sort()).toEqual(['first-win', 'turtle-10', 'turtle-5', 'turtle-3', 'any-2', 'grade-medium', ...byTheClock].sort());
  });

  it('counts an abandoned game as played, not won', async () => {
    const { game, progress } = await openTab(clock);
    game.startCode(CODE);
    const [[a, b]] = planOf(CODE);
    game.tap(a);
    game.tap(b);
    game.newGame('L00');
    await clock.advance(0);
    expect(game.code).not.toBe(CODE);
    expect(progress.stats('all')).toMatchObject({ played: 1, won: 0, winRate: 0 });
  });

  it('restart goes back to the start of the same game', async () => {
    const { game } = await openTab(clock);
    game.startCode(CODE);
    for (const [a, b] of planOf(CODE).slice(0, 3)) {
      game.tap(a);
      game.tap(b);
    }
    game.restart();
    expect(game.moveCount).toBe(0);
    expect(game.code).toBe(CODE);
  });
});
