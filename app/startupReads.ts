import type { Backend, StorageArea } from '@/stores/storage/area';
import { FIRST_PAINT_KEYS } from '@/stores/storage/keys';

type Items = Record<string, unknown>;
type AreaName = keyof typeof FIRST_PAINT_KEYS;

/** What the head script (app/early-start.js) started: one read per area, and the keys changed since. */
export interface EarlyReads {
  local: Promise<Items>;
  sync: Promise<Items>;
  changed: Record<AreaName, readonly string[]>;
  /** Stops noting changes: the page's own listeners have taken over. */
  stop(): void;
}

declare global {
  var __mahjongEarlyReads: EarlyReads | undefined;
}

/** An early read of some keys: its answer, and the keys that changed after it was asked for. */
export interface EarlyRead {
  items: Promise<Items>;
  changed: readonly string[];
}

/**
 * An area whose first read of each key is answered from one read made at
 * once (or already made by the head script), so the stores' separate start-up
 * reads cost a single round trip instead of one after another. A key written
 * or changed since that read is read again, and each key is answered from it
 * only once, so no answer is older than a fresh read would have been.
 */
export function withEarlyRead(area: StorageArea, keys: readonly string[], started?: () => EarlyRead): StorageArea {
  const fresh = new Set(keys);
  // Listening first: a change from now on is seen here, one before now is in `changed`.
  const stop = area.onChanged((changes) => {
    for (const key of Object.keys(changes)) fresh.delete(key);
  });
  const { items: early, changed } = started?.() ?? { items: area.get(keys), changed: [] };
  for (const key of changed) fresh.delete(key);
  early.catch(() => undefined); // a failed early read is simply read again, where its error is handled
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

/**
 * The backend a page starts with: the first-paint keys of both areas are
 * already being read, by the head script when it could, else from here.
 */
export function withFirstPaintReads(backend: Backend, early: EarlyReads | undefined = globalThis.__mahjongEarlyReads): Backend {
  globalThis.__mahjongEarlyReads = undefined;
  const from = (name: AreaName) => (early ? () => ({ items: early[name], changed: [...early.changed[name]] }) : undefined);
  const local = withEarlyRead(backend.local, FIRST_PAINT_KEYS.local, from('local'));
  const sync = withEarlyRead(backend.sync, FIRST_PAINT_KEYS.sync, from('sync'));
  early?.stop();
  return { local, sync };
}
