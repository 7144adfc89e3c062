/**
 * Damaged values are never deleted: a copy goes to a quarantine key in
 * storage.local before the app falls back to defaults for that part, and the
 * player can see, export or restore it from Settings (the kept-aside list).
 */
import type { StorageArea } from './area.ts';
import { KEYS, QUARANTINE_PREFIX, STATS_PREFIX } from './keys.ts';

/**
 * One copy per key: the latest damage of a key replaces that key's older copy,
 * so a key damaged again and again cannot push every other copy out.
 * Statistics are the player's history: their copies are kept whole and never
 * dropped. Any other copy is cut at 64 kB, and at most 20 of them or 1 MB (a
 * tenth of storage.local's 10 MB quota) are kept, the oldest dropped first.
 */
const MAX_KEPT = 64_000;
const MAX_ENTRIES = 20;
const MAX_TOTAL = 1_000_000;

/** kept: a new copy was written; known: this very value was kept before (say it once); failed: storage refused. */
export type KeepAsideResult = 'kept' | 'known' | 'failed';

/** Finished games, this device's or another's: the player's history, kept whole. */
export const isStatisticsKey = (key: string): boolean => key.startsWith(KEYS.progress) || key.startsWith(STATS_PREFIX);

/** Where a kept copy's value was read, from its own key (`quarantine:<area>:<key>:<hash>`); null for any other key. */
export function keptPlace(id: string): { area: 'local' | 'sync'; key: string } | null {
  if (!id.startsWith(QUARANTINE_PREFIX)) return null;
  const rest = id.slice(QUARANTINE_PREFIX.length);
  const [area, end] = [rest.slice(0, rest.indexOf(':')), rest.lastIndexOf(':')];
  if ((area !== 'local' && area !== 'sync') || end <= area.length) return null;
  return { area, key: rest.slice(area.length + 1, end) };
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function serialize(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Keeps `value` (read from `area`'s `key`) aside, in place of that key's older
 * copy. Never throws: when storage fails the caller must leave the damaged key
 * as it is.
 */
export async function keepAside(
  local: StorageArea,
  area: 'local' | 'sync',
  key: string,
  value: unknown,
  reason: string,
  now: number,
): Promise<KeepAsideResult> {
  const text = serialize(value);
  const qkey = `${QUARANTINE_PREFIX}${area}:${key}:${hash(text)}`;
  const statistics = isStatisticsKey(key);
  const copy = { area, key, reason, at: now, ...(statistics || text.length <= MAX_KEPT ? { text } : { truncated: true, text: text.slice(0, MAX_KEPT) }) };
  try {
    const existing = await local.get(null);
    if (existing[qkey] !== undefined) return 'known';
    const drop: string[] = [];
    // Copies that may go to make room: not statistics, and not this key's (which go anyway); oldest first.
    const others: [string, number, number][] = [];
    for (const [id, v] of Object.entries(existing)) {
      const place = keptPlace(id);
      if (place?.area === area && place.key === key) drop.push(id);
      else if (place && !isStatisticsKey(place.key)) others.push([id, (v as { at?: number } | null)?.at ?? 0, id.length + serialize(v).length]);
    }
    others.sort((a, b) => a[1] - b[1]);
    let total = others.reduce((n, [, , bytes]) => n + bytes, 0) + qkey.length + serialize(copy).length;
    while (!statistics && others.length > 0 && (others.length >= MAX_ENTRIES || total > MAX_TOTAL)) {
      const [oldest, , bytes] = others.shift()!;
      drop.push(oldest);
      total -= bytes;
    }
    // Written before anything is dropped: a failure on the way loses nothing.
    await local.set({ [qkey]: copy });
    if (drop.length > 0) await local.remove(drop).catch(() => undefined);
    return 'kept';
  } catch {
    return 'failed';
  }
}
