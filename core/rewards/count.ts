/**
 * What the kinds of reward count, read from the records alone: wins, clean wins, layouts, days.
 * Every count here only grows as games are added to the end of the history (a prefix of the
 * history never counts more than the whole), which is what dates a reward (`earnedAt`).
 *
 * Listed games carry everything (when, how long, hints, help, the deal); games compaction folded
 * into per-layout tallies carry only sums, so a count that needs a game's own facts reads the
 * listed games only, and one the sums answer reads both.
 */
import { dailyDateOfCode } from '../daily.ts';
import { todayOn } from '../dailyDates.ts';
import { isCustomLayoutId } from '../customLayout.ts';
import { BUILT_IN_GRADES } from '../layouts/grades.ts';
import type { SurveyGrade } from '../survey.ts';
import type { GameRecord } from '../records.ts';
import type { PlayHistory } from './index.ts';

export const MINUTE = 60_000;

/** A win with no hint and no help (neither Show me how nor a return to the last winnable position). */
export const clean = (g: GameRecord): boolean => g.won && g.hints === 0 && !g.assisted;

/** Listed wins that pass `test`. */
export const winsWhere = (h: PlayHistory, test: (g: GameRecord) => boolean): GameRecord[] => h.games.filter((g) => g.won && test(g));

/** Every win, folded ones included. */
export function wins(h: PlayHistory): number {
  return h.games.filter((g) => g.won).length + Object.values(h.folded).reduce((n, t) => n + t.won, 0);
}

/** Every finished game, won or not, folded ones included. */
export function played(h: PlayHistory): number {
  return h.games.length + Object.values(h.folded).reduce((n, t) => n + t.played, 0);
}

/** The layouts with a win, folded ones included. */
export function wonLayouts(h: PlayHistory): Set<string> {
  const out = new Set(h.games.filter((g) => g.won).map((g) => g.layoutId.toUpperCase()));
  for (const [layout, t] of Object.entries(h.folded)) if (t.won > 0) out.add(layout.toUpperCase());
  return out;
}

/** How many built-in layouts have a win. */
export const builtInLayoutsWon = (h: PlayHistory): number => [...wonLayouts(h)].filter((id) => id in BUILT_IN_GRADES).length;

/** Whether a layout of the player's own has a win. */
export const ownLayoutWon = (h: PlayHistory): number => ([...wonLayouts(h)].some(isCustomLayoutId) ? 1 : 0);

/** The grades (by the fairness survey) of the built-in layouts with a win. */
export function gradesWon(h: PlayHistory): Set<SurveyGrade> {
  return new Set([...wonLayouts(h)].map((id) => BUILT_IN_GRADES[id]).filter((g): g is SurveyGrade => g !== undefined));
}

/**
 * Whether `layout` was won in under `limitMs` without help. A folded tally keeps its best
 * leaderboard score (time plus the hints' penalty, never less than the time), so a score under
 * the limit is a time under it too.
 */
export function wonUnder(h: PlayHistory, layout: string | null, limitMs: number): number {
  const listed = h.games.some((g) => g.won && !g.assisted && g.ms < limitMs && (layout === null || g.layoutId === layout));
  const folded = Object.entries(h.folded).some(([id, t]) => (layout === null || id === layout) && t.bestMs !== null && t.bestMs < limitMs);
  return listed || folded ? 1 : 0;
}

/** The longest run of listed games won one after the other. */
export function longestRun(h: PlayHistory): number {
  let best = 0;
  let run = 0;
  for (const g of h.games) {
    run = g.won ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

// A game's local date, hour and daily date, worked out once per record: the view counts every
// prefix of the history a few times over to date the rewards. (Not core/oncePer.ts: the page's
// first script holds that, and sharing it with this lazy code would make it export it.)
function once<V>(compute: (g: GameRecord) => V): (g: GameRecord) => V {
  const known = new WeakMap<GameRecord, { v: V }>();
  return (g) => {
    let found = known.get(g);
    if (!found) known.set(g, (found = { v: compute(g) }));
    return found.v;
  };
}

/** The local date a game ended on, on this machine's clock and time zone. */
export const dayOf = once((g: GameRecord): string => todayOn(g.at));
const dailyDateOf = once((g: GameRecord): string | null => dailyDateOfCode(g.code));
const hourOf = once((g: GameRecord): number => new Date(g.at).getHours());
const dayNumberOf = (date: string): number => Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);

/** Whether a listed win ended between `from` and `to` o'clock, local time (from inclusive, to exclusive). */
export const wonBetween = (h: PlayHistory, from: number, to: number): number => (winsWhere(h, (g) => hourOf(g) >= from && hourOf(g) < to).length > 0 ? 1 : 0);

/** The most listed wins on one local day. */
export function mostWinsInADay(h: PlayHistory): number {
  const perDay = new Map<string, number>();
  for (const g of winsWhere(h, () => true)) perDay.set(dayOf(g), (perDay.get(dayOf(g)) ?? 0) + 1);
  return Math.max(0, ...perDay.values());
}

/** Whether one weekend has a win on its Saturday and one on its Sunday. */
export function wholeWeekend(h: PlayHistory): number {
  const days = new Set(winsWhere(h, () => true).map((g) => dayNumberOf(dayOf(g))));
  // Day 0 (1970-01-01) was a Thursday: n % 7 === 2 is a Saturday.
  for (const n of days) if (((n % 7) + 7) % 7 === 2 && days.has(n + 1)) return 1;
  return 0;
}

/** Whether a listed win ended on a New Year's Day. */
export const newYearWin = (h: PlayHistory): number => (winsWhere(h, (g) => dayOf(g).endsWith('-01-01')).length > 0 ? 1 : 0);

/** The dates whose deal of the day was won on that date (a listed win of its code, on its own day). */
export function dailyDaysWon(h: PlayHistory): string[] {
  const days = new Set<string>();
  for (const g of h.games) {
    if (!g.won) continue;
    const date = dailyDateOf(g);
    if (date !== null && date === dayOf(g)) days.add(date);
  }
  return [...days].sort();
}

/** The longest run of consecutive days whose deal of the day was won on the day. */
export function longestDailyRun(h: PlayHistory): number {
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const date of dailyDaysWon(h)) {
    const n = dayNumberOf(date);
    run = n === prev + 1 ? run + 1 : 1;
    prev = n;
    best = Math.max(best, run);
  }
  return best;
}

/** Whether a deal given up (or lost) before was then won: a listed win of a code with a listed loss before it. */
export function rematchWon(h: PlayHistory): number {
  const lost = new Set<string>();
  for (const g of h.games) {
    const code = g.code.toUpperCase();
    if (g.won && lost.has(code)) return 1;
    if (!g.won) lost.add(code);
  }
  return 0;
}
