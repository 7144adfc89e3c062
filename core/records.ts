/**
 * Finished games, stored per device so that merging machines is exact.
 *
 * Each device is the only writer of its own record list (`DeviceStats`). Every
 * record gets a device-local sequence number. Compaction folds old records into
 * per-layout counters (`base`) and raises `cut`: every record with `seq <= cut`
 * is either still listed (kept for the top 10) or counted in `base`. Merging two
 * copies of one device therefore takes the copy with the higher `cut` and adds
 * the other copy's records above that cut: nothing is lost or counted twice,
 * whatever order the copies arrive in.
 *
 * This is the model; how it is stored and read back is `recordsCodec.ts`.
 */

export interface GameRecord {
  seq: number;
  id: string; // the game's id: one game finished on two machines counts once
  code: string;
  layoutId: string;
  at: number; // when it ended
  ms: number; // time played
  hints: number;
  won: boolean;
  /** Won with help (Show me how, or played on after undo to the last winnable position): counted, never ranked. */
  assisted?: boolean;
}

/** Counters of compacted records for one layout. */
export interface Tally {
  played: number;
  won: number;
  hints: number;
  winMs: number; // sum of winning times
  /** The best leaderboard score (time plus 30 s a hint) of a ranked win folded in; older releases folded the plain time. */
  bestMs: number | null;
  bestStreak: number;
  /** Wins among `won` that were assisted (absent in tallies older releases wrote: 0). */
  assisted?: number;
}

/** Winning streaks over a device's games up to its cut: the longest run, and the run still going at the cut. */
export interface Streak {
  best: number;
  run: number;
}

export interface DeviceStats {
  device: string;
  seq: number; // next sequence number
  cut: number; // records with seq <= cut are listed or counted in base
  base: Record<string, Tally>;
  /**
   * Streaks over every record with seq <= cut (folded or still listed), so that
   * the summary continues from them: the listed wins kept below the cut are no
   * longer next to each other in play order.
   */
  overall: Streak;
  streaks: Record<string, Streak>; // per layout
  cutAt: number; // when the last game at or below the cut ended (0 before any compaction)
  records: GameRecord[];
}

/** A leaderboard's length: compaction keeps each layout's best wins listed, as many as fit. */
export const TOP = 10;

export const emptyTally = (): Tally => ({ played: 0, won: 0, hints: 0, winMs: 0, bestMs: null, bestStreak: 0 });
export const emptyDevice = (device: string): DeviceStats => ({
  device, seq: 1, cut: 0, base: {}, overall: { best: 0, run: 0 }, streaks: {}, cutAt: 0, records: [],
});

/** Play order: when a game ended, then its id so every machine agrees. */
export function byEnd(a: GameRecord, b: GameRecord): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function extendStreak(s: Streak, won: boolean): Streak {
  const run = won ? s.run + 1 : 0;
  return { best: Math.max(s.best, run), run };
}

/** What each hint adds to a win's time on the leaderboard. */
export const HINT_PENALTY_MS = 30_000;

/** A win's leaderboard time: the time played plus 30 s for each hint (older records are ranked the same way). */
export const scoreMs = (r: Pick<GameRecord, 'ms' | 'hints'>): number => r.ms + HINT_PENALTY_MS * r.hints;

/** Whether a record may be on a leaderboard: won, and won without Show me how or undo to a winnable position. */
export const ranked = (r: GameRecord): boolean => r.won && !r.assisted;

/** Best first: the lower time with hints counted, then the faster, then earlier, then by id so every machine agrees. */
export function byTime(a: GameRecord, b: GameRecord): number {
  return scoreMs(a) - scoreMs(b) || a.ms - b.ms || a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function addRecord(stats: DeviceStats, record: Omit<GameRecord, 'seq'>): DeviceStats {
  if (stats.records.some((r) => r.id === record.id)) return stats;
  return { ...stats, seq: stats.seq + 1, records: [...stats.records, { ...record, seq: stats.seq }] };
}

/**
 * Adds a game to the list as last stored, merged with the caller's copy. Several
 * tabs write one device's list: numbering from the caller's copy alone could give
 * two games one sequence number, and a cut made without one of them would drop it.
 * Returns null when the game is counted already.
 */
export function recordInto(stored: DeviceStats | null, mine: DeviceStats, record: Omit<GameRecord, 'seq'>): DeviceStats | null {
  const known = stored ? mergeDevice(mine, stored) : mine;
  const next = addRecord(known, record);
  return next === known ? null : next; // null: already counted
}

export function mergeDevice(a: DeviceStats, b: DeviceStats): DeviceStats {
  const [auth, other] = a.cut >= b.cut ? [a, b] : [b, a];
  const records = [...auth.records];
  const ids = new Set(records.map((r) => r.id));
  for (const r of other.records) {
    if (r.seq > auth.cut && !ids.has(r.id)) {
      records.push(r);
      ids.add(r.id);
    }
  }
  records.sort((x, y) => x.seq - y.seq);
  const top = records.reduce((m, r) => Math.max(m, r.seq + 1), 1);
  return { ...auth, seq: Math.max(a.seq, b.seq, top), records };
}

/** Records that compaction never folds: each layout's top wins (10 unless the item is too full). */
function topIds(records: readonly GameRecord[], top: number): Set<string> {
  const byLayout = new Map<string, GameRecord[]>();
  for (const r of records) {
    if (!ranked(r)) continue;
    const wins = byLayout.get(r.layoutId);
    if (wins) wins.push(r);
    else byLayout.set(r.layoutId, [r]);
  }
  const keep = new Set<string>();
  for (const wins of byLayout.values()) for (const r of wins.sort(byTime).slice(0, top)) keep.add(r.id);
  return keep;
}

/** Folds all but the `keepRecent` latest records (and the top 10s) into the counters. */
export function compact(stats: DeviceStats, keepRecent: number, top = TOP): DeviceStats {
  const sorted = [...stats.records].sort((x, y) => x.seq - y.seq);
  if (sorted.length <= keepRecent) return stats;
  const cut = Math.max(stats.cut, sorted[sorted.length - keepRecent - 1].seq);
  const tops = topIds(sorted, top);
  const base: Record<string, Tally> = {};
  for (const [layout, t] of Object.entries(stats.base)) base[layout] = { ...t };
  const kept: GameRecord[] = [];
  for (const r of sorted) {
    if (r.seq > cut || tops.has(r.id)) {
      kept.push(r);
      continue;
    }
    const t = (base[r.layoutId] ??= emptyTally());
    t.played += 1;
    t.hints += r.hints;
    if (r.won) {
      t.won += 1;
      t.winMs += r.ms;
      if (r.assisted) t.assisted = (t.assisted ?? 0) + 1;
      else t.bestMs = t.bestMs === null ? scoreMs(r) : Math.min(t.bestMs, scoreMs(r)); // the leaderboard's score
    }
  }
  // Records below the old cut are in the streaks already; carry them on over the ones the cut now passes.
  let overall = stats.overall;
  const streaks = { ...stats.streaks };
  let cutAt = stats.cutAt;
  for (const r of sorted.filter((x) => x.seq > stats.cut && x.seq <= cut).sort(byEnd)) {
    overall = extendStreak(overall, r.won);
    streaks[r.layoutId] = extendStreak(streaks[r.layoutId] ?? { best: 0, run: 0 }, r.won);
    cutAt = Math.max(cutAt, r.at);
  }
  // The tally's own streak field is what older releases read: it cannot exceed the games it counts.
  for (const [layout, t] of Object.entries(base)) t.bestStreak = Math.min(t.played, Math.max(t.bestStreak, streaks[layout]?.best ?? 0));
  return { ...stats, cut, base, overall, streaks, cutAt, records: kept };
}

/**
 * Finished games kept aside from `device`'s list, put back into `into`, only adding: a game is
 * skipped when any of `devices` (or `into`) lists its id, or `device`'s copy has it below its cut
 * (counted in its counters already).
 */
export function restoreInto(into: DeviceStats, device: string, games: readonly GameRecord[], devices: readonly DeviceStats[]): { next: DeviceStats; added: number } {
  const all = [...devices, into];
  const known = new Set(all.flatMap((d) => d.records.map((r) => r.id)));
  const cut = Math.max(0, ...all.filter((d) => d.device === device).map((d) => d.cut));
  let next = into;
  for (const { seq, ...game } of games) {
    if (known.has(game.id) || seq <= cut) continue;
    known.add(game.id);
    next = addRecord(next, game);
  }
  return { next, added: next.records.length - into.records.length };
}
