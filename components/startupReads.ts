import type { Backend, StorageArea } from '@/stores/storage/area';
import { KEYS } from '@/stores/storage/keys';

/** What the first paint needs from each area: read in one round trip each, as the page starts. */
export const FIRST_PAINT_KEYS = {
  local: [KEYS.settings, KEYS.device, KEYS.game, KEYS.offered, KEYS.deal],
  sync: [KEYS.settings, KEYS.game],
} as const;

/**
 * An area whose first read of each key is answered from one read made at
 * once, so the stores' separate start-up reads cost a single round trip
 * instead of one after another. A key written or changed since that read is
 * read again, and each key is answered from it only once, so no answer is
 * older than a fresh read would have been.
 */
export function withEarlyRead(area: StorageArea, keys: readonly string[]): StorageArea {
  const fresh = new Set(keys);
  const early = area.get(keys);
  early.catch(() => undefined); // a failed early read is simply read again, where its error is handled
  const stop = area.onChanged((changes) => {
    for (const key of Object.keys(changes)) fresh.delete(key);
  });
  const spend = (spent: readonly string[]) => {
    for (const key of spent) fresh.delete(key);
    if (fresh.size === 0) stop();
  };
  return {
    get(wanted) {
      if (wanted === null || wanted.length === 0 || !wanted.every((key) => fresh.has(key))) return area.get(wanted);
      spend(wanted);
      return early.then(
        (items) => Object.fromEntries(wanted.filter((key) => key in items).map((key) => [key, items[key]])),
        () => area.get(wanted),
      );
    },
    set(items) {
      spend(Object.keys(items));
      return area.set(items);
    },
    remove(removed) {
      spend(removed);
      return area.remove(removed);
    },
    onChanged: (listener) => area.onChanged(listener),
  };
}

/** The backend a page starts with: the first-paint keys of both areas are already being read. */
export function withFirstPaintReads(backend: Backend): Backend {
  return { local: withEarlyRead(backend.local, FIRST_PAINT_KEYS.local), sync: withEarlyRead(backend.sync, FIRST_PAINT_KEYS.sync) };
}
