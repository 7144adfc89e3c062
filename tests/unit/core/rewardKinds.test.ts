/** Every kind of reward (core/rewards/kinds.ts), counted over fixtures of records. */
import { describe, expect, it } from 'vitest';
import { dailyCode } from '../../../core/daily';
import { emptyTally, type GameRecord, type Tally } from '../../../core/records';
import { earnedAt, rewardBoard, type PlayHistory } from '../../../core/rewards';
import { REWARD_KINDS } from '../../../core/rewards/kinds';
import { BUILT_IN_GRADES } from '../../../core/layouts/grades';

let next = 0;
// Local wall times, so the fixtures mean the same day and hour in every time zone.
const local = (y: number, m: number, d: number, hour = 12, minute = 0) => new Date(y, m - 1, d, hour, minute).getTime();
const NOON = local(2026, 3, 4); // a Wednesday
const game = (over: Partial<GameRecord> = {}): GameRecord => {
  next += 1;
  return { seq: next, id: `g${next}`, code: 'MJ1-L00-AAAAABL', layoutId: 'L00', at: NOON + next * 60_000, ms: 12 * 60_000, hints: 1, won: true, ...over };
};
const history = (games: GameRecord[], folded: Record<string, Partial<Tally>> = {}): PlayHistory => ({
  games: [...games].sort((a, b) => a.at - b.at),
  folded: Object.fromEntries(Object.entries(folded).map(([id, t]) => [id, { ...emptyTally(), ...t }])),
});
const times = (n: number, over: Partial<GameRecord> = {}) => Array.from({ length: n }, () => game(over));
const KIND = new Map(REWARD_KINDS.map((k) => [k.id, k]));
const count = (id: string, h: PlayHistory) => {
  const kind = KIND.get(id);
  if (!kind) throw new Error(`no kind ${id}`);
  return Math.min(kind.count(h), kind.goal);
};
const earned = (id: string, h: PlayHistory) => count(id, h) >= KIND.get(id)!.goal;
const day = (date: string, hour = 12) => local(+date.slice(0, 4), +date.slice(5, 7), +date.slice(8, 10), hour);
const dailyWin = (date: string, over: Partial<GameRecord> = {}) => game({ code: dailyCode(date)!, layoutId: dailyCode(date)!.split('-')[1], at: day(date), ...over });

describe('the kinds of reward', () => {
  it('are at least thirty, with unique ids that are safe in keys and attributes, and goals of one or more', () => {
    expect(REWARD_KINDS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(REWARD_KINDS.map((k) => k.id)).size).toBe(REWARD_KINDS.length);
    for (const k of REWARD_KINDS) {
      expect(k.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(k.goal).toBeGreaterThanOrEqual(1);
    }
  });

  it('earn nothing from no games, and nothing from games lost', () => {
    expect(rewardBoard(REWARD_KINDS, history([])).filter((e) => e.earned)).toEqual([]);
    const lost = rewardBoard(REWARD_KINDS, history(times(120, { won: false }))).filter((e) => e.earned).map((e) => e.id);
    expect(lost).toEqual(['games-100']);
  });
});

describe('play', () => {
  it('counts wins, folded ones too', () => {
    expect(count('first-win', history([game()]))).toBe(1);
    expect(count('wins-10', history(times(9)))).toBe(9);
    expect(earned('wins-10', history(times(4), { L01: { won: 6, played: 8 } }))).toBe(true);
    expect(count('wins-50', history(times(30), { L02: { won: 20, played: 20 } }))).toBe(50);
    expect(earned('wins-100', history(times(99)))).toBe(false);
    expect(earned('wins-100', history(times(100)))).toBe(true);
    expect(count('wins-500', history([], { L00: { won: 480, played: 500 } }))).toBe(480);
  });

  it('counts games played, won or not', () => {
    expect(count('games-100', history([...times(40, { won: false }), ...times(20)], { L03: { played: 39 } }))).toBe(99);
    expect(earned('games-100', history(times(100, { won: false })))).toBe(true);
  });
});

describe('skill', () => {
  it('counts only wins with no hint and no help: going back to a winnable position is help', () => {
    const h = history([game({ hints: 0 }), game({ hints: 2 }), game({ hints: 0, assisted: true }), game({ hints: 0, won: false })]);
    expect(count('clean-1', h)).toBe(1);
    expect(count('clean-1', history([game({ hints: 0, assisted: true })]))).toBe(0);
    expect(count('clean-10', history(times(10, { hints: 0 })))).toBe(10);
    expect(count('clean-50', history([...times(49, { hints: 0 }), game({ hints: 1 })]))).toBe(49);
  });

  it('asks a clean win on a hard or very hard layout', () => {
    const hard = Object.keys(BUILT_IN_GRADES).find((id) => BUILT_IN_GRADES[id] === 'hard')!;
    const veryHard = Object.keys(BUILT_IN_GRADES).find((id) => BUILT_IN_GRADES[id] === 'very hard')!;
    expect(earned('clean-hard', history([game({ layoutId: 'L01', hints: 0 }), game({ layoutId: hard, hints: 1 })]))).toBe(false);
    expect(earned('clean-hard', history([game({ layoutId: hard, hints: 0 })]))).toBe(true);
    expect(earned('clean-hard', history([game({ layoutId: veryHard, hints: 0 })]))).toBe(true);
  });

  it('counts the longest run of wins, a loss breaking it', () => {
    expect(count('run-5', history([...times(4), game({ won: false }), ...times(3)]))).toBe(4);
    expect(earned('run-5', history([game({ won: false }), ...times(5)]))).toBe(true);
    expect(count('run-10', history([...times(9), game({ won: false }), ...times(9)]))).toBe(9);
  });
});

describe('speed', () => {
  it('times a Turtle without help, and any layout for two minutes', () => {
    const fast = (ms: number, over: Partial<GameRecord> = {}) => history([game({ ms, ...over })]);
    expect(earned('turtle-10', fast(9 * 60_000))).toBe(true);
    expect(earned('turtle-10', fast(10 * 60_000))).toBe(false);
    expect(earned('turtle-5', fast(4 * 60_000, { layoutId: 'L01' }))).toBe(false);
    expect(earned('turtle-5', fast(4 * 60_000, { assisted: true }))).toBe(false);
    expect(earned('turtle-5', fast(4 * 60_000))).toBe(true);
    expect(earned('turtle-3', fast(170_000))).toBe(true);
    expect(earned('turtle-3', fast(170_000, { won: false }))).toBe(false);
    expect(earned('any-2', fast(100_000, { layoutId: 'L07' }))).toBe(true);
    expect(earned('any-2', fast(130_000, { layoutId: 'L07' }))).toBe(false);
  });

  it('reads a folded best score, which is never less than the time', () => {
    expect(earned('turtle-5', history([], { L00: { won: 3, bestMs: 280_000 } }))).toBe(true);
    expect(earned('turtle-3', history([], { L00: { won: 3, bestMs: 280_000 } }))).toBe(false);
    expect(earned('any-2', history([], { L05: { won: 1, bestMs: 110_000 } }))).toBe(true);
  });
});

describe('breadth', () => {
  const ids = Object.keys(BUILT_IN_GRADES);
  it('counts the built-in layouts won, folded ones too, and a layout of the player’s own', () => {
    const some = history(ids.slice(0, 4).map((layoutId) => game({ layoutId })), { [ids[4]]: { won: 1 }, [ids[5]]: { played: 2 } });
    expect(count('layouts-5', some)).toBe(5);
    expect(count('layouts-all', some)).toBe(5);
    expect(earned('layouts-12', history(ids.slice(0, 12).map((layoutId) => game({ layoutId }))))).toBe(true);
    const all = history([...ids.slice(0, 23).map((layoutId) => game({ layoutId })), game({ layoutId: ids[23], won: false })]);
    expect(count('layouts-all', all)).toBe(23);
    expect(earned('layouts-all', history(ids.map((layoutId) => game({ layoutId }))))).toBe(true);
    expect(KIND.get('layouts-all')!.goal).toBe(24);
    expect(earned('own-layout', all)).toBe(false);
    expect(earned('own-layout', history([game({ layoutId: 'C1A2B3' })]))).toBe(true);
    expect(earned('own-layout', history([game({ layoutId: 'C1A2B3', won: false })]))).toBe(false);
    expect(count('layouts-5', history([game({ layoutId: 'C1A2B3' })]))).toBe(0);
  });

  it('counts each grade won', () => {
    const of = (grade: string) => ids.find((id) => BUILT_IN_GRADES[id] === grade)!;
    const h = history([game({ layoutId: of('easy') }), game({ layoutId: of('hard') })], { [of('medium')]: { won: 1 } });
    expect([earned('grade-easy', h), earned('grade-medium', h), earned('grade-hard', h), earned('grade-very-hard', h)]).toEqual([true, true, true, false]);
    expect(count('grades-all', h)).toBe(3);
    expect(earned('grades-all', history(['easy', 'medium', 'hard', 'very hard'].map((g) => game({ layoutId: of(g) }))))).toBe(true);
  });
});

describe('the deal of the day', () => {
  it('counts a daily deal won on its own day, not later, and not another deal', () => {
    expect(earned('daily-1', history([dailyWin('2026-03-04')]))).toBe(true);
    expect(earned('daily-1', history([dailyWin('2026-03-04', { at: day('2026-03-05') })]))).toBe(false);
    expect(earned('daily-1', history([dailyWin('2026-03-04', { won: false })]))).toBe(false);
    expect(earned('daily-1', history([game({ at: day('2026-03-04') })]))).toBe(false);
    const tenDays = Array.from({ length: 10 }, (_, i) => dailyWin(`2026-04-${String(2 * i + 1).padStart(2, '0')}`));
    expect(count('daily-10', history([...tenDays, dailyWin('2026-04-01')]))).toBe(10);
    expect(count('daily-streak-3', history(tenDays))).toBe(1);
  });

  it('counts the longest run of days in a row', () => {
    const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => dailyWin(`2026-01-${String(from + i).padStart(2, '0')}`));
    expect(count('daily-streak-3', history([...run(1, 2), ...run(5, 3)]))).toBe(3);
    expect(count('daily-streak-7', history([...run(1, 6), ...run(8, 4)]))).toBe(6);
    expect(earned('daily-streak-7', history(run(20, 7)))).toBe(true);
    const across = Array.from({ length: 30 }, (_, i) => dailyWin(new Date(Date.UTC(2026, 1, 15 + i)).toISOString().slice(0, 10)));
    expect(earned('daily-streak-30', history(across))).toBe(true);
    expect(earned('daily-streak-30', history(across.slice(1)))).toBe(false);
  });
});

describe('surprises', () => {
  it('knows the hour and the day of a win', () => {
    expect(earned('night-owl', history([game({ at: local(2026, 3, 4, 2, 30) })]))).toBe(true);
    expect(earned('night-owl', history([game({ at: local(2026, 3, 4, 5, 0) })]))).toBe(false);
    expect(earned('night-owl', history([game({ at: local(2026, 3, 4, 3), won: false })]))).toBe(false);
    expect(earned('early-bird', history([game({ at: local(2026, 3, 4, 6, 15) })]))).toBe(true);
    expect(earned('early-bird', history([game({ at: local(2026, 3, 4, 7, 0) })]))).toBe(false);
    expect(earned('new-year', history([game({ at: local(2027, 1, 1, 0, 10) })]))).toBe(true);
    expect(earned('new-year', history([game({ at: local(2026, 12, 31, 23, 50) })]))).toBe(false);
  });

  it('asks both days of one weekend', () => {
    // 2026-03-07 is a Saturday.
    expect(earned('weekend', history([game({ at: day('2026-03-07') }), game({ at: day('2026-03-08') })]))).toBe(true);
    expect(earned('weekend', history([game({ at: day('2026-03-08') }), game({ at: day('2026-03-14') })]))).toBe(false);
    expect(earned('weekend', history([game({ at: day('2026-03-06') }), game({ at: day('2026-03-07') })]))).toBe(false);
    expect(earned('weekend', history([game({ at: day('2026-03-07') }), game({ at: day('2026-03-08'), won: false })]))).toBe(false);
  });

  it('counts the most wins in one day', () => {
    const on = (date: string, n: number) => Array.from({ length: n }, (_, i) => game({ at: day(date, 8 + i) }));
    expect(count('five-a-day', history([...on('2026-03-04', 4), ...on('2026-03-05', 3)]))).toBe(4);
    expect(earned('five-a-day', history(on('2026-03-06', 5)))).toBe(true);
  });

  it('knows a deal lost before and won after, and a long win', () => {
    expect(earned('rematch', history([game({ code: 'MJ1-L03-BBBBBBB', won: false }), game({ code: 'MJ1-L03-BBBBBBB' })]))).toBe(true);
    expect(earned('rematch', history([game({ code: 'MJ1-L03-CCCCCCC' }), game({ code: 'MJ1-L03-CCCCCCC', won: false })]))).toBe(false);
    expect(earned('rematch', history([game({ code: 'MJ1-L03-DDDDDDD', won: false }), game({ code: 'MJ1-L03-EEEEEEE' })]))).toBe(false);
    expect(earned('patient', history([game({ ms: 31 * 60_000 })]))).toBe(true);
    expect(earned('patient', history([game({ ms: 29 * 60_000 })]))).toBe(false);
  });
});

describe('the date a reward was earned', () => {
  it('is when the game that reached the goal ended', () => {
    const games = times(12);
    const h = history(games);
    expect(earnedAt(KIND.get('first-win')!, h)).toBe(games[0].at);
    expect(earnedAt(KIND.get('wins-10')!, h)).toBe(games[9].at);
    expect(earnedAt(KIND.get('wins-50')!, h)).toBeNull();
    const board = rewardBoard(REWARD_KINDS, h);
    expect(board.find((e) => e.id === 'wins-10')).toEqual({ id: 'wins-10', done: 10, goal: 10, earned: true, at: games[9].at });
    expect(board.find((e) => e.id === 'wins-50')).toMatchObject({ done: 12, earned: false, at: null });
  });

  it('is unknown when folded games alone reached it, and counts them when listed ones finish it', () => {
    const games = times(3);
    expect(earnedAt(KIND.get('wins-10')!, history(games, { L01: { won: 10, played: 10 } }))).toBeNull();
    expect(earnedAt(KIND.get('wins-10')!, history(games, { L01: { won: 8, played: 8 } }))).toBe(games[1].at);
  });
});

describe('what a win earned, with the real kinds', () => {
  it('names the kinds this game completed and no other', async () => {
    const { addRecord, emptyDevice } = await import('../../../core/records');
    const { earnedByGame } = await import('../../../core/rewards');
    const games = [...times(9, { hints: 2 }), game({ hints: 0 })].map((g, i) => ({ ...g, at: local(2026, 5, 6, 14, i) }));
    const upTo = (k: number) => games.slice(0, k + 1).map(({ seq: _, ...g }) => g).reduce(addRecord, emptyDevice('aaaa'));
    expect(earnedByGame(REWARD_KINDS, [upTo(0)], games[0].id)).toEqual(['first-win', 'grade-medium']); // the Turtle is a medium layout
    expect(earnedByGame(REWARD_KINDS, [upTo(1)], games[1].id)).toEqual([]);
    expect(earnedByGame(REWARD_KINDS, [upTo(4)], games[4].id)).toEqual(['run-5', 'five-a-day']);
    expect(earnedByGame(REWARD_KINDS, [upTo(9)], games[9].id)).toEqual(['wins-10', 'clean-1', 'run-10']);
  });
});
