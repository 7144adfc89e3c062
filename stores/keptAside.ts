/**
 * What the kept-aside list (Settings) can put back from a copy: the finished
 * games of a copy of statistics, each record checked on its own so that one
 * damaged record does not hold back the others, or the game of a copy of a game.
 * Loaded with that list only, never with the page.
 */
import { KEYS, STATS_PREFIX } from './storage/keys';
import { gameStatus } from '@/core/game';
import type { Dealing } from '../core/dealing';
import type { StorageArea } from './storage/area';
import { isStatisticsKey, keptPlace } from './storage/quarantine';
import type { GameRecord } from '../core/records';
import { readKeptCopy } from './storage/ownCopies';
import { parseSavedGame, pausedCopy, type SavedGame } from './storage/savedGame';
import { isRecord, readVersioned } from './storage/schema';
import { finishedFromWon } from './game/session/counting';

/** What a damaged value was: finished games (statistics), a game, or anything else (settings, a deal). */
export type KeptKind = 'statistics' | 'game' | 'other';

export function keptKind(key: string): KeptKind {
  if (isStatisticsKey(key)) return 'statistics';
  return key === KEYS.game || key === KEYS.offered ? 'game' : 'other';
}

/** A copy kept aside, as the kept-aside list shows it. */
export interface KeptCopy {
  /** Its own key in storage.local. */
  id: string;
  area: 'local' | 'sync';
  /** The key the damaged value was read from. */
  key: string;
  kind: KeptKind;
  reason: string;
  at: number;
  /** Characters of the value as kept (its JSON text). */
  size: number;
  truncated: boolean;
  /** The value's JSON text (cut when `truncated`). */
  text: string;
}

/** A stored copy read back (older releases wrote the same form); anything else under the prefix is not shown. */
function readCopy(id: string, value: unknown): KeptCopy | null {
  const place = keptPlace(id);
  if (!place || !isRecord(value) || typeof value.text !== 'string') return null;
  const at = typeof value.at === 'number' && Number.isFinite(value.at) ? value.at : 0;
  const reason = typeof value.reason === 'string' ? value.reason : '';
  return { id, ...place, kind: keptKind(place.key), reason, at, size: value.text.length, truncated: value.truncated === true, text: value.text };
}

/** Every copy kept aside, newest first. */
export async function keptAside(local: StorageArea): Promise<KeptCopy[]> {
  const copies: KeptCopy[] = [];
  for (const [id, value] of Object.entries(await local.get(null))) {
    const copy = readCopy(id, value);
    if (copy) copies.push(copy);
  }
  return copies.sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : 1));
}

/** The value a copy holds, or undefined when it was cut or is not JSON (it can then only be exported). */
export function keptValue(copy: KeptCopy): unknown {
  if (copy.truncated) return undefined;
  try {
    return JSON.parse(copy.text) as unknown;
  } catch {
    return undefined;
  }
}

/** A kept copy's finished games and the device whose list they were. */
export interface KeptRecords {
  device: string;
  records: GameRecord[];
}

/** Records are read one at a time; a hostile copy cannot make this take long. */

/** The finished games of a copy of statistics that read well, or null when none do (or it holds no statistics). */
export function recordsIn(copy: KeptCopy): KeptRecords | null {
  if (copy.kind !== 'statistics') return null;
  const value = keptValue(copy);
  if (!isRecord(value)) return null;
  const fromKey = copy.key.slice(copy.area === 'local' ? KEYS.progress.length : STATS_PREFIX.length);
  // Read as this device's own kept copies are (ownCopies.ts): whole when it reads, else the records that do.
  const read = readKeptCopy(typeof value.device === 'string' ? value.device : fromKey, JSON.stringify(value));
  return read && read.records.length > 0 ? { device: read.device, records: read.records } : null;
}

/** The game of a copy of a game, when it reads as one (whether it replays is for the game store to find). */
export function gameIn(copy: KeptCopy): SavedGame | null {
  if (copy.kind !== 'game') return null;
  const reading = readVersioned(keptValue(copy), parseSavedGame);
  return reading.kind === 'ok' ? reading.value : null;
}

/**
 * A kept game as it is offered to go back to (paused), or null when it does not replay
 * or is won (a won game is a record, not a game to go on with). Deals it when need be.
 */
export async function offerable(dealing: Dealing, copy: SavedGame, now: number): Promise<SavedGame | null> {
  if (!dealing.known(copy.code) && !(await dealing.deal(copy.code)).ok) return null;
  const replayed = dealing.replay(copy.code, copy.moves);
  if (!replayed.ok || gameStatus(replayed.value) === 'won') return null;
  return pausedCopy({ ...copy, won: false }, now);
}

/** Whether a copy holds something that can be put back: finished games, or a game that reads well. */
export const restorable = (copy: KeptCopy): boolean => recordsIn(copy) !== null || gameIn(copy) !== null;

/** What putting a copy back did: finished games added (`count` of them new), a game offered to go back to, or nothing. */
export type Restored = { kind: 'added'; count: number } | { kind: 'offered' } | { kind: 'cannot' };

/** Where a copy goes back: finished games to the progress store, a game in play offered by the game store. */
export interface RestoreTargets {
  dealing: Dealing;
  now: number;
  /** Adds the finished games no device counts yet; resolves to how many were new. */
  restoreRecords(device: string, records: readonly GameRecord[]): Promise<number>;
  offer(game: SavedGame): void;
}

/** Statistics: their games that no device counts yet are added. A game: offered to go back to, or counted if it was won. */
export async function restoreKept(copy: KeptCopy, to: RestoreTargets): Promise<Restored> {
  const kept = recordsIn(copy);
  const saved = kept ? null : gameIn(copy);
  const won = saved ? finishedFromWon(saved) : null;
  const offered = saved && !won ? await offerable(to.dealing, saved, to.now) : null;
  if (kept || (saved && won)) {
    const count = kept
      ? await to.restoreRecords(kept.device, kept.records)
      : await to.restoreRecords(saved!.device, [{ ...won!, seq: Number.MAX_SAFE_INTEGER }]);
    return { kind: 'added', count };
  }
  if (!offered) return { kind: 'cannot' };
  to.offer(offered);
  return { kind: 'offered' };
}

/** The export file of kept-aside copies: each with where it came from, when, why, and its value as kept. */
export function exportKeptAside(copies: readonly KeptCopy[], now: number): string {
  return JSON.stringify(
    {
      format: 'mahjong-kept-aside',
      exportedAt: now,
      copies: copies.map(({ area, key, reason, at, truncated, text }) => ({ area, key, reason, at, truncated, text })),
    },
    null,
    1,
  );
}
