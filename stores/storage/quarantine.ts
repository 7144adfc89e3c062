/**
 * Damaged values are never deleted: a copy goes to a quarantine key in
 * storage.local before the app falls back to defaults for that part.
 */
import type { StorageArea } from './area.ts';
import { QUARANTINE_PREFIX } from './keys.ts';

/** Quarantined copies are cut at 1 MB, and at most 20 are kept, so hostile values cannot fill local storage. */
const MAX_KEPT = 1_000_000;
const MAX_ENTRIES = 20;

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
 * Keeps `value` (read from `area`'s `key`) aside. Returns true when a new copy
 * was kept, false when this very value was already kept (say it only once).
 */
export async function keepAside(
  local: StorageArea,
  area: 'local' | 'sync',
  key: string,
  value: unknown,
  reason: string,
  now: number,
): Promise<boolean> {
  const text = serialize(value);
  const qkey = `${QUARANTINE_PREFIX}${area}:${key}:${hash(text)}`;
  const existing = await local.get(null);
  if (existing[qkey] !== undefined) return false;
  // Past the cap the first copies are the ones worth keeping; the part still falls back to defaults.
  if (Object.keys(existing).filter((k) => k.startsWith(QUARANTINE_PREFIX)).length >= MAX_ENTRIES) return true;
  const kept = text.length > MAX_KEPT ? { truncated: true, text: text.slice(0, MAX_KEPT) } : { text };
  await local.set({ [qkey]: { area, key, reason, at: now, ...kept } });
  return true;
}
