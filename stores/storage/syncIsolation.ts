/**
 * storage.sync written item by item where it must be: the browsers refuse a whole `set` when one
 * of its items is refused (too large, no room left, too many writes), so a write that fails is
 * split in halves until each refused key stands alone, and every other key is written. A refused
 * key is then held: tried again alone after its own growing delay (1 minute, doubling, at most
 * 30), and not sent before. The write says which keys it refused (`refused` on the error it
 * throws): the sync writer keeps only those staged, says sync is failing, and writes the others
 * at the usual pace. Loaded with the browser's storage API, after the first frame.
 */
import type { StorageArea } from './area.ts';

type Set = StorageArea['set'];

export function isolating(set: Set, now: () => number = () => performance.now()): Set & { held(): string[] } {
  const held = new Map<string, { failures: number; retryAt: number }>();
  const isolated = async (items: Record<string, unknown>): Promise<void> => {
    const refused: string[] = [];
    let cause: unknown = null;
    async function send(entries: [string, unknown][]): Promise<void> {
      if (entries.length === 0) return;
      try {
        await set(Object.fromEntries(entries));
        for (const [key] of entries) held.delete(key);
      } catch (error) {
        if (entries.length > 1) {
          const half = Math.ceil(entries.length / 2);
          await send(entries.slice(0, half));
          return send(entries.slice(half));
        }
        const [key] = entries[0];
        const failures = (held.get(key)?.failures ?? 0) + 1;
        held.set(key, { failures, retryAt: now() + Math.min(30 * 60_000, 60_000 * 2 ** (failures - 1)) });
        refused.push(key);
        cause = error;
      }
    }
    const entries = Object.entries(items);
    const alone = entries.filter(([key]) => held.has(key));
    await send(entries.filter((entry) => !alone.includes(entry)));
    for (const entry of alone) {
      if (held.get(entry[0])!.retryAt <= now()) await send([entry]);
      else refused.push(entry[0]);
    }
    if (refused.length === 0) return;
    const error = cause instanceof Error ? cause : new Error(`storage.sync refused ${refused.join(', ')}`);
    throw Object.assign(error, { refused });
  };
  return Object.assign(isolated, { held: () => [...held.keys()] });
}

/** `area` with its writes isolated item by item. */
export function isolatingArea(area: StorageArea, now?: () => number): StorageArea & { held(): string[] } {
  const set = isolating((items) => area.set(items), now);
  return { ...area, set, held: set.held };
}
