import { browser } from 'wxt/browser';
import type { Backend, StorageArea, StorageChanges } from './area.ts';

function browserArea(name: 'local' | 'sync'): StorageArea {
  const area = () => browser.storage[name];
  return {
    native: name,
    async get(keys) {
      return (await area().get(keys === null ? null : [...keys])) as Record<string, unknown>;
    },
    async set(items) {
      await area().set(items);
    },
    async remove(keys) {
      await area().remove([...keys]);
    },
    onChanged(listener) {
      // The area-specific event (not storage.onChanged) keeps local and sync apart.
      const handler = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) =>
        listener(changes as StorageChanges);
      area().onChanged.addListener(handler);
      return () => area().onChanged.removeListener(handler);
    },
  };
}

/** The real extension storage. Looked up lazily so fakeBrowser resets are honoured. */
export function browserBackend(): Backend {
  return { local: browserArea('local'), sync: browserArea('sync') };
}
