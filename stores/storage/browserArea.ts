import type { AreaName, Backend, StorageArea, StorageChanges } from './area.ts';

type Browser = typeof import('wxt/browser').browser;
type ChangeEvent = Browser['storage']['local']['onChanged'];

/**
 * The storage calls go through webextension-polyfill's promise-based `browser`, loaded on first
 * use: a page draws its first frame from its first-paint copy (app/firstPaintCopy.ts), so the
 * polyfill stays out of the new tab's first load. storage.sync's writes are isolated item by item
 * there (syncIsolation.ts), so that one item it refuses never holds back another.
 */
function lazyBrowser(): () => Promise<Browser> {
  let loading: Promise<Browser> | null = null;
  return () => (loading ??= import('./browserStorage.ts').then((m) => m.browser));
}

/**
 * The area's change event as the platform gives it (Firefox's `browser`, Chromium's `chrome`):
 * listening must start at once, before the first read is answered, or a change made meanwhile
 * would be missed. Events need no promise wrapping, so nothing is lost by not waiting for the
 * polyfill here. Looked up on each use so that test doubles swapped in later are honoured.
 */
function changeEvent(name: AreaName): ChangeEvent | null {
  const scope = globalThis as { browser?: Browser; chrome?: Browser };
  return (scope.browser ?? scope.chrome)?.storage?.[name]?.onChanged ?? null;
}

function browserArea(name: AreaName, browser: () => Promise<Browser>): StorageArea {
  const area = async () => (await browser()).storage[name];
  return {
    native: name,
    async get(keys) {
      return (await (await area()).get(keys === null ? null : [...keys])) as Record<string, unknown>;
    },
    async set(items) {
      await (await area()).set(items);
    },
    async remove(keys) {
      await (await area()).remove([...keys]);
    },
    onChanged(listener) {
      // The area-specific event (not storage.onChanged) keeps local and sync apart.
      const handler = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) => listener(changes as StorageChanges);
      const event = changeEvent(name);
      if (event) {
        event.addListener(handler);
        return () => event.removeListener(handler);
      }
      // No platform event at hand (never on the browsers we support): listen once the polyfill is there.
      let stopped = false;
      let stop = (): void => {
        stopped = true;
      };
      void area().then((a) => {
        if (stopped) return;
        a.onChanged.addListener(handler);
        stop = () => a.onChanged.removeListener(handler);
      });
      return () => stop();
    },
  };
}

/** The real extension storage. */
export function browserBackend(): Backend {
  const browser = lazyBrowser();
  return { local: browserArea('local', browser), sync: browserArea('sync', browser) };
}
