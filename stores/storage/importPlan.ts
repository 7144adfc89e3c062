/**
 * What an export file adds to the games this profile knows. A file only adds:
 * games it lists that are not counted here. This device's own marks never move
 * because of a file (its games are numbered here, whatever the file says), and
 * another device's copy is merged exactly unless that would count fewer games
 * than before, in which case only its unknown games are added.
 */
import { compact, emptyDevice, mergeDevice, type DeviceStats } from '../../core/records.ts';
import { makeDevice, MAX_RECORDS, storedBytes } from './recordsCodec.ts';
import { statsKey } from './keys.ts';
import { isOwn, OWN_RESERVE, SYNC_ITEM_BUDGET } from './syncRoom.ts';
import { addUnknown } from './ownCopies.ts';

/** This device keeps this many finished games in full locally before compacting. */
export const LOCAL_KEEP = 2_000;

export interface GameCount {
  games: number;
  wins: number;
}

/** Games and wins one device's copy counts, listed and folded. */
export function countOf(d: DeviceStats | undefined): GameCount {
  if (!d) return { games: 0, wins: 0 };
  let games = d.records.length;
  let wins = 0;
  for (const r of d.records) if (r.won) wins += 1;
  for (const t of Object.values(d.base)) {
    games += t.played;
    wins += t.won;
  }
  return { games, wins };
}

/** Per layout, does `after` count fewer games or wins than `before`? */
function countsFewer(before: DeviceStats, after: DeviceStats): boolean {
  const perLayout = (d: DeviceStats) => {
    const m = new Map<string, [number, number]>();
    const add = (layout: string, played: number, won: number) => {
      const c = m.get(layout) ?? [0, 0];
      m.set(layout, [c[0] + played, c[1] + won]);
    };
    for (const [layout, t] of Object.entries(d.base)) add(layout, t.played, t.won);
    for (const r of d.records) add(r.layoutId, 1, r.won ? 1 : 0);
    return m;
  };
  const a = perLayout(after);
  for (const [layout, [played, won]] of perLayout(before)) {
    const c = a.get(layout) ?? [0, 0];
    if (c[0] < played || c[1] < won) return true;
  }
  return false;
}

/** A stored device value never lists more than a reader accepts: fold the oldest games into counters. */
function fitted(d: DeviceStats, keep: number): DeviceStats {
  return d.records.length > keep ? compact(d, Math.floor(keep / 2)) : d;
}

/** One file device merged into the copy known here (`me`: this device's id). */
export function mergeFromFile(me: string, known: DeviceStats | undefined, incoming: DeviceStats): DeviceStats {
  if (incoming.device === me) return fitted(addUnknown(known ?? emptyDevice(me), incoming), LOCAL_KEEP);
  if (!known) return fitted(incoming, MAX_RECORDS);
  const merged = mergeDevice(known, incoming);
  return fitted(countsFewer(known, merged) ? addUnknown(known, incoming) : merged, MAX_RECORDS);
}

/** The devices whose stored copy importing `incoming` changes, as they are to be written. */
export function planImport(me: string, known: (device: string) => DeviceStats | undefined, incoming: readonly DeviceStats[]): DeviceStats[] {
  const next = new Map<string, DeviceStats>();
  for (const d of incoming) {
    const current = next.get(d.device) ?? known(d.device);
    const merged = mergeFromFile(me, current, d);
    if (merged !== current) next.set(d.device, merged);
  }
  return [...next.values()];
}

/** Games and wins the `changed` copies count that the copies known before them did not. */
export function addedBy(changed: readonly DeviceStats[], known: (device: string) => DeviceStats | undefined): GameCount {
  const added = { games: 0, wins: 0 };
  for (const d of changed) {
    const before = countOf(known(d.device));
    const after = countOf(d);
    added.games += Math.max(0, after.games - before.games);
    added.wins += Math.max(0, after.wins - before.wins);
  }
  return added;
}

/**
 * The next imported device (taken from `queue`) to restore to sync: one that sync
 * has no item for and that fits, while the whole of sync (`syncItems`) stays within
 * `totalBudget` with room kept for this device's (`me`) own game, settings and statistics at their largest. Null when none
 * does; the queue is then empty, as sync has no room for more.
 */
export function nextImportToSync(
  queue: string[],
  syncItems: Record<string, unknown>,
  me: string,
  copyOf: (device: string) => DeviceStats | undefined,
  totalBudget: number,
): { device: string; value: unknown } | null {
  let used = OWN_RESERVE;
  for (const [key, value] of Object.entries(syncItems)) if (!isOwn(key, me) || key.startsWith('daily:')) used += storedBytes(key, value);
  while (queue.length > 0) {
    const device = queue.shift()!;
    const d = copyOf(device);
    if (!d || device === me || syncItems[statsKey(device)] !== undefined) continue;
    const value = makeDevice(d);
    const bytes = storedBytes(statsKey(device), value);
    if (bytes > SYNC_ITEM_BUDGET) continue;
    if (used + bytes > totalBudget) break;
    return { device, value };
  }
  queue.length = 0;
  return null;
}
