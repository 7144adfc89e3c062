/**
 * Rewards earned by playing: the seam the achievements build on. A kind of reward is an id, a goal
 * and a count over the player's history: every machine's games, those compaction folded into
 * per-layout tallies included. A reward is therefore computed from the records the player already
 * has (past games count the day a kind ships), merges across machines as the statistics do, and
 * needs nothing stored but, at most, the date it was first seen earned.
 *
 * Adding a kind is one entry in `kinds.ts` (and its words and badge); nothing here changes.
 */
import type { DeviceStats, GameRecord, Tally } from '../records';
import { listedRecords } from '../summary';

export interface PlayHistory {
  /** Every listed game of every machine, each once (a game finished on two machines counts once), oldest first. */
  games: readonly GameRecord[];
  /** Per layout, the games compaction folded into counts and no longer lists, summed over the machines. */
  folded: Readonly<Record<string, Tally>>;
}

export interface RewardKind {
  /** Stable forever: it names the reward's messages and badge, and is stored with the date it was earned. */
  id: string;
  /** Earned when `count` reaches it. */
  goal: number;
  /** How much of the reward the history has done (wins, days, layouts…), for progress bars too. */
  count(history: PlayHistory): number;
}

export interface RewardStanding {
  id: string;
  done: number;
  goal: number;
  earned: boolean;
}

/** The player's history from every machine's stats, leaving out the game `leaving` (its id) when given. */
export function historyOf(devices: readonly DeviceStats[], leaving?: string): PlayHistory {
  const games = listedRecords(devices)
    .filter((r) => r.id !== leaving)
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const folded: Record<string, Tally> = {};
  for (const d of devices) {
    for (const [layout, t] of Object.entries(d.base)) {
      const sum = folded[layout];
      folded[layout] = sum
        ? {
            played: sum.played + t.played,
            won: sum.won + t.won,
            hints: sum.hints + t.hints,
            winMs: sum.winMs + t.winMs,
            bestMs: sum.bestMs === null ? t.bestMs : t.bestMs === null ? sum.bestMs : Math.min(sum.bestMs, t.bestMs),
            bestStreak: Math.max(sum.bestStreak, t.bestStreak),
            assisted: (sum.assisted ?? 0) + (t.assisted ?? 0),
          }
        : { ...t };
    }
  }
  return { games, folded };
}

/** Each kind's progress over `history`, in the kinds' order. */
export function standings(kinds: readonly RewardKind[], history: PlayHistory): RewardStanding[] {
  return kinds.map((kind) => {
    const done = Math.min(kind.count(history), kind.goal);
    return { id: kind.id, done, goal: kind.goal, earned: done >= kind.goal };
  });
}

/** The kinds the game `gameId` earned: reached with it in the history, not without it. */
export function earnedByGame(kinds: readonly RewardKind[], devices: readonly DeviceStats[], gameId: string): string[] {
  if (kinds.length === 0) return []; // no history to gather for no kinds (each win asks)
  const after = historyOf(devices);
  if (!after.games.some((g) => g.id === gameId)) return [];
  const before = historyOf(devices, gameId);
  return kinds.filter((kind) => kind.count(after) >= kind.goal && kind.count(before) < kind.goal).map((kind) => kind.id);
}

/** A kind's standing and when it was earned: `at` is when the game that reached the goal ended. */
export interface RewardEntry extends RewardStanding {
  /** Null while not earned, and when the goal was reached by folded games alone (their dates are gone). */
  at: number | null;
}

/**
 * When `kind` was earned over `history`: the end of the first game whose history up to it reaches
 * the goal (the folded games counted from the start). Counts only grow as games are added, so the
 * first such game is found by halving. Nothing is stored: the date follows from the records.
 */
export function earnedAt(kind: RewardKind, history: PlayHistory): number | null {
  const { games, folded } = history;
  const reached = (k: number) => kind.count({ games: games.slice(0, k), folded }) >= kind.goal;
  if (!reached(games.length) || reached(0)) return null;
  let lo = 1;
  let hi = games.length; // reached(hi), and not reached(lo - 1)
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reached(mid)) hi = mid;
    else lo = mid + 1;
  }
  return games[lo - 1].at;
}

/** Every kind's standing over `history` with the date it was earned, in the kinds' order. */
export function rewardBoard(kinds: readonly RewardKind[], history: PlayHistory): RewardEntry[] {
  return standings(kinds, history).map((s, i) => ({ ...s, at: s.earned ? earnedAt(kinds[i], history) : null }));
}
