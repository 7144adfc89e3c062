/**
 * The storage areas the stores persist to, behind a small interface so that
 * tests and the benchmark can run two "machines" side by side.
 */
export type StorageChanges = Record<string, { newValue?: unknown; oldValue?: unknown }>;

export interface StorageArea {
  /** `null` reads every key. */
  get(keys: readonly string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  /** Returns the function that stops listening. */
  onChanged(listener: (changes: StorageChanges) => void): () => void;
  /** The browser's own area behind this one, for what only the browser can say (bytes in use, quota). */
  native?: 'local' | 'sync';
  /** The area's quota in bytes (Infinity: unlimited); storage.local's 10 MB when not said. */
  quotaBytes?: number;
}

/** The two storage areas: this machine's, and the one synced to the player's other machines. */
export type AreaName = 'local' | 'sync';

export interface Backend {
  local: StorageArea;
  sync: StorageArea;
}

/** An in-memory area that copies values like the browser does (structured as JSON). */
export function memoryArea(): StorageArea & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  const listeners = new Set<(changes: StorageChanges) => void>();
  const copy = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const emit = (changes: StorageChanges): void => {
    if (Object.keys(changes).length === 0) return;
    for (const listener of [...listeners]) listener(changes);
  };
  return {
    data,
    async get(keys) {
      const out: Record<string, unknown> = {};
      for (const key of keys ?? [...data.keys()]) if (data.has(key)) out[key] = copy(data.get(key));
      return out;
    },
    async set(items) {
      const changes: StorageChanges = {};
      for (const [key, value] of Object.entries(items)) {
        if (value === undefined) continue;
        changes[key] = { oldValue: copy(data.get(key)), newValue: copy(value) };
        data.set(key, copy(value));
      }
      emit(changes);
    },
    async remove(keys) {
      const changes: StorageChanges = {};
      for (const key of keys) {
        if (!data.has(key)) continue;
        changes[key] = { oldValue: data.get(key) };
        data.delete(key);
      }
      emit(changes);
    },
    onChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
