import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { abandoned, newSavedGame, reduceSession, type SessionAction, type Stamp } from '@/stores/game/session/session';
import { HEARTBEAT_MS, type SavedGame } from '@/stores/storage/savedGame';
import { isTime, MAX_ELAPSED_MS } from '@/stores/storage/schema';

const T = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const stamp = (now: number, page = 'page0001', device = 'dev00001'): Stamp => ({ now, page, device });

/** A game in play: two pairs removed, its clock running since `since` with 10 s banked. */
function running(since = T): SavedGame {
  return {
    ...newSavedGame(CODE, 'game000001', stamp(T - 60_000, 'page0000', 'dev00000')),
    fresh: undefined, moves: [[1, 2], [3, 4]], elapsedMs: 10_000, runningSince: since, rev: 5, hintsUsed: 1,
  };
}


describe('a new saved game', () => {
  it('is fresh, unplayed, its clock at 0 and standing, stamped by this page and device', () => {
    expect(newSavedGame(CODE, 'game000001', stamp(T))).toEqual({
      id: 'game000001', code: CODE, moves: [], hintsUsed: 0, elapsedMs: 0, runningSince: null, fresh: true,
      startedAt: T, playedAt: T, rev: 0, writer: 'page0001', device: 'dev00001', won: false,
    });
  });

  it('names the page as its device until the device is known', () => {
    expect(newSavedGame(CODE, 'game000001', stamp(T, 'page0001', '')).device).toBe('page0001');
  });

  it('is stamped within the range every release reads, whatever the machine clock says', () => {
    for (const now of [Date.UTC(2019, 5, 1), Date.UTC(2201, 5, 1), 0, -5, 8.64e15]) {
      const g = newSavedGame(CODE, 'game000001', stamp(now));
      expect(isTime(g.startedAt) && isTime(g.playedAt)).toBe(true);
    }
  });
});

describe('the session reducer', () => {
  it('touched: the fresh deal is no longer fresh and its clock starts now, as play', () => {
    const fresh = newSavedGame(CODE, 'game000001', stamp(T));
    const step = reduceSession(fresh, { kind: 'touched' }, stamp(T + 5_000));
    expect(step.saved).toMatchObject({ fresh: false, runningSince: T + 5_000, playedAt: T + 5_000, rev: 1, elapsedMs: 0 });
    expect(step).toMatchObject({ urgent: false, finished: null });
  });

  it('played: the moves are the board\'s, the clock runs on, nothing to count while in play', () => {
    const moves: [number, number][] = [[1, 2], [3, 4], [5, 6]];
    const step = reduceSession(running(), { kind: 'played', moves, board: 'playing', layoutId: 'L00' }, stamp(T + 1_000));
    expect(step.saved).toMatchObject({ moves, runningSince: T, elapsedMs: 10_000, won: false, playedAt: T + 1_000, rev: 6 });
    expect(step.saved.moves).not.toBe(moves); // a copy: the board's own array is not stored
    expect(step).toMatchObject({ urgent: false, finished: null });
  });

  it('played to a win: the clock stops, sync hears at once, and the win is counted with the time played', () => {
    const step = reduceSession(running(T), { kind: 'played', moves: [[7, 8]], board: 'won', layoutId: 'L03' }, stamp(T + 1_500));
    expect(step.saved).toMatchObject({ won: true, runningSince: null, elapsedMs: 11_500 });
    expect(step.urgent).toBe(true);
    expect(step.finished).toEqual({ id: 'game000001', code: CODE, layoutId: 'L03', at: T + 1_500, ms: 11_500, hints: 1, won: true });
  });

  it('played to a stuck board: the clock stops and sync hears at once, nothing is counted yet', () => {
    const step = reduceSession(running(T), { kind: 'played', moves: [[7, 8]], board: 'stuck', layoutId: 'L00' }, stamp(T + 500));
    expect(step.saved).toMatchObject({ won: false, runningSince: null, elapsedMs: 10_500 });
    expect(step).toMatchObject({ urgent: true, finished: null });
  });

  it('hinted: one more hint used, as play', () => {
    const step = reduceSession(running(), { kind: 'hinted' }, stamp(T + 100));
    expect(step.saved).toMatchObject({ hintsUsed: 2, playedAt: T + 100, runningSince: T, rev: 6 });
    expect(step.urgent).toBe(false);
  });

  it('rewound: the moves go back; the clock runs on or stands as told, with the time played kept', () => {
    const runs = reduceSession(running(T), { kind: 'rewound', moves: [[1, 2]], clock: 'runs' }, stamp(T + 1_000));
    expect(runs.saved).toMatchObject({ moves: [[1, 2]], elapsedMs: 11_000, runningSince: T + 1_000, playedAt: T + 1_000 });
    const stands = reduceSession(running(T), { kind: 'rewound', moves: [], clock: 'stands' }, stamp(T + 1_000));
    expect(stands.saved).toMatchObject({ moves: [], elapsedMs: 11_000, runningSince: null });
  });

  it('paused: the clock stops, the game is no longer fresh, sync hears at once, and it is not play', () => {
    const fresh = newSavedGame(CODE, 'game000001', stamp(T));
    const step = reduceSession(fresh, { kind: 'paused' }, stamp(T + 9_000));
    expect(step.saved).toMatchObject({ fresh: false, runningSince: null, elapsedMs: 0, playedAt: T });
    expect(step.urgent).toBe(true);
    const stopped = reduceSession(running(T), { kind: 'paused' }, stamp(T + 1_000));
    expect(stopped.saved).toMatchObject({ runningSince: null, elapsedMs: 11_000, playedAt: running().playedAt });
  });

  it('clockStopped and clockStarted: the clock stands and runs again, freshness kept, not play', () => {
    const fresh = { ...newSavedGame(CODE, 'game000001', stamp(T)) };
    const stopped = reduceSession(running(T), { kind: 'clockStopped' }, stamp(T + 2_000));
    expect(stopped.saved).toMatchObject({ runningSince: null, elapsedMs: 12_000, playedAt: running().playedAt });
    expect(stopped.urgent).toBe(false);
    expect(reduceSession(fresh, { kind: 'clockStopped' }, stamp(T + 1)).saved.fresh).toBe(true);
    const started = reduceSession(stopped.saved, { kind: 'clockStarted' }, stamp(T + 60_000));
    expect(started.saved).toMatchObject({ runningSince: T + 60_000, elapsedMs: 12_000, rev: 7 });
  });

  it('takenUp: nothing changes but that it is played now, and sync hears at once', () => {
    const step = reduceSession(running(), { kind: 'takenUp' }, stamp(T + 3_000));
    expect(step.saved).toEqual({ ...running(), rev: 6, playedAt: T + 3_000, writer: 'page0001', device: 'dev00001' });
    expect(step.urgent).toBe(true);
  });

  it('counts a running stretch the stored copy vouches for, up to one heartbeat, and never a negative one', () => {
    // The store banks the time it measured before each action; a stretch is then at most a heartbeat long.
    const late = reduceSession(running(T), { kind: 'paused' }, stamp(T + 20 * 3_600_000));
    expect(late.saved.elapsedMs).toBe(10_000 + HEARTBEAT_MS);
    const earlier = reduceSession(running(T), { kind: 'paused' }, stamp(T - 3_600_000));
    expect(earlier.saved.elapsedMs).toBe(10_000);
  });

  it('writes only times every release reads, and never more than the longest game, whatever the clock (property)', () => {
    const actions: SessionAction[] = [
      { kind: 'touched' }, { kind: 'hinted' }, { kind: 'paused' }, { kind: 'clockStopped' }, { kind: 'clockStarted' }, { kind: 'takenUp' },
      { kind: 'played', moves: [[1, 2]], board: 'playing', layoutId: 'L00' }, { kind: 'played', moves: [[1, 2]], board: 'won', layoutId: 'L00' },
      { kind: 'rewound', moves: [], clock: 'runs' },
    ];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...actions), fc.integer({ min: -1e13, max: 2e13 })), { maxLength: 20 }), (steps) => {
        let saved = newSavedGame(CODE, 'game000001', stamp(T));
        for (const [action, now] of steps) {
          const step = reduceSession(saved, action, stamp(now));
          saved = step.saved;
          expect(isTime(saved.playedAt) && isTime(saved.startedAt)).toBe(true);
          expect(saved.runningSince === null || isTime(saved.runningSince)).toBe(true);
          expect(saved.elapsedMs).toBeGreaterThanOrEqual(0);
          expect(saved.elapsedMs).toBeLessThanOrEqual(MAX_ELAPSED_MS);
          if (step.finished) expect(isTime(step.finished.at)).toBe(true);
        }
      }),
    );
  });
});

describe('an abandoned game', () => {
  it('counts as played (not won) once it has a move, with its time; a game never touched or won does not', () => {
    expect(abandoned(running(T), 'L00', T + 1_000)).toEqual({ id: 'game000001', code: CODE, layoutId: 'L00', at: T + 1_000, ms: 11_000, hints: 1, won: false });
    expect(abandoned(newSavedGame(CODE, 'game000001', stamp(T)), 'L00', T)).toBeNull();
    expect(abandoned({ ...running(), won: true }, 'L00', T)).toBeNull();
  });

  it('is dated within the range every release reads, with the machine clock in 2019', () => {
    const at = abandoned(running(T), 'L00', Date.UTC(2019, 5, 1))!.at;
    expect(isTime(at)).toBe(true);
  });
});
