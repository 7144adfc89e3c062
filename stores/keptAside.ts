/**
 * What the kept-aside list (Settings) can put back from a copy: the finished
 * games of a copy of statistics, each record checked on its own so that one
 * damaged record does not hold back the others, or the game of a copy of a game.
 * Loaded with that list only, never with the page.
 */
import { KEYS, STATS_PREFIX } from './storage/keys';
import { keptValue, type KeptCopy } from './storage/quarantine';
import type { GameRecord } from './storage/records';
import { parseDevice } from './storage/recordsCodec';
import { parseSavedGame, type SavedGame } from './storage/savedGame';
import { isRecord, readVersioned } from './storage/schema';

/** A kept copy's finished games and the device whose list they were. */
export interface KeptRecords {
  device: string;
  records: GameRecord[];
}

/** Records are read one at a time; a hostile copy cannot make this take long. */
const MAX_SALVAGED = 100_000;

/** The finished games of a copy of statistics that read well, or null when none do (or it holds no statistics). */
export function recordsIn(copy: KeptCopy): KeptRecords | null {
  if (copy.kind !== 'statistics') return null;
  const value = keptValue(copy);
  if (!isRecord(value)) return null;
  const whole = readVersioned(value, parseDevice);
  if (whole.kind === 'ok') return whole.value.records.length > 0 ? { device: whole.value.device, records: whole.value.records } : null;
  const device = copy.key.slice(copy.area === 'local' ? KEYS.progress.length : STATS_PREFIX.length);
  const recs = Array.isArray(value.recs) ? value.recs.slice(0, MAX_SALVAGED) : [];
  const records: GameRecord[] = [];
  for (const rec of recs) {
    // One record as a list of its own: read by the very checks a stored list gets.
    const alone = parseDevice({ device: 'kept0000', seq: Number.MAX_SAFE_INTEGER, cut: 0, base: {}, streak: 0, recs: [rec] });
    if (typeof alone !== 'string') records.push(alone.records[0]);
  }
  return records.length > 0 ? { device, records } : null;
}

/** The game of a copy of a game, when it reads as one (whether it replays is for the game store to find). */
export function gameIn(copy: KeptCopy): SavedGame | null {
  if (copy.kind !== 'game') return null;
  const reading = readVersioned(keptValue(copy), parseSavedGame);
  return reading.kind === 'ok' ? reading.value : null;
}
