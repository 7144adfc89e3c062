// How progress figures read on screen: times, dates, shares and counts.

/** Whole seconds in a duration, rounded down like the stopwatch. */
export function wholeSeconds(ms: number): number {
  return Math.max(0, Math.floor(ms / 1000));
}

/** A win time as m:ss, or h:mm:ss from one hour on. */
export function formatDuration(ms: number): string {
  const total = wholeSeconds(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${minutes}:${seconds}`;
}

// Formatters are costly to build; a leaderboard formats many dates in one language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the UI language, e.g. "3 Mar 2026" or "Mar 3, 2026". */
export function formatDate(timestamp: number, lang: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(timestamp));
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const DAY = 86_400_000;

/** Calendar days from one moment's local date to another's (daylight saving aside). */
const daysBetween = (from: number, to: number): number => {
  const day = (t: number) => {
    const d = new Date(t);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY;
  };
  return day(to) - day(from);
};

/**
 * A recent day as the language says it, "today", "yesterday", "3 days ago", up to a week back;
 * an older (or a future) one as a calendar date.
 */
export function formatDay(timestamp: number, lang: string, now: number): string {
  const days = daysBetween(timestamp, now);
  if (days < 0 || days > 6) return formatDate(timestamp, lang);
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format.format(-days, 'day');
}

/** A share (0..1) as a whole percentage in the UI language. */
export function formatPercent(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A count with the UI language's digit grouping. */
export function formatCount(count: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(count);
}
