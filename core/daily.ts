/**
 * The deal of the day: one game code per calendar date, the same on every install,
 * derived from the date string alone (no server, no clock but the player's own).
 *
 * The rule is frozen forever, as layouts and codes are: a release must never change a
 * past day's deal (tests/unit/core/daily.test.ts pins fixed dates).
 * - A date is a day number: days since 2000-01-01 (DAILY_FIRST) in the proleptic
 *   Gregorian calendar, without any time zone (a date names a day, not an instant).
 * - The layout is DAILY_ROTATION[day mod 12]: the twelve layouts of the first release,
 *   L00-L11, listed here rather than taken from LAYOUTS, so that layouts added later
 *   never shift the rotation.
 * - The deal number is the day number through a fixed invertible scramble of the 35-bit
 *   deal numbers (7 base-32 characters), so neighbouring days' deals look unrelated and
 *   a code tells back which day's deal it is (dailyDateOfCode) without any stored state.
 * The board itself is dealt from the code as every game is (the first winnable shuffle of
 * its seed stream), so a daily deal is always fair.
 */
import { makeCode, parseCode } from './code.ts';

/** The twelve layouts the rotation cycles through, in this order, forever. */
export const DAILY_ROTATION: readonly string[] = Object.freeze(['L00', 'L01', 'L02', 'L03', 'L04', 'L05', 'L06', 'L07', 'L08', 'L09', 'L10', 'L11']);
/** The first and last dates that have a deal of the day. */
export const DAILY_FIRST = '2000-01-01';
export const DAILY_LAST = '2199-12-31';

const MS_PER_DAY = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);
/** The day number of DAILY_LAST. */
export const LAST_DAY = Math.round((Date.UTC(2199, 11, 31) - EPOCH) / MS_PER_DAY);
const BITS = 35n;
const MASK = (1n << BITS) - 1n;
// Odd multipliers (invertible modulo 2^35) and their inverses; an offset so day 0 is not deal 0.
const MUL_A = 0x5_bd1e_995dn & MASK;
const MUL_B = 0x2_7d4e_b2f5n & MASK;
const OFFSET = 0x1_3579_bdefn & MASK;

/** The inverse of an odd number modulo 2^35 (Newton's iteration). */
function inverse(a: bigint): bigint {
  let x = a;
  for (let i = 0; i < 6; i++) x = (x * (2n - a * x)) & MASK;
  return x;
}
const INV_A = inverse(MUL_A);
const INV_B = inverse(MUL_B);
const SHIFT = 17n;

function scramble(n: bigint): bigint {
  let x = ((n + OFFSET) * MUL_A) & MASK;
  x ^= x >> SHIFT;
  return (x * MUL_B) & MASK;
}

function unscramble(y: bigint): bigint {
  let x = (y * INV_B) & MASK;
  x ^= (x >> SHIFT) ^ (x >> (SHIFT * 2n)); // undoes x ^= x >> 17 on 35 bits
  return (((x * INV_A) & MASK) - OFFSET) & MASK;
}

/** The day number of a valid "YYYY-MM-DD" date (days since 2000-01-01), or null for anything else. */
export function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof date === 'string' ? date : '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: such a date does not exist.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  const n = Math.round((ms - EPOCH) / MS_PER_DAY);
  return n >= 0 && n <= LAST_DAY ? n : null;
}

/** The date of a day number. */
export function dateOfDay(n: number): string {
  const d = new Date(EPOCH + n * MS_PER_DAY);
  const pad = (v: number, w = 2) => String(v).padStart(w, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The daily deal's game code for a date, or null when the date is not one (or outside DAILY_FIRST..DAILY_LAST). */
export function dailyCode(date: string): string | null {
  const n = dayNumber(date);
  if (n === null) return null;
  return makeCode(DAILY_ROTATION[n % DAILY_ROTATION.length], Number(scramble(BigInt(n))));
}

/** The date whose deal of the day `code` is (any spelling), or null when it is no day's deal. */
export function dailyDateOfCode(code: string): string | null {
  const parsed = parseCode(code);
  if (!parsed.ok) return null;
  const n = Number(unscramble(BigInt(parsed.value.dealNumber)));
  if (n > LAST_DAY || DAILY_ROTATION[n % DAILY_ROTATION.length] !== parsed.value.layoutId) return null;
  return dateOfDay(n);
}
