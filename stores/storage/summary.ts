/** Statistics and leaderboards over the merged records of every device. */
import { byTime, TOP, type DeviceStats, type GameRecord, type Tally } from './records.ts';

export interface Stats {
  played: number;
  won: number;
  winRate: number;
  bestMs: number | null;
  avgMs: number | null;
  hints: number;
  streak: number;
  bestStreak: number;
}

export interface LeaderboardEntry {
  ms: number;
  date: number;
  hints: number;
  code: string;
}

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

function winRuns(records: readonly GameRecord[]): { current: number; best: number } {
  let current = 0;
  let best = 0;
  for (const r of [...records].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1))) {
    current = r.won ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { current, best };
}

export function summarize(devices: readonly DeviceStats[], layoutId: string | 'all'): Stats {
  const matches = (layout: string) => layoutId === 'all' || layout === layoutId;
  const records = listedRecords(devices).filter((r) => matches(r.layoutId));
  const total = { played: 0, won: 0, hints: 0, winMs: 0, bestMs: null as number | null, bestStreak: 0 };
  const add = (t: Tally) => {
    total.played += t.played;
    total.won += t.won;
    total.hints += t.hints;
    total.winMs += t.winMs;
    if (t.bestMs !== null) total.bestMs = total.bestMs === null ? t.bestMs : Math.min(total.bestMs, t.bestMs);
    total.bestStreak = Math.max(total.bestStreak, t.bestStreak);
  };
  for (const d of devices) {
    for (const [layout, t] of Object.entries(d.base)) if (matches(layout)) add(t);
    if (layoutId === 'all') total.bestStreak = Math.max(total.bestStreak, d.bestStreak);
  }
  for (const r of records) {
    add({ played: 1, won: r.won ? 1 : 0, hints: r.hints, winMs: r.won ? r.ms : 0, bestMs: r.won ? r.ms : null, bestStreak: 0 });
  }
  const runs = winRuns(records);
  return {
    played: total.played,
    won: total.won,
    winRate: total.played === 0 ? 0 : total.won / total.played,
    bestMs: total.bestMs,
    avgMs: total.won === 0 ? null : Math.round(total.winMs / total.won),
    hints: total.hints,
    streak: runs.current,
    bestStreak: Math.max(total.bestStreak, runs.best),
  };
}

export function leaderboard(devices: readonly DeviceStats[], layoutId: string): LeaderboardEntry[] {
  return listedRecords(devices)
    .filter((r) => r.won && r.layoutId === layoutId)
    .sort(byTime)
    .slice(0, TOP)
    .map((r) => ({ ms: r.ms, date: r.at, hints: r.hints, code: r.code }));
}

export function winTimes(devices: readonly DeviceStats[], layoutId: string): { date: number; ms: number }[] {
  return listedRecords(devices)
    .filter((r) => r.won && r.layoutId === layoutId)
    .sort((a, b) => a.at - b.at)
    .map((r) => ({ date: r.at, ms: r.ms }));
}

/** 1-based place of the game `id` on its layout's top 10, or null. */
export function rankOf(devices: readonly DeviceStats[], layoutId: string, id: string): number | null {
  const top = listedRecords(devices).filter((r) => r.won && r.layoutId === layoutId).sort(byTime).slice(0, TOP);
  const i = top.findIndex((r) => r.id === id);
  return i < 0 ? null : i + 1;
}
