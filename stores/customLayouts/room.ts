/**
 * Which layouts storage.sync can take, within its quotas (bytes in all, bytes an item, items: see
 * storage/syncRoom.ts). The game, settings and each device's statistics share them, so layouts keep
 * clear of a reserve for those to grow; the oldest layouts go first, and what does not fit stays on
 * this machine only.
 */
import { SYNC_QUOTA, SYNC_RESERVE } from '../storage/syncRoom';
import { itemBytes, LAYOUT_PREFIX, makeSyncEntry, type Entries, type LayoutEntry } from './stored';

export interface SyncPlan {
  /** Items to write to sync (new or changed there). */
  write: [string, LayoutEntry][];
  /** Live layouts sync has no room for. */
  noRoom: string[];
}

const same = (a: LayoutEntry | undefined, b: LayoutEntry): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * `entries`: every layout (merged); `inSync`: what sync holds; `others`: what the rest of sync takes.
 * Deletions come first (they are small and must reach other machines), then layouts oldest first.
 */
export function fitSync(
  entries: Entries,
  inSync: Entries,
  others: { bytes: number; items: number },
  isProtected: (id: string) => boolean = () => false,
): SyncPlan {
  let bytes = SYNC_QUOTA.bytes - SYNC_RESERVE.bytes - others.bytes;
  let items = SYNC_QUOTA.items - SYNC_RESERVE.items - others.items;
  const order = [...entries].sort(([, a], [, b]) => (a.d ? 0 : 1) - (b.d ? 0 : 1) || a.t - b.t);
  const write: [string, LayoutEntry][] = [];
  const noRoom: string[] = [];
  for (const [id, entry] of order) {
    const size = itemBytes(LAYOUT_PREFIX + id, makeSyncEntry(entry));
    if (isProtected(id)) continue;
    if (size > SYNC_QUOTA.itemBytes || size > bytes || items < 1) {
      if (!entry.d) noRoom.push(id);
      continue;
    }
    bytes -= size;
    items -= 1;
    if (!same(inSync.get(id), entry)) write.push([id, entry]);
  }
  return { write, noRoom };
}
