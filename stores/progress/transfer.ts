/**
 * Progress export files: every device's finished games in one JSON file, to
 * carry them to another profile or keep a copy. The progress store merges what
 * `parseExport` reads; nothing here touches storage.
 */
import type { Result } from '@/core/result';
import type { DeviceStats } from '../../core/records';
import { makeDevice, parseDevice } from '../storage/recordsCodec';
import { isRecord, readVersioned, SCHEMA_VERSION } from '../storage/schema';

export const EXPORT_FORMAT = 'mahjong-tab-progress';

/** A real export is a few hundred kilobytes at most: anything far larger is refused unread. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Far more devices than anyone has: a bound, so a hostile file cannot make the import slow. */
const MAX_DEVICES = 500;

/**
 * Why a file was not imported. `tooLarge` and `unreadable` are found before the text is read
 * (by whoever holds the file), `noSpace` when the merged progress cannot be saved, the others by `parseExport`.
 */
export type ImportErrorKind = 'tooLarge' | 'unreadable' | 'notJson' | 'notOurs' | 'newerVersion' | 'damaged' | 'noSpace';

/** `message` is English, for logs and tests; a page says each kind in the player's language. */
export interface ImportError {
  kind: ImportErrorKind;
  message: string;
}

export const IMPORT_ERROR_MESSAGES: Readonly<Record<ImportErrorKind, string>> = {
  tooLarge: 'This file is too large to be a progress export.',
  unreadable: 'The file could not be read.',
  notJson: 'This file is not a Mahjong Solitaire progress export (not JSON).',
  notOurs: 'This file is not a Mahjong Solitaire progress export.',
  newerVersion: 'This file comes from a newer version of the extension.',
  damaged: 'This export is damaged.',
  noSpace: 'There is not enough storage space on this computer to import this file; nothing was imported.',
};

export const importError = (kind: ImportErrorKind): ImportError => ({ kind, message: IMPORT_ERROR_MESSAGES[kind] });

/** The export file's text: what `parseExport` reads back. */
export function makeExport(devices: readonly DeviceStats[], now: number): string {
  return JSON.stringify({ format: EXPORT_FORMAT, v: SCHEMA_VERSION, exportedAt: now, devices: devices.map(makeDevice) }, null, 1);
}

/** Reads an export file's text; the whole file is refused at the first fault, so a refused file changes nothing. */
export function parseExport(text: string): Result<DeviceStats[], ImportError> {
  const fail = (kind: ImportErrorKind) => ({ ok: false as const, error: importError(kind) });
  if (text.length > MAX_IMPORT_BYTES) return fail('tooLarge');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('notJson');
  }
  if (!isRecord(parsed) || parsed.format !== EXPORT_FORMAT) return fail('notOurs');
  if (typeof parsed.v === 'number' && parsed.v > SCHEMA_VERSION) return fail('newerVersion');
  if (parsed.v !== SCHEMA_VERSION || !Array.isArray(parsed.devices) || parsed.devices.length > MAX_DEVICES) return fail('damaged');
  const devices: DeviceStats[] = [];
  for (const raw of parsed.devices) {
    const reading = readVersioned(raw, parseDevice);
    if (reading.kind !== 'ok') return fail('damaged');
    devices.push(reading.value);
  }
  return { ok: true, value: devices };
}

/** Games and wins in devices' records, listed and folded into counters. */
export function countGames(devices: readonly DeviceStats[]): { games: number; wins: number } {
  let games = 0;
  let wins = 0;
  for (const d of devices) {
    games += d.records.length + Object.values(d.base).reduce((n, t) => n + t.played, 0);
    wins += d.records.filter((r) => r.won).length + Object.values(d.base).reduce((n, t) => n + t.won, 0);
  }
  return { games, wins };
}
