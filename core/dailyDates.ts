/**
 * Dates for the deal of the day, apart from the date -> code rule (daily.ts, which the first
 * load needs to mark a daily board): days before and after, the player's "today", and
 * which dates may be played.
 */
import { DAILY_ROTATION, dailyCode, dateOfDay, dayNumber, LAST_DAY } from './daily.ts';

/** The day `delta` days after (or before) `date`; null when it leaves the range of daily deals. */
export function addDays(date: string, delta: number): string | null {
  const n = dayNumber(date);
  if (n === null) return null;
  const m = n + delta;
  return m >= 0 && m <= LAST_DAY ? dateOfDay(m) : null;
}

/** The layout of a date's deal (from the fixed rotation). */
export function dailyLayoutId(date: string): string | null {
  const n = dayNumber(date);
  return n === null ? null : DAILY_ROTATION[n % DAILY_ROTATION.length];
}

/**
 * The local calendar date at wall time `ms` for a clock `offsetMinutes` ahead of UTC
 * (as Date#getTimezoneOffset's negation: +60 in Paris in winter, -300 in New York).
 */
export function localDate(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const pad = (v: number, w = 2) => String(v).padStart(w, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The local date on this machine's clock and time zone now (what "today" means to the player). */
export function todayOn(ms: number): string {
  return localDate(ms, -new Date(ms).getTimezoneOffset());
}

export type DailyRefusal = 'not-a-date' | 'future' | 'out-of-range';

/** Whether a date's deal may be played when it is `today`: today or any day before it, never a future one. */
export function checkDailyDate(date: string, today: string): { ok: true; code: string } | { ok: false; reason: DailyRefusal } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, reason: 'not-a-date' };
  const code = dailyCode(date);
  if (code === null) return { ok: false, reason: dayNumber(date) === null && /^(\d{4})/.test(date) && isRealDate(date) ? 'out-of-range' : 'not-a-date' };
  if (date > today) return { ok: false, reason: 'future' };
  return { ok: true, code };
}

function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1, d));
  return back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}
