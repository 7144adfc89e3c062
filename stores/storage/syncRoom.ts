/**
 * How storage.sync's room is shared: 102,400 bytes in all (8,192 an item), in Chrome and Firefox.
 * This device's own game, settings and statistics always keep their room: what else goes to sync
 * (another device's statistics from a file, this device's days of the deal of the day, layouts)
 * goes only while sync as a whole stays within TOTAL_BUDGET with that room kept.
 */
import { storedBytes, SYNC_ITEM_BUDGET } from './recordsCodec.ts';
import { KEYS, statsKey } from './keys.ts';
import { isDailyKey } from './dailyCodec.ts';

export const SYNC_TOTAL_QUOTA = 102_400;
/** The limit on one item (key and JSON value, UTF-8). */
export const SYNC_ITEM_QUOTA = 8_192;
/** Sync as a whole is kept below this: the rest is headroom for what the browsers count beyond keys and values. */
export const TOTAL_BUDGET = 90_000;
/** The largest the game item grows (72 pairs and their redo, every field at its widest): `npm run bench` shows it. */
export const GAME_ITEM_MAX = 2_000;
/** The largest the settings item grows. */
export const SETTINGS_ITEM_MAX = 1_000;
/** This device's own game, settings and statistics at their largest. */
export const OWN_RESERVE = GAME_ITEM_MAX + SETTINGS_ITEM_MAX + SYNC_ITEM_BUDGET;
/** This device's days of the deal of the day in sync, newest years first: two years of the longest entries. */
export const DAILY_SYNC_BUDGET = 24_000;

/** Bytes an item takes in storage.sync (key and JSON value, UTF-8). */
export const syncBytes = storedBytes;

/** Whether `key` is one of `me`'s own items (game, settings, statistics, days). */
export const isOwn = (key: string, me: string): boolean =>
  key === KEYS.game || key === KEYS.settings || key === statsKey(me) || (isDailyKey(key) && key.startsWith(`daily:${me}:`));

/**
 * The years of `me`'s days that sync has room for, newest first: `years` maps each year (any order)
 * to its items as they would be written; `syncItems` is what sync holds now.
 */
export function dailyYearsToSync(years: ReadonlyMap<string, [string, unknown][]>, syncItems: Record<string, unknown>, me: string): Set<string> {
  let others = 0;
  for (const [key, value] of Object.entries(syncItems)) if (!isOwn(key, me)) others += syncBytes(key, value);
  let room = Math.min(DAILY_SYNC_BUDGET, TOTAL_BUDGET - OWN_RESERVE - others);
  const out = new Set<string>();
  for (const year of [...years.keys()].sort().reverse()) {
    const bytes = years.get(year)!.reduce((n, [key, value]) => n + syncBytes(key, value), 0);
    if (bytes > room) break;
    room -= bytes;
    out.add(year);
  }
  return out;
}
