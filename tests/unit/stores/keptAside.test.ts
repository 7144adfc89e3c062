import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { newGameFromCode } from '@/core/newGame';
import { createDealing } from '@/core/dealing';
import { gameIn, keptAside, offerable, recordsIn } from '@/stores/keptAside';
import { useProgressStore } from '@/stores/progress';
import { useNoticesStore } from '@/stores/notices';
import { provideServices } from '@/stores/services';
import { memoryArea } from '@/stores/storage/area';
import { keepAside } from '@/stores/storage/quarantine';
import { makeDevice } from '@/stores/storage/recordsCodec';
import { addRecord, compact, emptyDevice, type GameRecord } from '@/core/records';
import { HEARTBEAT_MS, type SavedGame } from '@/stores/storage/savedGame';
import { virtualClock } from '@/tests/unit/support/virtualClock';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

const rec = (seq: number, id: string, at = NOW - seq * 1_000, won = 1) => [seq, id, CODE, at, 60_000 + seq, 0, won];

async function keptCopyOf(key: string, value: unknown) {
  const local = memoryArea();
  await keepAside(local, key.startsWith('stats:') ? 'sync' : 'local', key, value, 'damage', NOW);
  const [copy] = await keptAside(local);
  return copy;
}

describe('what a kept copy can put back', () => {
  it('reads each record of damaged statistics on its own: the good ones come back', async () => {
    const copy = await keptCopyOf('progress:dev00001', {
      v: 1, device: 'dev00001', seq: 5, cut: 0, base: {}, streak: 0,
      recs: [rec(1, 'game0001'), rec(2, 'game0002', 12), 'garbage', rec(3, '<b>x</b>'), rec(4, 'game0004', NOW - 1, 0)],
    });
    const kept = recordsIn(copy);
    expect(kept?.device).toBe('dev00001');
    expect(kept?.records.map((r) => [r.seq, r.id, r.won])).toEqual([
      [1, 'game0001', true],
      [4, 'game0004', false],
    ]);
  });

  it('takes a copy that reads well as a whole as it is, and finds nothing in what holds no statistics', async () => {
    const whole = addRecord(emptyDevice('dev00002'), { id: 'game0009', code: CODE, layoutId: 'L00', at: NOW, ms: 1_000, hints: 0, won: true });
    expect(recordsIn(await keptCopyOf('stats:dev00002', makeDevice(whole)))).toEqual({ device: 'dev00002', records: whole.records });
    expect(recordsIn(await keptCopyOf('settings', { v: 1, recs: [rec(1, 'game0001')] }))).toBeNull();
    expect(recordsIn(await keptCopyOf('progress:dev00001', 'nothing'))).toBeNull();
    expect(gameIn(await keptCopyOf('progress:dev00001', 'nothing'))).toBeNull();
  });

  it('offers a kept game that replays and is not won, paused; never one that does not replay or is won', async () => {
    const dealing = createDealing({ dealer: newGameFromCode });
    const dealt = newGameFromCode(CODE);
    if (!dealt.ok) throw new Error('bad code');
    const plan = dealt.value.plan.map(([a, b]): [number, number] => [a, b]);
    const game: SavedGame = {
      id: 'keptaway01', code: CODE, moves: plan.slice(0, 4), hintsUsed: 0, elapsedMs: 30_000, runningSince: NOW - 10_000,
      startedAt: NOW - 60_000, playedAt: NOW - 10_000, rev: 9, writer: 'tab00001', device: 'dev00001', won: true,
    };
    const copy = await keptCopyOf('game', { v: 1, game });
    expect(gameIn(copy)).toEqual(game);
    // Its running stretch counts one heartbeat at most: a stored clock is not trusted further.
    expect(await offerable(dealing, game, NOW)).toEqual({ ...game, won: false, runningSince: null, elapsedMs: 30_000 + HEARTBEAT_MS });
    expect(await offerable(dealing, { ...game, moves: [plan[0], plan[0]] }, NOW)).toBeNull();
    expect(await offerable(dealing, { ...game, moves: plan }, NOW)).toBeNull();
  });
});

describe('restoring kept-aside statistics', () => {
  const local = memoryArea();
  async function page(sync: Record<string, unknown> = {}) {
    const pinia = createPinia();
    const syncArea = memoryArea();
    await syncArea.set(sync);
    local.data.clear();
    provideServices(pinia, { backend: { local, sync: syncArea }, clock: virtualClock(NOW) });
    setActivePinia(pinia);
    return useProgressStore();
  }
  const finished = (id: string, i: number): Omit<GameRecord, 'seq'> => ({ id, code: CODE, layoutId: 'L00', at: NOW - 100_000 + i, ms: 60_000, hints: 0, won: true });
  const record = (seq: number, id: string): GameRecord => ({ seq, ...finished(id, seq) });

  it('only adds: games listed anywhere, or folded below their device’s cut, are not counted again', async () => {
    let other = emptyDevice('other0001');
    for (const [i, id] of ['game0011', 'game0012', 'game0013'].entries()) other = addRecord(other, finished(id, i));
    const folded = compact(other, 1, 0); // the first two are in its counters now
    expect(folded.records.map((r) => r.id)).toEqual(['game0013']);
    const progress = await page({ 'stats:other0001': makeDevice(folded) });
    await progress.record({ ...finished('game0001', 50), at: NOW - 5 });
    expect(progress.stats('all')).toMatchObject({ played: 4, won: 4 });
    const added = await progress.restoreRecords('other0001', [record(1, 'game0011'), record(3, 'game0013'), record(4, 'game0014')]);
    expect(added).toBe(1);
    expect(progress.stats('all')).toMatchObject({ played: 5, won: 5 });
    expect(await progress.restoreRecords('other0001', [record(4, 'game0014')])).toBe(0);
  });

  it('adds the games of this device’s own kept copy that are not counted, with new numbers, once', async () => {
    const progress = await page();
    await progress.record({ ...finished('game0001', 50), at: NOW - 5 });
    const me = progress.devices[0].device;
    expect(await progress.restoreRecords(me, [record(1, 'game0001'), record(2, 'game0002'), record(3, 'game0003')])).toBe(2);
    expect(progress.stats('all')).toMatchObject({ played: 3, won: 3 });
    expect(new Set(progress.devices[0].records.map((r) => r.seq)).size).toBe(3);
    expect(await progress.restoreRecords(me, [record(2, 'game0002')])).toBe(0);
    expect(progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it('keeps a damaged stored list aside before writing over it', async () => {
    const progress = await page();
    await progress.record({ ...finished('game0001', 50), at: NOW - 5 });
    const me = progress.devices[0].device;
    const damaged = { v: 1, device: me, seq: 'many' };
    await local.set({ [`progress:${me}`]: damaged });
    expect(await progress.restoreRecords(me, [record(2, 'game0002')])).toBe(1);
    const kept = [...local.data.entries()].filter(([k]) => k.startsWith(`quarantine:local:progress:${me}:`));
    expect(kept.map(([, v]) => (v as { text: string }).text)).toEqual([JSON.stringify(damaged)]);
    expect(useNoticesStore().notices.map((n) => n.key)).toContain('notices.keptAside');
    expect(progress.stats('all')).toMatchObject({ played: 2, won: 2 });
  });
});
