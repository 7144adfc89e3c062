/** Every storage key the extension uses, in one place. */
export const KEYS = {
  /** local: this device's random id. */
  device: 'device',
  /** local (every move) and sync (bounded rate): the current game. */
  game: 'game',
  /** local: a game from another machine (or this one) offered back to the player. */
  offered: 'offered',
  /** local: the current game's deal, so a new page need not deal again. */
  deal: 'deal',
  /** local and sync: settings. */
  settings: 'settings',
  /** local prefix: finished games per device (this one's complete, others' imported). */
  progress: 'progress:',
  /** local: the date the new tab last offered that day's deal of the day (offered once a day). */
  dailyOffered: 'dailyOffered',
} as const;

/** sync: one item per device with that device's (compacted) finished games. */
export const STATS_PREFIX = 'stats:';
export const statsKey = (device: string): string => `${STATS_PREFIX}${device}`;

/** local and sync: the deal of the day's results, one item per device and year (storage/dailyCodec.ts). */
export const DAILY_PREFIX = 'daily:';
export const dailyKey = (device: string, year: string): string => `${DAILY_PREFIX}${device}:${year}`;

/** local: damaged values kept aside, one per key and content. */
export const QUARANTINE_PREFIX = 'quarantine:';

/**
 * What the first paint needs from each area: the page's first-paint copy
 * holds them (app/firstPaintCopy.ts), and its first reads are answered from it.
 */
export const FIRST_PAINT_KEYS = {
  local: [KEYS.settings, KEYS.device, KEYS.game, KEYS.offered, KEYS.deal],
  sync: [KEYS.settings, KEYS.game],
} as const;
