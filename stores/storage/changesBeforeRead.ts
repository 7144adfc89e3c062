/**
 * Listening to storage starts before a store's first read, so that no write
 * another page makes meanwhile is missed. What arrives before that read has
 * been applied waits, in order of arrival: applied first, the read would put
 * the older value back over it.
 */
import type { StorageArea, StorageChanges } from './area.ts';

export interface ChangesBeforeRead {
  /** Listens to `area` from now on; returns the function that stops listening. */
  listen(area: StorageArea, handle: (changes: StorageChanges) => void): () => void;
  /** The first read is applied: what waited is handled now, and whatever comes later at once. */
  readApplied(): void;
}

export function changesBeforeRead(): ChangesBeforeRead {
  let applied = false;
  const waiting: (() => void)[] = [];
  return {
    listen(area, handle) {
      return area.onChanged((changes) => {
        if (applied) handle(changes);
        else waiting.push(() => handle(changes));
      });
    },
    readApplied() {
      applied = true;
      // Handlers may listen or apply further; take the queue out first so each runs once.
      for (const run of waiting.splice(0)) run();
    },
  };
}
