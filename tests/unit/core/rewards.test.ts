/** The rewards seam (core/rewards): kinds counted over the whole history, folded games included. */
import { describe, expect, it } from 'vitest';
import { addRecord, compact, emptyDevice, type DeviceStats, type GameRecord } from '../../../core/records';
import { earnedByGame, historyOf, standings, type RewardKind } from '../../../core/rewards';

let next = 0;
const game = (over: Partial<GameRecord> = {}): Omit<GameRecord, 'seq'> => {
  next += 1;
  return { id: `g${next}`, code: 'MJ1-L00-AAAAABL', layoutId: 'L00', at: 1_000 * next, ms: 200_000, hints: 0, won: true, ...over };
};
const play = (device: string, games: Omit<GameRecord, 'seq'>[]): DeviceStats => games.reduce(addRecord, emptyDevice(device));

// Two kinds a test registers: wins anywhere, and no-hint wins on distinct layouts.
const WINS: RewardKind = { id: 'test-wins', goal: 3, count: (h) => h.games.filter((g) => g.won).length + Object.values(h.folded).reduce((n, t) => n + t.won, 0) };
const CLEAN_LAYOUTS: RewardKind = {
  id: 'test-clean-layouts',
  goal: 2,
  count: (h) => new Set(h.games.filter((g) => g.won && g.hints === 0 && !g.assisted).map((g) => g.layoutId)).size,
};

describe('the play history', () => {
  it('lists every machine’s games once, oldest first, and sums what compaction folded', () => {
    const shared = game();
    const a = compact(play('aaaa', [game({ layoutId: 'L01' }), game({ layoutId: 'L01', won: false }), shared, game()]), 1, 1);
    const b = play('bbbb', [{ ...shared, ms: 150_000 }, game({ layoutId: 'L02' })]);
    const history = historyOf([a, b]);
    expect(history.games.map((g) => g.id)).toEqual([...new Set(history.games.map((g) => g.id))]);
    expect(history.games.map((g) => g.at)).toEqual([...history.games.map((g) => g.at)].sort((x, y) => x - y));
    const listed = history.games.length;
    const folded = Object.values(history.folded).reduce((n, t) => n + t.played, 0);
    expect(listed + folded).toBe(5); // 4 + 2 games, the shared one once
    expect(history.games.find((g) => g.id === shared.id)?.ms).toBe(150_000); // its better copy
  });

  it('leaves out the game asked for', () => {
    const g = game();
    expect(historyOf([play('aaaa', [game(), g])], g.id).games.map((r) => r.id)).not.toContain(g.id);
  });
});

describe('rewards', () => {
  it('counts past games, folded ones too: a kind earned before it shipped is earned the day it ships', () => {
    const past = compact(play('aaaa', [game(), game(), game()]), 0, 0);
    expect(past.records).toEqual([]); // all three folded away
    expect(standings([WINS], historyOf([past]))).toEqual([{ id: 'test-wins', done: 3, goal: 3, earned: true }]);
  });

  it('names what a game earned: reached with it, not without it, and only once', () => {
    const first = game({ layoutId: 'L00' });
    const second = game({ layoutId: 'L01', hints: 2 });
    const third = game({ layoutId: 'L01' });
    const fourth = game({ layoutId: 'L02' });
    let device = play('aaaa', [first, second]);
    expect(earnedByGame([WINS, CLEAN_LAYOUTS], [device], second.id)).toEqual([]);
    device = addRecord(device, third);
    expect(earnedByGame([WINS, CLEAN_LAYOUTS], [device], third.id)).toEqual(['test-wins', 'test-clean-layouts']);
    device = addRecord(device, fourth);
    expect(earnedByGame([WINS, CLEAN_LAYOUTS], [device], fourth.id)).toEqual([]);
    expect(earnedByGame([WINS], [device], 'not-a-game')).toEqual([]);
  });

  it('shows progress capped at the goal, in the kinds’ order', () => {
    const device = play('aaaa', [game({ hints: 1 })]);
    expect(standings([CLEAN_LAYOUTS, WINS], historyOf([device]))).toEqual([
      { id: 'test-clean-layouts', done: 0, goal: 2, earned: false },
      { id: 'test-wins', done: 1, goal: 3, earned: false },
    ]);
  });
});
