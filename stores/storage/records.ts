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
 */
import { layoutOfCode } from '../../core/code.ts';
import { isInt, isRecord, isShortString, isTime, ID_PATTERN, MAX_ELAPSED_MS, SCHEMA_VERSION } from './schema.ts';

export interface GameRecord {
  seq: number;
  id: string; // the game's id: one game finished on two machines counts once
  code: string;
  layoutId: string;
  at: number; // when it ended
  ms: number; // time played
  hints: number;
  won: boolean;
}

/** Counters of compacted records for one layout. */
export interface Tally {
  played: number;
  won: number;
  hints: number;
  winMs: number; // sum of winning times
  bestMs: number | null;
  bestStreak: number;
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

export const TOP = 10;
/** What one device's item may take in storage.sync: the quota is 8,192 bytes an item. */
export const SYNC_ITEM_BUDGET = 7_800;
export const LAYOUT_PATTERN = /^L\d{2,3}$/;

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

/** Best first: faster, then earlier, then by id so every machine agrees. */
export function byTime(a: GameRecord, b: GameRecord): number {
  return a.ms - b.ms || a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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
  for (const r of records) if (r.won) byLayout.set(r.layoutId, [...(byLayout.get(r.layoutId) ?? []), r]);
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
      t.bestMs = t.bestMs === null ? r.ms : Math.min(t.bestMs, r.ms);
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
 * Compacts until the stored form fits in `maxBytes` (the per-item sync quota,
 * with headroom). The top 10 of every layout are kept while they fit (about
 * 120 records); past that, fewer per layout, so the write never fails.
 */
export function compactToFit(stats: DeviceStats, key: string, maxBytes: number): DeviceStats {
  const fits = (d: DeviceStats) => storedBytes(key, serializeDevice(d)) <= maxBytes;
  let current = stats;
  let keep = stats.records.length;
  while (!fits(current) && keep > 0) {
    keep = Math.floor(keep * 0.75);
    current = compact(current, keep);
  }
  for (let top = TOP - 1; !fits(current) && top >= 0; top--) current = compact(current, 0, top);
  return current;
}

/** Bytes a key and value take in storage.sync (key length + JSON length, UTF-8). */
export function storedBytes(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).length;
}

// Stored form: records as tuples to fit many in one sync item.
type RecordTuple = [number, string, string, number, number, number, 0 | 1];
type TallyTuple = [number, number, number, number, number | null, number];

export function serializeDevice(stats: DeviceStats) {
  return {
    v: SCHEMA_VERSION,
    device: stats.device,
    seq: stats.seq,
    cut: stats.cut,
    base: Object.fromEntries(
      Object.entries(stats.base).map(([layout, t]): [string, TallyTuple] => [layout, [t.played, t.won, t.hints, t.winMs, t.bestMs, t.bestStreak]]),
    ),
    streak: stats.overall.best,
    run: stats.overall.run,
    runs: Object.fromEntries(Object.entries(stats.streaks).map(([layout, s]): [string, [number, number]] => [layout, [s.best, s.run]])),
    cutAt: stats.cutAt,
    recs: stats.records.map((r): RecordTuple => [r.seq, r.id, r.code, r.at, r.ms, r.hints, r.won ? 1 : 0]),
  };
}

const MAX_RECORDS = 5000;
const COUNT_MAX = 10_000_000;

function parseTally(x: unknown): Tally | string {
  if (!Array.isArray(x) || x.length !== 6) return 'tally';
  const [played, won, hints, winMs, bestMs, bestStreak] = x as unknown[];
  if (!isInt(played, 0, COUNT_MAX) || !isInt(won, 0, played)) return 'tally counts';
  if (!isInt(hints, 0, Number.MAX_SAFE_INTEGER) || !isInt(winMs, 0, Number.MAX_SAFE_INTEGER)) return 'tally sums';
  if (bestMs !== null && !isInt(bestMs, 0, MAX_ELAPSED_MS)) return 'tally best';
  if (!isInt(bestStreak, 0, played)) return 'tally streak';
  return { played, won, hints, winMs, bestMs, bestStreak };
}

function parseTuple(x: unknown): GameRecord | string {
  if (!Array.isArray(x) || x.length !== 7) return 'record';
  const [seq, id, code, at, ms, hints, won] = x as unknown[];
  if (!isInt(seq, 1, Number.MAX_SAFE_INTEGER)) return 'record seq';
  if (!isShortString(id, 16, ID_PATTERN)) return 'record id';
  const layoutId = typeof code === 'string' && code.length <= 32 ? layoutOfCode(code) : null;
  if (typeof code !== 'string' || layoutId === null) return 'record code';
  if (!isTime(at) || !isInt(ms, 0, MAX_ELAPSED_MS) || !isInt(hints, 0, 100_000)) return 'record numbers';
  if (won !== 0 && won !== 1) return 'record won';
  return { seq, id, code, layoutId, at, ms, hints, won: won === 1 };
}

function parseStreaks(runs: unknown, tallies: Record<string, Tally>): Record<string, Streak> | string {
  const streaks: Record<string, Streak> = {};
  for (const [layout, t] of Object.entries(tallies)) if (t.bestStreak > 0) streaks[layout] = { best: t.bestStreak, run: 0 };
  if (runs === undefined) return streaks;
  if (!isRecord(runs) || Object.keys(runs).length > 1000) return 'runs';
  for (const [layout, s] of Object.entries(runs)) {
    if (!LAYOUT_PATTERN.test(layout) || !Array.isArray(s) || s.length !== 2) return 'runs layout';
    const [best, run] = s as unknown[];
    if (!isInt(best, 0, COUNT_MAX) || !isInt(run, 0, best)) return 'runs counts';
    streaks[layout] = { best, run };
  }
  return streaks;
}

export function parseDevice(data: Record<string, unknown>): DeviceStats | string {
  const { device, seq, cut, base, streak, run, runs, cutAt, recs } = data;
  if (!isShortString(device, 16, ID_PATTERN)) return 'device';
  if (!isInt(seq, 1, Number.MAX_SAFE_INTEGER) || !isInt(cut, 0, seq)) return 'seq';
  if (!isRecord(base) || Object.keys(base).length > 1000) return 'base';
  const tallies: Record<string, Tally> = {};
  for (const [layout, t] of Object.entries(base)) {
    if (!LAYOUT_PATTERN.test(layout)) return 'base layout';
    const tally = parseTally(t);
    if (typeof tally === 'string') return tally;
    tallies[layout] = tally;
  }
  if (!isInt(streak, 0, COUNT_MAX)) return 'streak';
  // Written by this release on: without them (older copies) a compacted device's streaks restart at its cut.
  const overall = { best: streak, run: isInt(run, 0, streak) ? run : 0 };
  const streaks = parseStreaks(runs, tallies);
  if (typeof streaks === 'string') return streaks;
  if (!Array.isArray(recs) || recs.length > MAX_RECORDS) return 'records';
  const records: GameRecord[] = [];
  for (const t of recs) {
    const r = parseTuple(t);
    if (typeof r === 'string') return r;
    if (r.seq >= seq) return 'record seq ahead';
    records.push(r);
  }
  return { device, seq, cut, base: tallies, overall, streaks, cutAt: isTime(cutAt) ? cutAt : 0, records };
}
