/**
 * A model of storage.sync across machines: each machine has its own replica;
 * writes reach the server when the machine uploads and the other replicas
 * when they download, possibly late and in any order. The server keeps the
 * last write per key (last-write-wins), like the browsers' sync.
 * Replicas can enforce the sync quotas and fail on demand.
 */
import { memoryArea, type StorageArea, type StorageChanges } from '@/stores/storage/area';

export const QUOTA = { perItem: 8_192, total: 102_400, items: 512, perMinute: 120, perHour: 1_800 };

export interface Replica extends StorageArea {
  /** Writes made here and not yet uploaded. */
  outbox: { key: string; value: unknown }[];
  writes: number[]; // times of set() calls
  written: string[]; // the keys of every set() call tried, in order (what downloads bring is not written here)
  failNext: number; // the next n set() calls reject
  bytes(): number;
  /** Puts values in place as if they had always been there (no write, no quota). */
  seed(items: Record<string, unknown>): Promise<void>;
}

const byteLength = (key: string, value: unknown) => new TextEncoder().encode(key + JSON.stringify(value)).length;

export function replica(now: () => number, enforceQuota = true): Replica {
  const store = memoryArea();
  const r: Replica = {
    outbox: [],
    writes: [],
    written: [],
    failNext: 0,
    bytes() {
      let total = 0;
      for (const [key, value] of store.data) total += byteLength(key, value);
      return total;
    },
    get: (keys) => store.get(keys),
    seed: (items) => store.set(items),
    async set(items) {
      r.written.push(...Object.keys(items)); // tried, whether or not it fails
      if (r.failNext > 0) {
        r.failNext -= 1;
        throw new Error('QUOTA_BYTES quota exceeded');
      }
      const t = now();
      r.writes.push(t);
      if (enforceQuota) {
        const lastMinute = r.writes.filter((w) => w > t - 60_000).length;
        const lastHour = r.writes.filter((w) => w > t - 3_600_000).length;
        if (lastMinute > QUOTA.perMinute) throw new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded');
        if (lastHour > QUOTA.perHour) throw new Error('MAX_WRITE_OPERATIONS_PER_HOUR quota exceeded');
        let total = r.bytes();
        for (const [key, value] of Object.entries(items)) {
          if (byteLength(key, value) > QUOTA.perItem) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
          total += byteLength(key, value) - (store.data.has(key) ? byteLength(key, store.data.get(key)) : 0);
        }
        if (total > QUOTA.total) throw new Error('QUOTA_BYTES quota exceeded');
      }
      for (const [key, value] of Object.entries(items)) r.outbox.push({ key, value: JSON.parse(JSON.stringify(value)) });
      await store.set(items);
    },
    async remove(keys) {
      for (const key of keys) r.outbox.push({ key, value: undefined });
      await store.remove(keys);
    },
    onChanged: (listener: (changes: StorageChanges) => void) => store.onChanged(listener),
  };
  // Downloads are applied to the store directly: they are not this replica's writes.
  (r as Replica & { apply(key: string, value: unknown): Promise<void> }).apply = async (key, value) => {
    if (value === undefined) await store.remove([key]);
    else await store.set({ [key]: value });
  };
  return r;
}

/** The sync server: last write per key wins, in the order uploads reach it. */
export function syncServer() {
  const data = new Map<string, { value: unknown; version: number }>();
  let version = 0;
  const seen = new Map<Replica, Map<string, number>>();
  return {
    data,
    /** Sends some of the replica's pending writes (`pick` chooses which, in which order). */
    upload(r: Replica, pick: (pending: number) => number[] = (n) => [...Array(n).keys()]) {
      const chosen = pick(r.outbox.length);
      const sent = chosen.map((i) => r.outbox[i]);
      r.outbox = r.outbox.filter((_, i) => !chosen.includes(i));
      for (const w of sent) data.set(w.key, { value: w.value, version: ++version });
    },
    /** Delivers what changed on the server since this replica last heard, keys in the order given by `order`. */
    async download(r: Replica, order: (keys: string[]) => string[] = (k) => k) {
      const known = seen.get(r) ?? new Map<string, number>();
      seen.set(r, known);
      const fresh = [...data].filter(([key, v]) => (known.get(key) ?? 0) < v.version).map(([key]) => key);
      for (const key of order(fresh)) {
        const v = data.get(key)!;
        known.set(key, v.version);
        // A write still waiting in this replica's outbox is newer locally: the server copy would be overwritten by it.
        if (r.outbox.some((w) => w.key === key)) continue;
        await (r as Replica & { apply(key: string, value: unknown): Promise<void> }).apply(key, v.value);
      }
    },
  };
}
