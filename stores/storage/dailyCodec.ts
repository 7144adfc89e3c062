/**
 * The stored form of daily results (core/dailyResults.ts): one item per device and year,
 * `daily:<device>:<year>`, in storage.local and storage.sync. Each device writes only its
 * own items, so no two machines write one key; the days merge exactly on read.
 *
 * A year of days is one short string, so that a year of daily play fits one sync item
 * with room to spare (8,192 bytes an item; `npm run bench` shows 365 days' size); a year that
 * would not (the largest values a reader accepts) goes to sync in two halves (syncItemsOfYear):
 *   entries in date order, joined by ",": <gap><kind><result>[~<best>]
 *   gap: days since the entry before (the first: since 1 January), in decimal
 *   kind: "s" started, "w" won on the day (<result> the daily record), "l" won later (<result> the best)
 *   result: <ms base 36>.<hints base 36>; "~<best>" only where a later win bettered the record
 * e.g. "0s,1w6fhc.0,1w6fhc.2~4abk.0,3l10.1".
 */
import { dayNumber } from '../../core/daily.ts';
import { addDays } from '../../core/dailyDates.ts';
import type { DailyDay, DailyResult } from '../../core/dailyResults.ts';
import { isInt, isShortString, ID_PATTERN, MAX_ELAPSED_MS, readVersioned, SCHEMA_VERSION } from './schema.ts';
import type { Judgement } from './readPolicy.ts';

import { dailyKey } from './keys.ts';
import { storedBytes } from './recordsCodec.ts';
export { DAILY_PREFIX, dailyKey } from './keys.ts';
// A year that does not fit one sync item goes as two: `daily:<device>:<year>` and its second half `…:<year>:2`.
const KEY_PATTERN = /^daily:([0-9a-z]{4,16}):(\d{4})(?::2)?$/;
const MAX_HINTS = 100_000;

export interface DailyItem {
  device: string;
  year: string;
  days: Map<string, DailyDay>;
}

const result = (r: DailyResult): string => `${r.ms.toString(36)}.${r.hints.toString(36)}`;
const same = (a: DailyResult, b: DailyResult) => a.ms === b.ms && a.hints === b.hints;

/** The stored value of one device's days of one year (days of other years are left out). */
export function makeDailyItem(device: string, year: string, days: Iterable<DailyDay>) {
  const mine = [...days].filter((d) => d.date.startsWith(`${year}-`)).sort((a, b) => (a.date < b.date ? -1 : 1));
  let prev = dayNumber(`${year}-01-01`)!;
  const entries = mine.map((d) => {
    const n = dayNumber(d.date)!;
    const gap = String(n - prev);
    prev = n;
    if (d.onDay) return `${gap}w${result(d.onDay)}${d.best && !same(d.best, d.onDay) ? `~${result(d.best)}` : ''}`;
    return d.best ? `${gap}l${result(d.best)}` : `${gap}s`;
  });
  return { v: SCHEMA_VERSION, device, y: year, d: entries.join(',') };
}

function parseResult(text: string | undefined): DailyResult | string {
  const m = /^([0-9a-z]{1,8})\.([0-9a-z]{1,4})$/.exec(text ?? '');
  if (!m) return 'result';
  const ms = parseInt(m[1], 36);
  const hints = parseInt(m[2], 36);
  if (!isInt(ms, 0, MAX_ELAPSED_MS) || !isInt(hints, 0, MAX_HINTS)) return 'result range';
  return { ms, hints };
}

const ENTRY = /^(\d{1,3})([swl])(.*)$/;

/** Reads the days string of `year`; a string is the reason it is bad. */
export function parseDays(year: string, text: unknown): Map<string, DailyDay> | string {
  if (typeof text !== 'string' || text.length > 16_000) return 'days';
  const days = new Map<string, DailyDay>();
  if (text === '') return days;
  let date = addDays(`${year}-01-01`, 0);
  if (date === null) return 'year';
  let first = true;
  for (const entry of text.split(',')) {
    const m = ENTRY.exec(entry);
    if (!m) return 'entry';
    const gap = Number(m[1]);
    if (!first && gap < 1) return 'order';
    first = false;
    date = addDays(date, gap);
    if (date === null || !date.startsWith(`${year}-`)) return 'date';
    if (m[2] === 's') {
      if (m[3] !== '') return 'entry';
      days.set(date, { date, onDay: null, best: null });
      continue;
    }
    const [head, tail, ...rest] = m[3].split('~');
    const first_ = parseResult(head);
    if (typeof first_ === 'string' || rest.length > 0 || (m[2] === 'l' && tail !== undefined)) return 'entry';
    const best = tail === undefined ? first_ : parseResult(tail);
    if (typeof best === 'string') return best;
    // A best worse than the day's record cannot have been written: read it as the record.
    const onDay = m[2] === 'w' ? first_ : null;
    days.set(date, { date, onDay, best: onDay && onDay.ms < best.ms ? onDay : best });
  }
  return days;
}

function parseItem(data: Record<string, unknown>): DailyItem | string {
  if (!isShortString(data.device, 16, ID_PATTERN)) return 'device';
  if (typeof data.y !== 'string' || !/^\d{4}$/.test(data.y) || dayNumber(`${data.y}-01-01`) === null) return 'year';
  const days = parseDays(data.y, data.d);
  return typeof days === 'string' ? days : { device: data.device, year: data.y, days };
}

/** How a stored daily item reads (at `key`, whose device and year it must match). */
export function judgeDailyItem(key: string, raw: unknown): Judgement<DailyItem> {
  const reading = readVersioned(raw, parseItem);
  if (reading.kind !== 'ok') return reading.kind === 'newer' ? { kind: 'newer' } : reading;
  const m = KEY_PATTERN.exec(key);
  if (!m || m[1] !== reading.value.device || m[2] !== reading.value.year) return { kind: 'bad', reason: 'key' };
  return { kind: 'ok', value: reading.value };
}

export const isDailyKey = (key: string): boolean => KEY_PATTERN.test(key);

/** The key of a year's second half in storage.sync, when the year does not fit one item. */
export const secondHalfKey = (device: string, year: string): string => `${dailyKey(device, year)}:2`;


/**
 * One device's year as storage.sync items, each within the per-item limit by construction: the
 * year as one item where it fits (as every release before wrote it), else January to June and July
 * to December apart. A half holds at most 184 entries of at most 32 characters (gap, kind, two
 * results of the largest values read, comma): under 6,000 bytes with key and fields.
 */
export function syncItemsOfYear(device: string, year: string, days: Iterable<DailyDay>, itemLimit: number): [string, ReturnType<typeof makeDailyItem>][] {
  const all = [...days];
  const whole = makeDailyItem(device, year, all);
  if (storedBytes(dailyKey(device, year), whole) <= itemLimit) return [[dailyKey(device, year), whole]];
  const firstHalf = (d: DailyDay) => d.date < `${year}-07-01`;
  return [
    [dailyKey(device, year), makeDailyItem(device, year, all.filter(firstHalf))],
    [secondHalfKey(device, year), makeDailyItem(device, year, all.filter((d) => !firstHalf(d)))],
  ];
}

/** The years a set of days falls in. */
export const yearsOf = (dates: Iterable<string>): string[] => [...new Set([...dates].map((d) => d.slice(0, 4)))].sort();

