/**
 * The stored form of finished games (`records.ts`): records as tuples so that
 * many fit in one sync item, and the checks that read them back. `makeDevice`
 * writes what `parseDevice` reads (after `readVersioned`).
 */
import { layoutOfCode } from '../../core/code.ts';
import { compact, TOP, type DeviceStats, type GameRecord, type Streak, type Tally } from '../../core/records.ts';
import { isInt, isRecord, isShortString, isTime, ID_PATTERN, MAX_ELAPSED_MS, readVersioned, SCHEMA_VERSION } from './schema.ts';
import { KEYS, STATS_PREFIX } from './keys.ts';
import type { Judgement } from './readPolicy.ts';

/** A built-in layout's id, or a player's own (C and its shape's id, core/code.ts). */
export const LAYOUT_PATTERN = /^(?:L\d{2,3}|C[A-Z0-9]{4,19})$/;

/**
 * Compacts until the stored form fits in `maxBytes` (the per-item sync quota,
 * with headroom). The top 10 of every layout are kept while they fit (about
 * 120 records); past that, fewer per layout, so the write never fails.
 */
export function compactToFit(stats: DeviceStats, key: string, maxBytes: number): DeviceStats {
  const fits = (d: DeviceStats) => storedBytes(key, makeDevice(d)) <= maxBytes;
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
// The last field of a record: 0 lost, 1 won, 2 won with help (assisted).
type RecordTuple = [number, string, string, number, number, number, 0 | 1 | 2];
// A seventh field, the assisted wins, only when there are any (older releases wrote six).
type TallyTuple = [number, number, number, number, number | null, number] | [number, number, number, number, number | null, number, number];

export function makeDevice(stats: DeviceStats) {
  return {
    v: SCHEMA_VERSION,
    device: stats.device,
    seq: stats.seq,
    cut: stats.cut,
    base: Object.fromEntries(
      Object.entries(stats.base).map(([layout, t]): [string, TallyTuple] => [
        layout, t.assisted ? [t.played, t.won, t.hints, t.winMs, t.bestMs, t.bestStreak, t.assisted] : [t.played, t.won, t.hints, t.winMs, t.bestMs, t.bestStreak],
      ]),
    ),
    streak: stats.overall.best,
    run: stats.overall.run,
    runs: Object.fromEntries(Object.entries(stats.streaks).map(([layout, s]): [string, [number, number]] => [layout, [s.best, s.run]])),
    cutAt: stats.cutAt,
    recs: stats.records.map((r): RecordTuple => [r.seq, r.id, r.code, r.at, r.ms, r.hints, r.won ? (r.assisted ? 2 : 1) : 0]),
  };
}

/** Records one stored device value may list: more is refused as damage, so writers compact below it. */
export const MAX_RECORDS = 5000;
const COUNT_MAX = 10_000_000;

function parseTally(x: unknown): Tally | string {
  if (!Array.isArray(x) || (x.length !== 6 && x.length !== 7)) return 'tally';
  const [played, won, hints, winMs, bestMs, bestStreak, assisted = 0] = x as unknown[];
  if (!isInt(played, 0, COUNT_MAX) || !isInt(won, 0, played)) return 'tally counts';
  if (!isInt(hints, 0, Number.MAX_SAFE_INTEGER) || !isInt(winMs, 0, Number.MAX_SAFE_INTEGER)) return 'tally sums';
  if (bestMs !== null && !isInt(bestMs, 0, MAX_ELAPSED_MS)) return 'tally best';
  if (!isInt(bestStreak, 0, played)) return 'tally streak';
  if (!isInt(assisted, 0, won)) return 'tally assisted';
  return { played, won, hints, winMs, bestMs, bestStreak, ...(assisted > 0 ? { assisted } : {}) };
}

export function parseRecord(x: unknown): GameRecord | string {
  if (!Array.isArray(x) || x.length !== 7) return 'record';
  const [seq, id, code, at, ms, hints, won] = x as unknown[];
  if (!isInt(seq, 1, Number.MAX_SAFE_INTEGER)) return 'record seq';
  if (!isShortString(id, 16, ID_PATTERN)) return 'record id';
  const layoutId = typeof code === 'string' && code.length <= 32 ? layoutOfCode(code) : null;
  if (typeof code !== 'string' || layoutId === null) return 'record code';
  if (!isTime(at) || !isInt(ms, 0, MAX_ELAPSED_MS) || !isInt(hints, 0, 100_000)) return 'record numbers';
  if (won !== 0 && won !== 1 && won !== 2) return 'record won';
  return { seq, id, code, layoutId, at, ms, hints, won: won !== 0, ...(won === 2 ? { assisted: true } : {}) };
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

/** A device read record by record: the records that failed their checks are set aside, each with its reason. */
export interface DeviceReading {
  stats: DeviceStats;
  rejected: { raw: unknown; reason: string }[];
}

/**
 * Reads a device's stored value; a bad record is set aside (`rejected`) and the
 * others are kept. Only a damaged header (ids, marks, counters) refuses the
 * whole value, as its records cannot be placed without it.
 */
export function readDevice(data: Record<string, unknown>): DeviceReading | string {
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
  const rejected: DeviceReading['rejected'] = [];
  for (const t of recs) {
    const r = parseRecord(t);
    if (typeof r === 'string') rejected.push({ raw: t, reason: r });
    else if (r.seq >= seq) rejected.push({ raw: t, reason: 'record seq ahead' });
    else records.push(r);
  }
  const stats = { device, seq, cut, base: tallies, overall, streaks, cutAt: isTime(cutAt) ? cutAt : 0, records };
  return { stats, rejected };
}

/** A device's stored value, refused whole at its first fault (export files: a refused file changes nothing). */
export function parseDevice(data: Record<string, unknown>): DeviceStats | string {
  const reading = readDevice(data);
  if (typeof reading === 'string') return reading;
  return reading.rejected.length > 0 ? reading.rejected[0].reason : reading.stats;
}

/**
 * A stored device value, judged: one filed under another device's key is damage. A bad record
 * alone sets the value aside (it is kept whole) and the device's other records are used.
 */
export function judgeDevice(area: 'local' | 'sync', key: string, raw: unknown): Judgement<DeviceStats> {
  const reading = readVersioned(raw, readDevice);
  if (reading.kind !== 'ok') return reading;
  const { stats, rejected } = reading.value;
  const expected = key.slice(area === 'local' ? KEYS.progress.length : STATS_PREFIX.length);
  if (stats.device !== expected) return { kind: 'bad', reason: 'device id does not match key' };
  if (rejected.length > 0) return { kind: 'bad', reason: `${rejected.length} bad records: ${rejected[0].reason}`, fallback: stats };
  return { kind: 'ok', value: stats };
}
