/** Statistics and leaderboards over the merged records of every device. */
import { layoutById } from './layouts';
import { isCustomLayoutId } from './customLayout';
import { byEnd, byTime, extendStreak, ranked, scoreMs, TOP, type DeviceStats, type GameRecord, type Streak, type Tally } from './records.ts';

export interface Stats {
  played: number;
  won: number;
  winRate: number;
  /** The best ranked win as the leaderboard scores it (time plus 30 s a hint); assisted wins are not ranked. */
  bestMs: number | null;
  avgMs: number | null;
  hints: number;
  /** Wins with help (Show me how, undo to the last winnable position): among `won`, never on a leaderboard. */
  assisted: number;
  streak: number;
  bestStreak: number;
}

export interface LeaderboardEntry {
  /** Time played. */
  ms: number;
  /** What the win is ranked by: the time plus 30 s for each hint. */
  scoreMs: number;
  date: number;
  hints: number;
  code: string;
  /** In the board of every layout together: the layout the win was on. */
  layoutId?: string;
}

/** The leaderboard of every layout of this release together. */
export const ALL_LAYOUTS = 'all';

/** Listed records of all devices; a game finished on two machines counts once (its win, its best time). */
export function listedRecords(devices: readonly DeviceStats[]): GameRecord[] {
  const byId = new Map<string, GameRecord>();
  for (const d of [...devices].sort((a, b) => (a.device < b.device ? -1 : 1))) {
    for (const r of d.records) {
      const seen = byId.get(r.id);
      if (!seen || (r.won && !seen.won) || (r.won === seen.won && r.ms < seen.ms)) byId.set(r.id, r);
    }
  }
  return [...byId.values()];
}

/**
 * Streaks continue from each device's state at its cut over the records above
 * it, in play order. Exact for one device; with several, a device's cut counts
 * as one point in time where its run carries on.
 */
function winRuns(devices: readonly DeviceStats[], listed: readonly GameRecord[], layoutId: string | 'all'): Streak {
  const aboveCut = new Set<GameRecord>();
  type Step = { at: number; record: GameRecord } | { at: number; state: Streak };
  const steps: Step[] = [];
  for (const d of devices) {
    for (const r of d.records) if (r.seq > d.cut) aboveCut.add(r);
    const state = layoutId === 'all' ? d.overall : d.streaks[layoutId];
    if (d.cut > 0 && state) steps.push({ at: d.cutAt, state });
  }
  for (const r of listed) if (aboveCut.has(r)) steps.push({ at: r.at, record: r });
  steps.sort((a, b) => a.at - b.at || ('state' in a ? -1 : 0) - ('state' in b ? -1 : 0) || ('record' in a && 'record' in b ? byEnd(a.record, b.record) : 0));
  let streak: Streak = { best: 0, run: 0 };
  for (const step of steps) {
    streak = 'state' in step ? { best: Math.max(streak.best, step.state.best), run: step.state.run } : extendStreak(streak, step.record.won);
  }
  return streak;
}

export function summarize(devices: readonly DeviceStats[], layoutId: string | 'all'): Stats {
  const matches = (layout: string) => layoutId === 'all' || layout === layoutId;
  const records = listedRecords(devices).filter((r) => matches(r.layoutId));
  const total = { played: 0, won: 0, hints: 0, winMs: 0, assisted: 0, bestMs: null as number | null };
  const add = (t: Tally) => {
    total.played += t.played;
    total.won += t.won;
    total.hints += t.hints;
    total.winMs += t.winMs;
    total.assisted += t.assisted ?? 0;
    if (t.bestMs !== null) total.bestMs = total.bestMs === null ? t.bestMs : Math.min(total.bestMs, t.bestMs);
  };
  for (const d of devices) for (const [layout, t] of Object.entries(d.base)) if (matches(layout)) add(t);
  for (const r of records) {
    const help = r.won && r.assisted ? 1 : 0;
    add({ played: 1, won: r.won ? 1 : 0, hints: r.hints, winMs: r.won ? r.ms : 0, bestMs: null, bestStreak: 0, assisted: help });
  }
  // The best is the leaderboard's: the best score of a ranked win (compaction folds scores too).
  const best = bestScore(records);
  if (best !== null) total.bestMs = total.bestMs === null ? best : Math.min(total.bestMs, best);
  const runs = winRuns(devices, records, layoutId);
  return {
    played: total.played,
    won: total.won,
    winRate: total.played === 0 ? 0 : total.won / total.played,
    bestMs: total.bestMs,
    avgMs: total.won === 0 ? null : Math.round(total.winMs / total.won),
    hints: total.hints,
    assisted: total.assisted,
    streak: runs.run,
    bestStreak: runs.best,
  };
}

/**
 * The best wins, best first: by time plus 30 s for each hint (ties: the faster, the earlier, then by id,
 * as on every machine), assisted wins left out: of a layout, or of ALL_LAYOUTS.
 */
export function leaderboard(devices: readonly DeviceStats[], layoutId: string): LeaderboardEntry[] {
  const all = layoutId === ALL_LAYOUTS;
  return listedRecords(devices)
    .filter((r) => ranked(r) && (all ? layoutById(r.layoutId) !== undefined || isCustomLayoutId(r.layoutId) : r.layoutId === layoutId))
    .sort(byTime)
    .slice(0, TOP)
    .map((r) => ({ ms: r.ms, scoreMs: scoreMs(r), date: r.at, hints: r.hints, code: r.code, ...(all ? { layoutId: r.layoutId } : {}) }));
}

export function winTimes(devices: readonly DeviceStats[], layoutId: string): { date: number; ms: number }[] {
  return listedRecords(devices)
    .filter((r) => r.won && r.layoutId === layoutId)
    .sort((a, b) => a.at - b.at)
    .map((r) => ({ date: r.at, ms: r.ms }));
}

/** 1-based place of the game `id` on its layout's top 10, or null. */
export function rankOf(devices: readonly DeviceStats[], layoutId: string, id: string): number | null {
  const top = listedRecords(devices).filter((r) => ranked(r) && r.layoutId === layoutId).sort(byTime).slice(0, TOP);
  const i = top.findIndex((r) => r.id === id);
  return i < 0 ? null : i + 1;
}

/** The best leaderboard score (time plus 30 s a hint) among ranked wins, or null. */
function bestScore(records: readonly GameRecord[]): number | null {
  let best: number | null = null;
  for (const r of records) if (ranked(r) && (best === null || scoreMs(r) < best)) best = scoreMs(r);
  return best;
}

/**
 * What the win `id` on `layoutId` is measured against, whether or not it is recorded yet:
 * `wonBefore`, whether any other game there was won (with help or not), and `bestMs`, the best
 * leaderboard score (time plus 30 s a hint) of the other ranked wins there, null when none.
 */
export function standingBefore(devices: readonly DeviceStats[], layoutId: string, id: string): { wonBefore: boolean; bestMs: number | null } {
  const others = listedRecords(devices).filter((r) => r.layoutId === layoutId && r.id !== id);
  let bestMs = bestScore(others);
  let wonBefore = others.some((r) => r.won);
  for (const d of devices) {
    const folded = d.base[layoutId];
    if (!folded || folded.won === 0) continue;
    wonBefore = true;
    if (folded.bestMs !== null && (bestMs === null || folded.bestMs < bestMs)) bestMs = folded.bestMs;
  }
  return { wonBefore, bestMs };
}

/** The layout of the game finished last, or null when none is listed. */
export function latestLayout(devices: readonly DeviceStats[]): string | null {
  let latest: GameRecord | null = null;
  for (const r of listedRecords(devices)) if (!latest || r.at > latest.at) latest = r;
  return latest?.layoutId ?? null;
}
