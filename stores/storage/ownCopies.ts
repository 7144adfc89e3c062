/**
 * This device's finished games can be known from several copies: its local
 * list (complete), its sync item (compacted), values kept aside as damaged,
 * and export files. None of them may take a game away from another, and only
 * this device moves its own marks (`seq`, `cut`): a copy read from elsewhere
 * adds the games it lists that this device has not counted, nothing more.
 */
import { byEnd, mergeDevice, type DeviceStats, type GameRecord } from '../../core/records.ts';
import { parseRecord, readDevice } from './recordsCodec.ts';
import { QUARANTINE_PREFIX, STATS_PREFIX, KEYS } from './keys.ts';
import { isRecord, readVersioned } from './schema.ts';

const isEmpty = (d: DeviceStats): boolean => d.cut === 0 && d.records.length === 0 && Object.keys(d.base).length === 0;

/**
 * Adds the games `other` lists that `mine` has not counted: an unknown id above
 * `mine`'s cut (below it every game is listed or counted already). A game whose
 * number is taken, or not yet given out here, gets the next number, so `mine`'s
 * marks only grow by the games added.
 */
export function addUnknown(mine: DeviceStats, other: DeviceStats): DeviceStats {
  const ids = new Set(mine.records.map((r) => r.id));
  const seqs = new Set(mine.records.map((r) => r.seq));
  let next = mine.seq;
  const added: GameRecord[] = [];
  for (const r of [...other.records].sort((a, b) => a.seq - b.seq || byEnd(a, b))) {
    if (ids.has(r.id) || r.seq <= mine.cut) continue;
    const seq = r.seq >= mine.seq || seqs.has(r.seq) ? next++ : r.seq;
    ids.add(r.id);
    seqs.add(seq);
    added.push({ ...r, seq });
  }
  if (added.length === 0) return mine;
  return { ...mine, seq: next, records: [...mine.records, ...added].sort((a, b) => a.seq - b.seq) };
}

/**
 * Another copy of this device's own games (its sync item, a kept-aside value)
 * merged into what this page knows. An empty list takes the copy whole, its
 * counters included; otherwise the local list stays the authority and gains the
 * games it lost.
 */
export function mergeOwnCopy(mine: DeviceStats, copy: DeviceStats): DeviceStats {
  return isEmpty(mine) ? mergeDevice(mine, copy) : addUnknown(mine, copy);
}

// A stored record: [seq, "id", "code", at, ms, hints, won], won 0 lost, 1 won, 2 won with help (recordsCodec.ts).
const RECORD_TUPLE = /\[\d+,"[0-9a-z]{4,16}","[^"\\]{1,32}",-?\d+,\d+,\d+,[012]\]/g;

/** The records still readable in a copy that is cut short or whose header is damaged. */
export function salvageRecords(device: string, text: string): DeviceStats | null {
  const records: GameRecord[] = [];
  for (const match of text.matchAll(RECORD_TUPLE)) {
    const r = parseRecord(JSON.parse(match[0]));
    if (typeof r !== 'string') records.push(r);
  }
  if (records.length === 0) return null;
  const seq = records.reduce((m, r) => Math.max(m, r.seq + 1), 1);
  return { device, seq, cut: 0, base: {}, overall: { best: 0, run: 0 }, streaks: {}, cutAt: 0, records };
}

/** Reads a kept-aside copy's text as a device's games: whole when it reads, else the records that do. */
export function readKeptCopy(device: string, text: string): DeviceStats | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return salvageRecords(device, text);
  }
  const reading = readVersioned(raw, readDevice);
  if (reading.kind === 'ok' && reading.value.stats.device === device) return reading.value.stats;
  return reading.kind === 'bad' ? salvageRecords(device, text) : null;
}

/** The text of a kept-aside entry (stored as text, or as the value itself). */
function keptText(entry: Record<string, unknown>): string | null {
  if (typeof entry.text === 'string') return entry.text;
  if ('value' in entry) {
    try {
      return JSON.stringify(entry.value) ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Every copy of `device`'s games kept aside in storage.local's `items` (read
 * with `get(null)`): entries under the quarantine prefix that say they came from
 * this device's local or sync key.
 */
export function keptAsideCopies(items: Record<string, unknown>, device: string): DeviceStats[] {
  const places = new Set([`local:${KEYS.progress}${device}`, `sync:${STATS_PREFIX}${device}`]);
  const out: DeviceStats[] = [];
  for (const [key, entry] of Object.entries(items)) {
    if (!key.startsWith(QUARANTINE_PREFIX) || !isRecord(entry)) continue;
    if (!places.has(`${String(entry.area)}:${String(entry.key)}`)) continue;
    const text = keptText(entry);
    const copy = text === null ? null : readKeptCopy(device, text);
    if (copy) out.push(copy);
  }
  return out;
}
