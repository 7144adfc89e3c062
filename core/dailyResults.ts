/**
 * What the player did with each day's deal, and what follows from it: the state of a day
 * on the calendar, streaks and daily statistics. Pure: "today" is always passed in.
 *
 * A day's record only ever grows, so records merge exactly whatever the order in which
 * copies meet (two machines, late sync, an import): started ∨, won on the day keeps the
 * better result, the best keeps the better result. Streaks are never stored: they are
 * computed from the merged days, so no two machines can both add to one.
 */
import { dayNumber } from './daily.ts';
import { addDays } from './dailyDates.ts';

export interface DailyResult {
  /** Time played, in milliseconds. */
  readonly ms: number;
  readonly hints: number;
}

export interface DailyDay {
  readonly date: string; // YYYY-MM-DD
  /** The first win on the deal's own date (the daily record); across machines, the better one. */
  readonly onDay: DailyResult | null;
  /** The best win of this deal ever (on the day or later), for a personal best. */
  readonly best: DailyResult | null;
}

export type DayState = 'won-on-day' | 'won-later' | 'started' | 'not-played';

/** Whether `a` is a better result than `b`: less time, then fewer hints. */
export function better(a: DailyResult, b: DailyResult): boolean {
  return a.ms < b.ms || (a.ms === b.ms && a.hints < b.hints);
}

const pick = (a: DailyResult | null, b: DailyResult | null): DailyResult | null => (!a ? b : !b ? a : better(b, a) ? b : a);

/** One day known from two copies: each part keeps the better of the two. */
export function mergeDay(a: DailyDay, b: DailyDay): DailyDay {
  const onDay = pick(a.onDay, b.onDay);
  return { date: a.date, onDay, best: pick(pick(a.best, b.best), onDay) };
}

export type DailyDays = ReadonlyMap<string, DailyDay>;

/** Every day of several copies, merged (commutative, associative, idempotent). */
export function mergeDays(...copies: readonly DailyDays[]): Map<string, DailyDay> {
  const out = new Map<string, DailyDay>();
  for (const copy of copies) {
    for (const [date, day] of copy) {
      const mine = out.get(date);
      out.set(date, mine ? mergeDay(mine, day) : day);
    }
  }
  return out;
}

/** The day after starting `date`'s deal (nothing is lost: a day once started stays started). */
export function started(days: DailyDays, date: string): DailyDay {
  return days.get(date) ?? { date, onDay: null, best: null };
}

/**
 * The day after a win of its deal on local date `wonOn`. The first win on the deal's own
 * date sets the daily record, and later wins never change it; any win may improve the best.
 */
export function won(days: DailyDays, date: string, wonOn: string, result: DailyResult): DailyDay {
  const day = started(days, date);
  const onDay = day.onDay ?? (wonOn === date ? result : null);
  return { date, onDay, best: pick(pick(day.best, result), onDay) };
}

export function dayState(day: DailyDay | undefined): DayState {
  if (!day) return 'not-played';
  if (day.onDay) return 'won-on-day';
  return day.best ? 'won-later' : 'started';
}

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Runs of consecutive days won on the day. The current streak is the run ending today, or
 * yesterday while today's deal can still be won. A run ending after today (the clock was set
 * back, or the player flew west across the date line) is still alive: it is not broken by a
 * clock that now says an earlier date, nor counted twice.
 */
export function streaks(days: DailyDays, today: string): Streaks {
  const wonDays = [...days.values()].filter((d) => d.onDay).map((d) => dayNumber(d.date)).filter((n): n is number => n !== null);
  wonDays.sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let prev = Number.NaN;
  let lastRun = 0;
  for (const n of wonDays) {
    if (n === prev) continue;
    run = n === prev + 1 ? run + 1 : 1;
    prev = n;
    longest = Math.max(longest, run);
    lastRun = run;
  }
  const yesterday = dayNumber(addDays(today, -1) ?? '');
  const alive = wonDays.length > 0 && yesterday !== null && prev >= yesterday;
  return { current: alive ? lastRun : 0, longest };
}

export interface DailyStats {
  played: number; // days whose deal was started (won or not)
  wonOnDay: number;
  wonLater: number;
  currentStreak: number;
  longestStreak: number;
  bestMs: number | null; // best time of any daily win
  medianMs: number | null; // median of each won day's best time
}

export function dailyStats(days: DailyDays, today: string): DailyStats {
  const all = [...days.values()];
  const times = all.filter((d) => d.best).map((d) => d.best!.ms).sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length === 0 ? null : times.length % 2 ? times[mid] : Math.round((times[mid - 1] + times[mid]) / 2);
  const s = streaks(days, today);
  return {
    played: all.length,
    wonOnDay: all.filter((d) => d.onDay).length,
    wonLater: all.filter((d) => !d.onDay && d.best).length,
    currentStreak: s.current,
    longestStreak: s.longest,
    bestMs: times.length ? times[0] : null,
    medianMs: median,
  };
}

/** The days of a month ("YYYY-MM") in order, as dates, and the weekday (0 Monday … 6 Sunday) of its first. */
export function monthDays(month: string): { dates: string[]; firstWeekday: number } {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const dates = Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return { dates, firstWeekday: (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7 };
}

/** The month before or after "YYYY-MM". */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
