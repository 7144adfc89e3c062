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

/** What a damaged value was: finished games (statistics), a game, or anything else (settings, a deal). */
export type KeptKind = 'statistics' | 'game' | 'other';

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

interface Stored {
  area: 'local' | 'sync';
  key: string;
  reason: string;
  at: number;
  text: string;
  truncated?: boolean;
}

export function keptKind(area: 'local' | 'sync', key: string): KeptKind {
  if (key.startsWith(area === 'local' ? KEYS.progress : STATS_PREFIX)) return 'statistics';
  return key === KEYS.game || key === KEYS.offered ? 'game' : 'other';
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

/** A stored copy read back; what older releases wrote has the same form. Anything else under the prefix is not ours to show. */
function readCopy(id: string, value: unknown): KeptCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<Stored>;
  if ((v.area !== 'local' && v.area !== 'sync') || typeof v.key !== 'string' || typeof v.text !== 'string') return null;
  return {
    id, area: v.area, key: v.key, kind: keptKind(v.area, v.key), reason: typeof v.reason === 'string' ? v.reason : '',
    at: typeof v.at === 'number' && Number.isFinite(v.at) ? v.at : 0, size: v.text.length, truncated: v.truncated === true, text: v.text,
  };
}

function copiesIn(items: Record<string, unknown>): KeptCopy[] {
  const copies: KeptCopy[] = [];
  for (const [id, value] of Object.entries(items)) {
    if (!id.startsWith(QUARANTINE_PREFIX)) continue;
    const copy = readCopy(id, value);
    if (copy) copies.push(copy);
  }
  return copies;
}

/** The other copies to drop so that the copies which may be dropped stay within bounds once `adding` bytes are added. */
function evicted(copies: readonly KeptCopy[], adding: number): string[] {
  const droppable = copies.filter((c) => c.kind !== 'statistics').sort((a, b) => a.at - b.at);
  let total = droppable.reduce((n, c) => n + c.id.length + c.size, 0) + adding;
  const drop: string[] = [];
  while (droppable.length > 0 && (droppable.length >= MAX_ENTRIES || total > MAX_TOTAL)) {
    const oldest = droppable.shift()!;
    drop.push(oldest.id);
    total -= oldest.id.length + oldest.size;
  }
  return drop;
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
  const whole = keptKind(area, key) === 'statistics' || text.length <= MAX_KEPT;
  const copy: Stored = { area, key, reason, at: now, ...(whole ? { text } : { truncated: true, text: text.slice(0, MAX_KEPT) }) };
  try {
    const existing = await local.get(null);
    if (existing[qkey] !== undefined) return 'known';
    const copies = copiesIn(existing);
    const older = copies.filter((c) => c.area === area && c.key === key).map((c) => c.id);
    const others = copies.filter((c) => c.area !== area || c.key !== key);
    const drop = [...older, ...(keptKind(area, key) === 'statistics' ? [] : evicted(others, qkey.length + copy.text.length))];
    // Written before anything is dropped: a failure on the way loses nothing.
    await local.set({ [qkey]: copy });
    if (drop.length > 0) await local.remove(drop).catch(() => undefined);
    return 'kept';
  } catch {
    return 'failed';
  }
}

/** Every copy kept aside, newest first. */
export async function keptAside(local: StorageArea): Promise<KeptCopy[]> {
  return copiesIn(await local.get(null)).sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : 1));
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
