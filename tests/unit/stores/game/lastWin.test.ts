import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices } from '@/stores/services';
import { useProgressStore } from '@/stores/progress';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { compact, emptyDevice, addRecord, type GameRecord } from '@/core/records';
import { standingBefore } from '@/core/summary';
import type { RewardKind } from '@/core/rewards';

const T0 = Date.UTC(2026, 2, 1, 12);
let n = 0;

function page() {
  const pinia = createPinia();
  provideServices(pinia, { backend: { local: memoryArea(), sync: memoryArea() }, clock: virtualClock(T0) });
  setActivePinia(pinia);
  return useProgressStore();
}

function game(layoutId: string, ms: number, won = true, id = `game${n++}`, more: Partial<GameRecord> = {}): Omit<GameRecord, 'seq'> {
  return { id, code: `MJ1-${layoutId}-AAAAAB${n % 10}`, layoutId, at: T0 + n * 60_000, ms, hints: 0, won, ...more };
}

describe('the last win, measured against the best before it', () => {
  it('has no previous best on a layout’s first win, even with wins on other layouts and losses on this one', async () => {
    const progress = page();
    await progress.record(game('L01', 50_000));
    await progress.record(game('L00', 40_000, false));
    await progress.record(game('L00', 300_000));
    expect(progress.lastWin).toMatchObject({ layoutId: 'L00', ms: 300_000, rank: 1, previousBestMs: null, wonBefore: false });
  });

  it('gives the best before this win when the win beats it, and when it does not', async () => {
    const progress = page();
    await progress.record(game('L00', 300_000));
    await progress.record(game('L00', 250_000));
    await progress.record(game('L00', 238_000)); // a new best: measured against 250 s, not itself
    expect(progress.lastWin).toMatchObject({ ms: 238_000, rank: 1, previousBestMs: 250_000 });
    await progress.record(game('L00', 241_000)); // slower than the best
    expect(progress.lastWin).toMatchObject({ ms: 241_000, rank: 2, previousBestMs: 238_000 });
  });

  it('does not measure a win against itself when it is counted again (the same game from another machine)', async () => {
    const progress = page();
    await progress.record(game('L00', 200_000));
    const again = game('L00', 150_000);
    await progress.record(again);
    expect(progress.lastWin?.previousBestMs).toBe(200_000);
    await progress.record(again); // already counted: the last win stays as it was
    expect(progress.lastWin?.previousBestMs).toBe(200_000);
  });

  it('counts times folded away by compaction (a full sync item keeps no list at all)', () => {
    let device = emptyDevice('dev1');
    for (let i = 0; i < 14; i++) device = addRecord(device, game('L00', 100_000 + i * 1_000));
    const folded = compact(device, 0, 0);
    expect(folded.records).toEqual([]);
    const latest = game('L00', 90_000);
    const withLatest = addRecord(folded, latest);
    expect(standingBefore([withLatest], 'L00', latest.id)).toEqual({ wonBefore: true, bestMs: 100_000 });
    expect(standingBefore([withLatest], 'L01', latest.id)).toEqual({ wonBefore: false, bestMs: null });
  });

  it('a ranked win after one won with help is not a first win on the layout, and has no best to beat', async () => {
    const progress = page();
    await progress.record(game('L00', 200_000, true, undefined, { assisted: true }));
    expect(progress.lastWin).toMatchObject({ wonBefore: false, previousBestMs: null });
    await progress.record(game('L00', 300_000));
    expect(progress.lastWin).toMatchObject({ rank: 1, wonBefore: true, previousBestMs: null });
  });

  it('measures against the best leaderboard score, 30 s a hint included', async () => {
    const progress = page();
    await progress.record(game('L00', 21_000, true, undefined, { hints: 72 })); // scores 36:21
    await progress.record(game('L00', 600_000));
    expect(progress.lastWin).toMatchObject({ wonBefore: true, previousBestMs: 21_000 + 72 * 30_000 });
  });
});

describe('rewards a win completes (core/rewards, kinds given through the services)', () => {
  const THREE_WINS: RewardKind = { id: 'test-three-wins', goal: 3, count: (h) => h.games.filter((g) => g.won).length + Object.values(h.folded).reduce((s, t) => s + t.won, 0) };
  const CLEAN: RewardKind = { id: 'test-clean', goal: 1, count: (h) => h.games.filter((g) => g.won && g.hints === 0).length };

  function rewardPage(rewards: readonly RewardKind[]) {
    const pinia = createPinia();
    provideServices(pinia, { backend: { local: memoryArea(), sync: memoryArea() }, clock: virtualClock(T0), rewards });
    setActivePinia(pinia);
    return useProgressStore();
  }

  it('names each kind on the win that reaches it, once, and counts the losses and wins before', async () => {
    const progress = rewardPage([THREE_WINS, CLEAN]);
    await progress.record(game('L00', 100_000, true, undefined, { hints: 2 }));
    expect(progress.lastWin?.earned).toEqual([]);
    await progress.record(game('L00', 90_000, false));
    await progress.record(game('L01', 95_000, true, undefined, { hints: 1 }));
    expect(progress.lastWin?.earned).toEqual([]);
    await progress.record(game('L02', 80_000));
    expect(progress.lastWin?.earned).toEqual(['test-three-wins', 'test-clean']);
    await progress.record(game('L02', 70_000));
    expect(progress.lastWin?.earned).toEqual([]);
  });
});
