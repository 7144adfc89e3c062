/**
 * When a game goes wrong or right: redo, restart, undo to the last winnable position, a lost
 * game's hint, hint again, Finish for me, Show me how, looking back; each with its records.
 * The solver is the real one, run in the page (no worker in tests), as where a worker cannot start.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { newGameFromCode, replay } from '@/core/newGame';

import { isFree, isPresent, playablePairs } from '@/core/position';
import { solve } from '@/core/solver';
import { createDealing } from '@/core/dealing';
import { createSolverClient } from '@/stores/solver/client';
import { provideServices } from '@/stores/services';
import { useGameStore } from '@/stores/game';
import { useProgressStore } from '@/stores/progress';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock, type VirtualClock } from '@/tests/unit/support/virtualClock';
import { allFree } from '@/stores/game/assist/finishing';
import { DEMO_PACE } from '@/stores/game/assist/demo';
import { planOf } from '../machine';
import { lostLine } from './lostGame';

const CODE = 'MJ1-L00-AAAAABL';
type Pair = [number, number];

const dealing = createDealing({ dealer: newGameFromCode });
let local: StorageArea & { data: Map<string, unknown> };
let sync: StorageArea & { data: Map<string, unknown> };
let clock: VirtualClock;

/** A tab of one browser profile: its own stores over the shared storage, the solver in the page. */
async function openTab(code = CODE) {
  const pinia = createPinia();
  provideServices(pinia, { backend: { local, sync }, clock, solver: createSolverClient(dealing), dealing });
  setActivePinia(pinia);
  const game = useGameStore();
  const progress = useProgressStore();
  await game.init();
  if (!game.isCurrent(code)) {
    game.startCode(code);
    await vi.waitFor(() => expect(game.code).toBe(code));
  }
  await progress.init();
  return { game, progress };
}

type GameStore = ReturnType<typeof useGameStore>;
const playPairs = (game: GameStore, pairs: readonly Pair[]) => {
  for (const [a, b] of pairs) {
    game.tap(a);
    game.tap(b);
  }
};
const stored = () => (local.data.get('game') as { game: Record<string, unknown> }).game;
const settle = () => clock.advance(0);
/** The position after `moves` of CODE, replayed by core/ alone. */
function positionAfter(moves: readonly Pair[]) {
  const g = replay(CODE, moves);
  if (!g.ok) throw new Error('does not replay');
  return g.value.position;
}

beforeEach(() => {
  local = memoryArea();
  sync = memoryArea();
  clock = virtualClock();
});

describe('redo', () => {
  it('plays back the pairs undone, survives a reload, and a new pair clears it', async () => {
    const tab = await openTab();
    const plan = planOf(CODE);
    playPairs(tab.game, plan.slice(0, 3));
    tab.game.undo();
    tab.game.undo();
    expect(tab.game.moveCount).toBe(1);
    expect(tab.game.canRedo).toBe(true);
    await settle();
    expect(stored().redo).toEqual([plan[1], plan[2]]);

    const again = await openTab();
    expect(again.game.moveCount).toBe(1);
    expect(again.game.canRedo).toBe(true);
    again.game.redo();
    expect(again.game.moveCount).toBe(2);
    expect(again.game.position).toEqual(positionAfter(plan.slice(0, 2)));
    await settle();
    expect(stored().redo).toEqual([plan[2]]);
    const other = playablePairs(again.game.position).find(([a, b]) => !(a === plan[2][0] && b === plan[2][1]))!;
    playPairs(again.game, [other]);
    expect(again.game.canRedo).toBe(false);
    await settle();
    expect(stored().redo).toBeUndefined();
  });

  it('is not offered with nothing undone, nor on a paused board', async () => {
    const { game } = await openTab();
    expect(game.canRedo).toBe(false);
    playPairs(game, planOf(CODE).slice(0, 1));
    game.undo();
    game.pause();
    expect(game.canRedo).toBe(false);
    game.redo();
    expect(game.moveCount).toBe(0);
  });
});

describe('restart', () => {
  it('goes back to the deal with the clock running on from the first tap; redo plays the game back', async () => {
    const { game } = await openTab();
    const plan = planOf(CODE);
    playPairs(game, plan.slice(0, 4));
    await clock.advance(5_000);
    const before = game.elapsedMs();
    expect(game.canRestart).toBe(true);
    game.restart();
    expect(game.moveCount).toBe(0);
    expect(game.status).toBe('playing');
    await clock.advance(1_000);
    expect(game.elapsedMs()).toBeGreaterThanOrEqual(before + 1_000);
    for (let i = 0; i < 4; i++) game.redo();
    expect(game.moveCount).toBe(4);
  });
});

describe('a lost game', () => {
  it('Hint outlines nothing and counts nothing; the game is marked lost', async () => {
    const line = lostLine(CODE);
    const { game } = await openTab();
    playPairs(game, line.moves);
    expect(game.status).toBe('playing');
    game.hint();
    await vi.waitFor(() => expect(game.lost).toBe(true), { timeout: 20_000 });
    expect(game.hinted).toBeNull();
    expect(game.hintsUsed).toBe(0);
    await settle();
    expect(stored().hintsUsed).toBe(0);
  });

  it('undoes to the last winnable position, says how many pairs, then hints win it; the win is assisted', async () => {
    const line = lostLine(CODE);
    const { game, progress } = await openTab();
    playPairs(game, line.moves);
    game.undoToWinnable();
    await vi.waitFor(() => expect(game.winnableBack).not.toBeNull(), { timeout: 30_000 });
    const keep = game.moveCount;
    expect(keep).toBeLessThan(line.lostAt);
    expect(game.winnableBack!.undone).toBe(line.moves.length - keep);
    expect(solve(game.position, { budget: 200_000 }).status).toBe('winnable');
    // The latest such position: one pair further along the old line, the game could not be won.
    const further = replay(CODE, line.moves.slice(0, keep + 1));
    expect(further.ok && solve(further.value.position, { budget: 200_000 }).status).not.toBe('winnable');
    expect(game.assisted).toBe(true);
    expect(game.lost).toBe(false);
    expect(game.canRedo).toBe(true); // the pairs taken back can be played again

    while (game.status === 'playing') {
      const hints = game.hintsUsed;
      game.hint();
      await vi.waitFor(() => expect(game.hintsUsed).toBe(hints + 1), { timeout: 20_000 });
      const [a, b] = game.hinted!;
      playPairs(game, [[a, b]]);
    }
    expect(game.status).toBe('won');
    await vi.waitFor(() => expect(progress.stats('L00')).toMatchObject({ won: 1, assisted: 1 }));
    expect(progress.leaderboard('L00')).toEqual([]);
  });

  it('says nothing was taken back when the game can still be won', async () => {
    const { game } = await openTab();
    playPairs(game, planOf(CODE).slice(0, 3));
    game.undoToWinnable();
    await vi.waitFor(() => expect(game.winnableBack).toMatchObject({ undone: 0 }), { timeout: 20_000 });
    expect(game.moveCount).toBe(3);
    expect(game.assisted).toBe(false);
  });
});

describe('hint again', () => {
  it('outlines the next pair of the plan that can be played now, counted as the next hint', async () => {
    const { game } = await openTab();
    game.hint();
    await vi.waitFor(() => expect(game.hintsUsed).toBe(1), { timeout: 20_000 });
    const first = game.hinted!;
    game.hint();
    await vi.waitFor(() => expect(game.hintsUsed).toBe(2));
    const second = game.hinted!;
    expect(second).not.toEqual(first);
    expect(isFree(game.position, second[0]) && isFree(game.position, second[1])).toBe(true);
  });
});

describe('Finish for me', () => {
  it('is offered once every tile left is free; the clock stops then; finishing wins with that time', async () => {
    const { game, progress } = await openTab();
    const plan = planOf(CODE);
    let played = 0;
    while (!allFree(game.position)) playPairs(game, [plan[played++]]);
    await vi.waitFor(() => expect(game.canFinish).toBe(true));
    expect(game.status).toBe('playing');
    const stopped = game.elapsedMs();
    await clock.advance(10_000);
    expect(game.elapsedMs()).toBe(stopped);
    game.finish();
    await vi.waitFor(() => expect(game.status).toBe('won'));
    await vi.waitFor(() => expect(progress.leaderboard('L00')).toHaveLength(1));
    expect(progress.leaderboard('L00')[0].ms).toBe(stopped);
    expect(progress.stats('L00').assisted).toBe(0);
  });

  it('an undo out of it lets the clock run again while tiles are blocked', async () => {
    const { game } = await openTab();
    const plan = planOf(CODE);
    let played = 0;
    while (!allFree(game.position)) playPairs(game, [plan[played++]]);
    let undone = 0;
    while (allFree(game.position)) {
      game.undo();
      undone++;
    }
    expect(undone).toBeGreaterThan(0);
    expect(game.canFinish).toBe(false);
    const at = game.elapsedMs();
    await clock.advance(3_000);
    expect(game.elapsedMs()).toBeGreaterThan(at);
  });
});

describe('Show me how', () => {
  afterEach(() => vi.useRealTimers());

  it('plays the rest of a winning plan pair by pair, each outlined first and legal, to a won, assisted game', async () => {
    const { game, progress } = await openTab();
    playPairs(game, planOf(CODE).slice(0, 60));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    game.showHow();
    await vi.waitFor(() => expect(game.demo).toBe('running'), { timeout: 20_000 });
    const seen: Pair[] = [];
    while (game.status === 'playing') {
      await vi.advanceTimersByTimeAsync(DEMO_PACE.gapMs);
      if (game.hinted) {
        const [a, b] = game.hinted;
        expect(isPresent(game.position, a) && isFree(game.position, a) && isFree(game.position, b)).toBe(true);
        seen.push([a, b]);
        await vi.advanceTimersByTimeAsync(DEMO_PACE.outlineMs);
      }
    }
    expect(game.status).toBe('won');
    expect(game.demo).toBe('off');
    expect(seen).toHaveLength(12);
    expect(game.assisted).toBe(true);
    await vi.waitFor(() => expect(progress.stats('L00')).toMatchObject({ won: 1, assisted: 1 }));
    expect(progress.leaderboard('L00')).toEqual([]);
  });

  it('pauses, steps a pair at a time, and stops on a tap of the player', async () => {
    const { game } = await openTab();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    game.showHow();
    await vi.waitFor(() => expect(game.demo).toBe('running'), { timeout: 20_000 });
    game.demoPause();
    expect(game.demo).toBe('paused');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(game.moveCount).toBe(0);
    game.demoStep();
    game.demoStep();
    expect(game.moveCount).toBe(2);
    game.demoResume();
    expect(game.demo).toBe('running');
    const [a] = playablePairs(game.position)[0];
    game.tap(a);
    expect(game.demo).toBe('off');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(game.moveCount).toBe(2);
  });

  it('on a lost game says so instead, playing nothing', async () => {
    const line = lostLine(CODE);
    const { game } = await openTab();
    playPairs(game, line.moves);
    game.showHow();
    await vi.waitFor(() => expect(game.lost).toBe(true), { timeout: 20_000 });
    expect(game.demo).toBe('off');
    expect(game.moveCount).toBe(line.moves.length);
    expect(game.assisted).toBe(false);
  });
});

describe('looking back after a win', () => {
  it('shows the game move by move from its saved moves, to the final position', async () => {
    const { game } = await openTab();
    const plan = planOf(CODE);
    playPairs(game, plan);
    expect(game.status).toBe('won');
    await game.openLookBack();
    const look = game.lookBack!;
    expect(look.step).toBe(0);
    expect(look.position).toEqual(positionAfter([]));
    look.go(10);
    expect(look.position).toEqual(positionAfter(plan.slice(0, 10)));
    look.go(999);
    expect(look.step).toBe(72);
    expect(look.position).toEqual(game.position);
    look.close();
    expect(look.step).toBeNull();
  });
});
