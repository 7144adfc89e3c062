/** The fair leaderboard: time plus 30 s a hint; assisted wins counted in statistics, never ranked; stored and read back. */
import { describe, expect, it } from 'vitest';
import { addRecord, compact, emptyDevice, type GameRecord } from '@/core/records';
import { makeDevice, parseDevice } from '@/stores/storage/recordsCodec';
import { leaderboard, rankOf, summarize } from '@/core/summary';
import { parseSavedGame } from '@/stores/storage/savedGame';
import { newSavedGame, reduceSession } from '@/stores/game/session/session';

const T0 = Date.UTC(2026, 0, 1);
const win = (id: string, ms: number, hints: number, extra: Partial<GameRecord> = {}): Omit<GameRecord, 'seq'> => ({
  id, code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0 + ms, ms, hints, won: true, ...extra,
});

describe('the leaderboard', () => {
  it('ranks a 0-hint 5:00 win above a 1:00 win with 72 hints (1:00 + 36:00)', () => {
    let d = emptyDevice('dev0a');
    d = addRecord(d, win('fast01', 60_000, 72));
    d = addRecord(d, win('honest01', 300_000, 0));
    const board = leaderboard([d], 'L00');
    expect(board.map((e) => [e.ms, e.hints, e.scoreMs])).toEqual([[300_000, 0, 300_000], [60_000, 72, 2_220_000]]);
    expect(rankOf([d], 'L00', 'honest01')).toBe(1);
    expect(leaderboard([d], 'all').map((e) => e.ms)).toEqual([300_000, 60_000]);
  });

  it('keeps assisted wins off it, and counts them in the statistics as assisted', () => {
    let d = emptyDevice('dev0a');
    d = addRecord(d, win('helped1', 10_000, 0, { assisted: true }));
    d = addRecord(d, win('own0001', 400_000, 1));
    expect(leaderboard([d], 'L00').map((e) => e.ms)).toEqual([400_000]);
    expect(rankOf([d], 'L00', 'helped1')).toBeNull();
    expect(summarize([d], 'L00')).toMatchObject({ played: 2, won: 2, assisted: 1, bestMs: 430_000 }); // the leaderboard's score: 400 s and a hint
  });

  it('stores the assisted mark in sync and folds it into the counters on compaction', () => {
    let d = emptyDevice('dev0a');
    for (let i = 0; i < 30; i++) d = addRecord(d, win(`g${i}aa`, 100_000 + i, 0, i % 3 === 0 ? { assisted: true } : {}));
    const back = parseDevice(JSON.parse(JSON.stringify(makeDevice(d))));
    expect(typeof back === 'string' ? back : back.records.filter((r) => r.assisted).length).toBe(10);
    const folded = compact(d, 0);
    const read = parseDevice(JSON.parse(JSON.stringify(makeDevice(folded))));
    expect(typeof read === 'string' ? read : summarize([read], 'L00')).toMatchObject({ played: 30, won: 30, assisted: 10 });
  });
});

describe('the saved game', () => {
  const stamp = { now: T0, page: 'page0001', device: 'dev00001' };
  it('keeps what to redo, the assisted mark and the clock stopped at Finish for me, and reads them back', () => {
    let g = newSavedGame('MJ1-L00-AAAAABL', 'game000001', stamp);
    g = reduceSession(g, { kind: 'touched' }, stamp).saved;
    g = reduceSession(g, { kind: 'rewound', moves: [[1, 2]], clock: 'runs', redo: [[3, 4], [5, 6]] }, stamp).saved;
    g = reduceSession(g, { kind: 'assisted' }, stamp).saved;
    g = reduceSession(g, { kind: 'finishOffered' }, { ...stamp, now: T0 + 1_000 }).saved;
    expect(g).toMatchObject({ redo: [[3, 4], [5, 6]], assisted: true, frozen: true, runningSince: null, elapsedMs: 1_000 });
    expect(reduceSession(g, { kind: 'clockStarted' }, stamp).saved.runningSince).toBeNull();
    expect(parseSavedGame(JSON.parse(JSON.stringify({ game: g })))).toEqual({ ...g, fresh: undefined });
    const played = reduceSession(g, { kind: 'played', moves: [[1, 2], [7, 8]], board: 'playing', layoutId: 'L00' }, stamp).saved;
    expect(played.redo).toBeUndefined();
    const redone = reduceSession(g, { kind: 'played', moves: [[1, 2], [3, 4]], board: 'playing', layoutId: 'L00', redo: [[5, 6]] }, stamp).saved;
    expect(redone.redo).toEqual([[5, 6]]);
    const won = reduceSession(g, { kind: 'played', moves: [[1, 2]], board: 'won', layoutId: 'L00' }, stamp);
    expect(won.finished).toMatchObject({ won: true, assisted: true });
  });

  it('refuses a damaged redo list', () => {
    const g = newSavedGame('MJ1-L00-AAAAABL', 'game000001', stamp);
    expect(parseSavedGame({ game: { ...g, redo: [[1]] } })).toBe('redo move');
    expect(parseSavedGame({ game: { ...g, moves: Array(80).fill([1, 2]), redo: Array(80).fill([1, 2]) } })).toBe('redo');
  });
});
