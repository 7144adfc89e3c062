/**
 * storage.sync's quotas, and how its room is shared: the one place that says either. This device's
 * own game, settings and statistics always keep their room: what else goes to sync (another
 * device's statistics from a file, this device's days of the deal of the day, layouts) goes only
 * while sync as a whole stays within TOTAL_BUDGET with that room kept, and layouts keep clear of
 * SYNC_RESERVE besides.
 */
import { storedBytes } from './recordsCodec.ts';
import { KEYS, statsKey } from './keys.ts';
import { isDailyKey } from './dailyCodec.ts';

/** storage.sync's quotas (Chrome's, which Firefox follows): bytes in all, bytes an item (key and JSON value, UTF-8), items. */
export const SYNC_QUOTA = { bytes: 102_400, itemBytes: 8_192, items: 512 } as const;
/** The limit on one item. */
export const SYNC_ITEM_QUOTA = SYNC_QUOTA.itemBytes;
/** What one device's statistics item may take: the item quota, less headroom. */
export const SYNC_ITEM_BUDGET = 7_800;
/** The least it is given when the other devices' statistics crowd sync. */
export const MIN_SYNC_ITEM_BUDGET = 1_500;
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
/** What layouts leave for the game, settings and statistics of several devices to grow into. */
export const SYNC_RESERVE = { bytes: 32_768, items: 32 } as const;

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
