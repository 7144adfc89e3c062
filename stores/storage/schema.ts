/**
 * Stored values carry a schema version `v`. Reading one tells whether it is
 * usable, absent, written by a newer release, or damaged; what is done then
 * (left alone, kept aside) is `readPolicy.ts`.
 */
export const SCHEMA_VERSION = 1;

/** How a versioned value reads. */
export type Reading<T> =
  | { kind: 'ok'; value: T; migrated: boolean }
  | { kind: 'missing' }
  | { kind: 'newer'; version: number }
  | { kind: 'bad'; reason: string };

export type Parser<T> = (data: Record<string, unknown>) => T | string; // a string is the reason it is bad

/** Upgrades from an older version, one step at a time: MIGRATIONS[n] takes version n to n + 1. */
export type Migrations = Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readVersioned<T>(raw: unknown, parse: Parser<T>, migrations: Migrations = {}, current = SCHEMA_VERSION): Reading<T> {
  if (raw === undefined || raw === null) return { kind: 'missing' };
  if (!isRecord(raw)) return { kind: 'bad', reason: 'not an object' };
  const version = raw.v;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { kind: 'bad', reason: 'no version' };
  if (version > current) return { kind: 'newer', version };
  let data: Record<string, unknown> = raw;
  for (let from = version; from < current; from++) {
    const step = migrations[from];
    if (!step) return { kind: 'bad', reason: `no migration from ${from}` };
    data = { ...step(data), v: from + 1 };
  }
  const parsed = parse(data);
  if (typeof parsed === 'string') return { kind: 'bad', reason: parsed };
  return { kind: 'ok', value: parsed, migrated: version !== current };
}

// Small guards for hand-written parsers: bounded sizes so hostile values cannot blow up memory or the UI.
export const isInt = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

export const isShortString = (x: unknown, max: number, pattern?: RegExp): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max && (!pattern || pattern.test(x));

/** Device and game ids: lowercase base-36, so they are safe in keys and never HTML. */
export const ID_PATTERN = /^[0-9a-z]{4,16}$/;

/**
 * Times are written within 2020 to 2200 (what every release reads) and read
 * from 2000 to 3000: the machine's clock may say anything, and a time is never
 * a reason to reject what the player played. Anything else is damage.
 */
export const TIME_WRITTEN = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2200, 0, 1) } as const;
const TIME_READ = { min: Date.UTC(2000, 0, 1), max: Date.UTC(3000, 0, 1) } as const;

/** Milliseconds since the epoch that a stored value may hold. */
export const isTime = (x: unknown): x is number => isInt(x, TIME_READ.min, TIME_READ.max);

/** A time to write: the wall clock's reading brought within the range every release reads back. */
export function clampTime(ms: number): number {
  if (!Number.isFinite(ms)) return TIME_WRITTEN.min;
  return Math.min(TIME_WRITTEN.max, Math.max(TIME_WRITTEN.min, Math.round(ms)));
}

/** Elapsed game time: at most 100 days. */
export const MAX_ELAPSED_MS = 100 * 24 * 3600 * 1000;

/** Uniform over base-36 digits: bytes from 252 up are drawn again, as 256 is not a multiple of 36. */
export function randomId(length = 10): string {
  let id = '';
  const bytes = new Uint8Array(length * 2);
  while (id.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) if (b < 252 && id.length < length) id += (b % 36).toString(36);
  }
  return id;
}
