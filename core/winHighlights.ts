/**
 * What else makes a win worth saying, beyond its time against the best and its place on the
 * leaderboard (winComparison.ts, summary.ts rankOf): a run of wins in a row, a round number of
 * wins in all, the fastest of the day's wins on the layout. Over the merged records of every
 * device, once the win is recorded.
 */
import { listedRecords, summarize } from './summary';
import { ranked, scoreMs, type DeviceStats } from './records';

export interface WinHighlights {
  /** The wins in a row this win extends (3 or more, else null): of every game, or of the layout's when that run is longer. */
  streak: { count: number; onLayout: boolean } | null;
  /** The player's wins in all when this win makes a round number of them (5, 10, 25, then every 50), else null. */
  milestone: number | null;
  /** The wins on the layout the day this one was won, when it is the fastest of two or more (by the leaderboard's score), else null. */
  fastestToday: number | null;
}

/** A run this long is worth saying. */
export const STREAK_SAID = 3;

export const isMilestone = (wins: number): boolean => wins === 5 || wins === 10 || wins === 25 || (wins > 0 && wins % 50 === 0);

/**
 * The highlights of the latest win with `code` on `layoutId`; `startOfDay` gives the start of the
 * player's day for a time (the caller's time zone: core knows none).
 */
export function winHighlights(
  devices: readonly DeviceStats[],
  win: { layoutId: string; code: string },
  startOfDay: (at: number) => number,
): WinHighlights {
  const listed = listedRecords(devices);
  let self = null as (typeof listed)[number] | null;
  for (const r of listed) if (r.won && r.layoutId === win.layoutId && r.code === win.code && (!self || r.at > self.at)) self = r;
  const all = summarize(devices, 'all');
  const layout = summarize(devices, win.layoutId);
  const longer = layout.streak > all.streak;
  const count = longer ? layout.streak : all.streak;
  let fastestToday: number | null = null;
  if (self && ranked(self)) {
    const day = startOfDay(self.at);
    const today = listed.filter((r) => r.won && r.layoutId === win.layoutId && r.at >= day && r.at <= self.at);
    const fastest = today.every((r) => r === self || !ranked(r) || scoreMs(r) > scoreMs(self));
    if (today.length >= 2 && fastest) fastestToday = today.length;
  }
  return {
    streak: count >= STREAK_SAID ? { count, onLayout: longer } : null,
    milestone: isMilestone(all.won) ? all.won : null,
    fastestToday,
  };
}
