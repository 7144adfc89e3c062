/**
 * Room left in storage.local, checked before a large write (an import) so that
 * a write the browser would refuse is not started. The quota is 10 MB unless
 * the extension holds `unlimitedStorage`; an area says how many bytes it uses
 * where it can (`bytesInUse`), else they are counted from its contents.
 */
import { browser } from 'wxt/browser';
import type { StorageArea } from './area.ts';
import { storedBytes } from './recordsCodec.ts';

export const LOCAL_QUOTA_BYTES = 10 * 1024 * 1024;

type Counting = { getBytesInUse?: (keys: null) => Promise<number> };

/** What the browser says of its own area: its quota, and the bytes in use where it can count them. */
function nativeSpace(name: 'local' | 'sync'): { quota: number; used: (() => Promise<number>) | null } {
  const permissions = browser.runtime.getManifest?.().permissions ?? [];
  const quota = name === 'local' && permissions.includes('unlimitedStorage') ? Infinity : LOCAL_QUOTA_BYTES;
  const area = browser.storage[name] as unknown as Counting;
  return { quota, used: typeof area.getBytesInUse === 'function' ? () => area.getBytesInUse!(null) : null };
}

export async function freeLocalBytes(area: StorageArea): Promise<number> {
  const native = area.native ? nativeSpace(area.native) : null;
  const quota = area.quotaBytes ?? native?.quota ?? LOCAL_QUOTA_BYTES;
  if (!Number.isFinite(quota)) return Infinity;
  let used = 0;
  if (native?.used) used = await native.used();
  else for (const [key, value] of Object.entries(await area.get(null))) used += storedBytes(key, value);
  return quota - used;
}

/** Bytes `items` add to `area` over what their keys hold now. */
export async function addedBytes(area: StorageArea, items: Record<string, unknown>): Promise<number> {
  const current = await area.get(Object.keys(items));
  let added = 0;
  for (const [key, value] of Object.entries(items)) {
    added += storedBytes(key, value) - (current[key] === undefined ? 0 : storedBytes(key, current[key]));
  }
  return added;
}

/** Writes `items` when the area has room for them; false, with nothing written, when it has not or the write failed. */
export async function setIfRoom(area: StorageArea, items: Record<string, unknown>): Promise<boolean> {
  try {
    if ((await addedBytes(area, items)) > (await freeLocalBytes(area))) return false;
    await area.set(items);
    return true;
  } catch {
    return false;
  }
}
