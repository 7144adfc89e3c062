/**
 * Damaged values are never deleted: a copy goes to a quarantine key in
 * storage.local before the app falls back to defaults for that part.
 */
import type { StorageArea } from './area.ts';
import { QUARANTINE_PREFIX } from './keys.ts';

/**
 * Each copy is cut at 64 kB and at most 20 copies or 1 MB are kept (a tenth of
 * storage.local's 10 MB quota), so hostile values cannot fill local storage.
 * Past that the oldest copy goes: the newest damage is the one worth looking at.
 */
const MAX_KEPT = 64_000;
const MAX_ENTRIES = 20;
const MAX_TOTAL = 1_000_000;

/** kept: a new copy was written; known: this very value was kept before (say it once); failed: storage refused. */
export type KeepAsideResult = 'kept' | 'known' | 'failed';

interface Kept {
  at: number;
  bytes: number;
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

function keptEntries(items: Record<string, unknown>): [string, Kept][] {
  return Object.entries(items)
    .filter(([k]) => k.startsWith(QUARANTINE_PREFIX))
    .map(([k, v]): [string, Kept] => {
      const at = typeof v === 'object' && v !== null && typeof (v as { at?: unknown }).at === 'number' ? (v as { at: number }).at : 0;
      return [k, { at, bytes: k.length + serialize(v).length }];
    })
    .sort((a, b) => a[1].at - b[1].at);
}

/**
 * Keeps `value` (read from `area`'s `key`) aside. Never throws: when storage
 * fails the caller must leave the damaged key as it is.
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
  const copy = { area, key, reason, at: now, ...(text.length > MAX_KEPT ? { truncated: true, text: text.slice(0, MAX_KEPT) } : { text }) };
  try {
    const existing = await local.get(null);
    if (existing[qkey] !== undefined) return 'known';
    const entries = keptEntries(existing);
    let total = entries.reduce((n, [, e]) => n + e.bytes, 0) + qkey.length + serialize(copy).length;
    const drop: string[] = [];
    while (entries.length > 0 && (entries.length >= MAX_ENTRIES || total > MAX_TOTAL)) {
      const [oldest, e] = entries.shift()!;
      drop.push(oldest);
      total -= e.bytes;
    }
    await local.set({ [qkey]: copy });
    if (drop.length > 0) await local.remove(drop);
    return 'kept';
  } catch {
    return 'failed';
  }
}
