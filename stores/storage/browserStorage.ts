/**
 * The browser's storage API as the pages use it, loaded after the first frame: webextension-polyfill's
 * `browser.storage`, with storage.sync's writes isolated item by item (syncIsolation.ts).
 */
import { browser as polyfilled } from 'wxt/browser';
import { isolating } from './syncIsolation.ts';

const { local, sync } = polyfilled.storage;

export const browser = {
  storage: {
    local,
    // Calls on the area itself (Firefox's own objects want their own `this`), with `set` isolated.
    sync: {
      get: (keys: Parameters<typeof sync.get>[0]) => sync.get(keys),
      set: isolating((items) => sync.set(items)),
      remove: (keys: Parameters<typeof sync.remove>[0]) => sync.remove(keys),
      onChanged: sync.onChanged,
    },
  },
} as unknown as typeof polyfilled;
