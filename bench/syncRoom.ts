/**
 * storage.sync at its fullest: this device's own items at their worst (the game with every field at
 * its widest, settings, statistics compacted to their budget, the newest years of the deal of the
 * day with the longest entries a reader accepts, split to fit an item) plus the largest import a
 * file can bring (other devices' statistics, accepted one at a time while room is kept).
 */
import { addDays } from '../core/dailyDates.ts';
import type { DailyDay } from '../core/dailyResults.ts';
import { syncItemsOfYear } from '../stores/storage/dailyCodec.ts';
import { nextImportToSync } from '../stores/storage/importPlan.ts';
import { KEYS, statsKey } from '../stores/storage/keys.ts';
import { addRecord, emptyDevice, type DeviceStats } from '../core/records.ts';
import { compactToFit, makeDevice } from '../stores/storage/recordsCodec.ts';
import { makeSavedGame } from '../stores/storage/savedGame.ts';
import { MAX_ELAPSED_MS } from '../stores/storage/schema.ts';
import { dailyYearsToSync, GAME_ITEM_MAX, SETTINGS_ITEM_MAX, SYNC_ITEM_BUDGET, SYNC_ITEM_QUOTA, syncBytes } from '../stores/storage/syncRoom.ts';

export interface SyncRoomFigures {
  gameBytes: number;
  settingsBytes: number;
  ownStatsBytes: number;
  ownDailyBytes: number;
  ownDailyYears: number;
  importedBytes: number;
  importedDevices: number;
  totalBytes: number;
  largestItemBytes: number;
  /** The limits the figures are held to: what syncRoom.ts reserves for the game and settings. */
  gameMax: number;
  settingsMax: number;
}

const ME = 'k3v9x0q2mzt1wide'; // 16 characters, the longest id
const T = 8_640_000_000_000_000;

/** A device with a thousand finished games on fifty layouts, compacted to what one sync item takes. */
function device(id: string): DeviceStats {
  let d = emptyDevice(id);
  for (let i = 0; i < 1_000; i++) {
    d = addRecord(d, { id: `g${i.toString(36).padStart(15, 'x')}`, code: `MJ1-L${String(i % 50).padStart(2, '0')}-AAAAABL`, layoutId: `L${String(i % 50).padStart(2, '0')}`, at: T - i, ms: MAX_ELAPSED_MS - i, hints: 99_999, won: i % 3 !== 0 });
  }
  return compactToFit(d, statsKey(id), SYNC_ITEM_BUDGET);
}

export function benchSyncRoom(): SyncRoomFigures {
  const items: Record<string, unknown> = {};
  const pairs = Array.from({ length: 72 }, (): [number, number] => [1023, 1022]);
  items[KEYS.game] = makeSavedGame({
    id: ME, code: 'MJ1-C' + 'Z'.repeat(19) + '-AAAAAAA', moves: pairs, hintsUsed: 100_000, elapsedMs: MAX_ELAPSED_MS, runningSince: T,
    startedAt: T, playedAt: T, rev: Number.MAX_SAFE_INTEGER, writer: ME, device: ME, won: false, fresh: true, assisted: true, frozen: true,
  });
  items[KEYS.settings] = { v: 1, settings: { tileStyle: 'classic', theme: 'system', language: 'pt-BR', showWinnable: true, highlightFree: true, showMatches: true, updatedAt: T } };
  items[statsKey(ME)] = makeDevice(device(ME));
  // Twenty years of the deal of the day with the longest entries: the newest that fit go to sync.
  const years = new Map<string, [string, unknown][]>();
  for (let y = 2007; y <= 2026; y++) {
    const days: DailyDay[] = [];
    for (let date = `${y}-01-01`; date.startsWith(String(y)); date = addDays(date, 1)!) days.push({ date, onDay: { ms: MAX_ELAPSED_MS, hints: 100_000 }, best: { ms: MAX_ELAPSED_MS - 1, hints: 99_999 } });
    years.set(String(y), syncItemsOfYear(ME, String(y), days, SYNC_ITEM_QUOTA));
  }
  const synced = dailyYearsToSync(years, items, ME);
  let ownDailyBytes = 0;
  for (const year of synced) for (const [key, value] of years.get(year)!) {
    items[key] = value;
    ownDailyBytes += syncBytes(key, value);
  }
  // A file of 40 other devices, each at the largest a sync item takes: accepted while room is kept.
  const others = new Map(Array.from({ length: 40 }, (_, i) => [`other${String(i).padStart(11, '0')}`, device(`other${String(i).padStart(11, '0')}`)]));
  const queue = [...others.keys()];
  let importedBytes = 0;
  let importedDevices = 0;
  for (let next = nextImportToSync(queue, items, ME, (id) => others.get(id), 90_000); next; next = nextImportToSync(queue, items, ME, (id) => others.get(id), 90_000)) {
    items[statsKey(next.device)] = next.value;
    importedBytes += syncBytes(statsKey(next.device), next.value);
    importedDevices += 1;
  }
  const sizes = Object.entries(items).map(([key, value]) => syncBytes(key, value));
  return {
    gameBytes: syncBytes(KEYS.game, items[KEYS.game]),
    settingsBytes: syncBytes(KEYS.settings, items[KEYS.settings]),
    ownStatsBytes: syncBytes(statsKey(ME), items[statsKey(ME)]),
    ownDailyBytes,
    ownDailyYears: synced.size,
    importedBytes,
    importedDevices,
    totalBytes: sizes.reduce((a, b) => a + b, 0),
    largestItemBytes: Math.max(...sizes),
    gameMax: GAME_ITEM_MAX,
    settingsMax: SETTINGS_ITEM_MAX,
  };
}
