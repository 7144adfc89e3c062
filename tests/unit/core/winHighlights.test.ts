/** What else a win is worth saying (core/winHighlights.ts): a run of wins, a round number of them, the day's fastest. */
import { describe, expect, it } from 'vitest';
import { emptyDevice, type DeviceStats, type GameRecord } from '../../../core/records';
import { isMilestone, winHighlights } from '../../../core/winHighlights';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 2, 1, 8);
const startOfDay = (at: number) => at - (at % DAY);

type Game = { layoutId?: string; won?: boolean; ms?: number; hints?: number; at?: number; assisted?: boolean };
/** One device with `games` in play order, an hour apart unless `at` is given; codes `L00-1`, `L00-2`… */
function played(games: readonly Game[]): { devices: DeviceStats[]; last: { layoutId: string; code: string } } {
  const records: GameRecord[] = games.map((g, i) => ({
    seq: i + 1, id: `game${i + 1}`, code: `code${i + 1}`, layoutId: g.layoutId ?? 'L00', at: g.at ?? START + i * HOUR,
    ms: g.ms ?? 300_000, hints: g.hints ?? 0, won: g.won ?? true, ...(g.assisted ? { assisted: true } : {}),
  }));
  const last = records[records.length - 1];
  return { devices: [{ ...emptyDevice('dev1'), seq: records.length + 1, records }], last: { layoutId: last.layoutId, code: last.code } };
}
const of = (games: readonly Game[]) => {
  const { devices, last } = played(games);
  return winHighlights(devices, last, startOfDay);
};

describe('the highlights of a win', () => {
  it('says a run of three wins or more in a row, of every game', () => {
    expect(of([{}, {}]).streak).toBeNull();
    expect(of([{ won: false }, {}, { layoutId: 'L01' }, {}]).streak).toEqual({ count: 3, onLayout: false });
  });

  it('says the layout’s own run when it is longer than the run of every game', () => {
    // L00: won, won, (L01 lost), won: three in a row there; of every game, one.
    expect(of([{}, {}, { layoutId: 'L01', won: false }, {}]).streak).toEqual({ count: 3, onLayout: true });
  });

  it('says a round number of wins in all, and no other number', () => {
    expect(of(Array.from({ length: 10 }, (_, i) => ({ won: i !== 3 }))).milestone).toBeNull(); // 9 wins
    expect(of(Array.from({ length: 11 }, (_, i) => ({ won: i !== 3 }))).milestone).toBe(10);
    expect(of(Array.from({ length: 5 }, () => ({}))).milestone).toBe(5);
    expect([1, 4, 5, 10, 25, 26, 50, 100, 150, 151].filter(isMilestone)).toEqual([5, 10, 25, 50, 100, 150]);
  });

  it('says the fastest of two or more wins on the layout that day, by the leaderboard’s score', () => {
    expect(of([{ ms: 400_000 }, { ms: 300_000 }]).fastestToday).toBe(2);
    expect(of([{ ms: 400_000 }, { ms: 200_000 }, { ms: 300_000 }]).fastestToday).toBeNull(); // not the fastest
    // 3 hints score 90 s more: 250 s + 90 s is slower than 300 s.
    expect(of([{ ms: 300_000 }, { ms: 250_000, hints: 3 }]).fastestToday).toBeNull();
    // A win on another layout, or on the day before, is not measured against.
    expect(of([{ ms: 100_000, layoutId: 'L01' }, { ms: 300_000 }]).fastestToday).toBeNull();
    expect(of([{ ms: 100_000, at: START - DAY }, { ms: 300_000, at: START + HOUR }, { ms: 200_000, at: START + 2 * HOUR }]).fastestToday).toBe(2);
    // A win with help is no record: neither said nor beaten.
    expect(of([{ ms: 400_000 }, { ms: 100_000, assisted: true }]).fastestToday).toBeNull();
    expect(of([{ ms: 100_000, assisted: true }, { ms: 400_000 }, { ms: 300_000 }]).fastestToday).toBe(3);
  });
});
