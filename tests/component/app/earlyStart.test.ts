import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyStartScript } from '@/app/earlyStartScript';
import { withFirstPaintReads, type EarlyReads } from '@/app/startupReads';
import { memoryArea, type StorageArea, type StorageChanges } from '@/stores/storage/area';
import { FIRST_PAINT_KEYS } from '@/stores/storage/keys';
import { FIRST_PAINT_COPY_KEY } from '@/stores/storage/firstPaintCopy';

const script = earlyStartScript(readFileSync(resolve(__dirname, '../../../app/early-start.js'), 'utf8'));

/** An area that counts its reads. */
function countedArea() {
  const area = memoryArea();
  const reads: (readonly string[] | null)[] = [];
  const counted: StorageArea = { ...area, get: (keys) => (reads.push(keys), area.get(keys)) };
  return { area, counted, reads };
}

/** The extension API as the head script sees it: each area with `get` and its own `onChanged` event. */
function fakeApi(local: StorageArea, sync: StorageArea) {
  const listening = new Map<unknown, () => void>();
  const event = (area: StorageArea) => ({
    addListener: (listener: (changes: StorageChanges) => void) => listening.set(listener, area.onChanged(listener)),
    removeListener: (listener: unknown) => {
      listening.get(listener)?.();
      listening.delete(listener);
    },
  });
  return {
    listening,
    api: { storage: { local: { get: local.get, onChanged: event(local) }, sync: { get: sync.get, onChanged: event(sync) } } },
  };
}

/** Runs the shipped head script with the extension API as `browser` (Firefox) or `chrome`; returns what it left for the page. */
function runScript(api: unknown, as: 'browser' | 'chrome' = 'browser'): EarlyReads | undefined {
  new Function('browser', 'chrome', script)(as === 'browser' ? api : undefined, as === 'chrome' ? api : undefined);
  const early = globalThis.__mahjongEarlyReads;
  globalThis.__mahjongEarlyReads = undefined;
  return early;
}

afterEach(() => {
  globalThis.__mahjongEarlyReads = undefined;
  localStorage.removeItem('mahjong-theme');
});

describe('the head script (early-start.js)', () => {
  it('applies the mirrored theme before the app runs', () => {
    localStorage.setItem('mahjong-theme', 'dark');
    runScript(undefined);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem('mahjong-theme', 'light');
    runScript(undefined);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('leaves the storage API alone when the page has its first-paint copy, and reads when it has none', () => {
    const { counted: local, reads } = countedArea();
    const { counted: sync } = countedArea();
    const { api } = fakeApi(local, sync);
    localStorage.setItem(FIRST_PAINT_COPY_KEY, '{"v":1}');
    try {
      expect(runScript(api)).toBeUndefined();
      expect(reads).toEqual([]);
    } finally {
      localStorage.removeItem(FIRST_PAINT_COPY_KEY);
    }
    expect(runScript(api)).toBeDefined();
    expect(reads).toEqual([FIRST_PAINT_KEYS.local]);
  });

  it('is shipped with the first-paint keys in place and no comment lines', () => {
    expect(script).not.toContain('__FIRST_PAINT_KEYS__');
    expect(script).toContain(JSON.stringify(FIRST_PAINT_KEYS));
    expect(script).not.toMatch(/^\s*\/\//m);
  });

  it('asks each area for the first-paint keys, and the page takes the answers over without asking again', async () => {
    const local = countedArea();
    const sync = countedArea();
    await local.area.set({ game: { code: 'X' }, settings: { language: 'nl' }, other: 1 });
    await sync.area.set({ settings: { tileStyle: 'classic' } });
    const { api, listening } = fakeApi(local.counted, sync.counted);
    const early = runScript(api);
    expect(listening.size).toBe(2);
    expect(early).toBeDefined();
    expect(local.reads).toEqual([FIRST_PAINT_KEYS.local]);
    expect(sync.reads).toEqual([FIRST_PAINT_KEYS.sync]);

    const backend = withFirstPaintReads({ local: local.counted, sync: sync.counted }, early);
    expect(listening.size).toBe(0); // the script stopped listening once the page took over
    expect(await backend.local.get(['settings'])).toEqual({ settings: { language: 'nl' } });
    expect(await backend.local.get(['game', 'deal'])).toEqual({ game: { code: 'X' } });
    expect(await backend.sync.get(['settings'])).toEqual({ settings: { tileStyle: 'classic' } });
    expect(local.reads).toHaveLength(1);
    expect(sync.reads).toHaveLength(1);
    // Each key is answered from the early read once; a second read asks the area.
    expect(await backend.local.get(['settings'])).toEqual({ settings: { language: 'nl' } });
    expect(local.reads).toHaveLength(2);
  });

  it('a key changed after the early read was asked for is read again, never answered from it', async () => {
    const local = countedArea();
    const sync = countedArea();
    await local.area.set({ game: { code: 'old' } });
    const { api } = fakeApi(local.counted, sync.counted);
    const early = runScript(api);
    await local.area.set({ game: { code: 'new' } }); // another tab moved before this page's modules ran
    const backend = withFirstPaintReads({ local: local.counted, sync: sync.counted }, early);
    expect(await backend.local.get(['game'])).toEqual({ game: { code: 'new' } });
    expect(local.reads).toHaveLength(2);
  });

  it('works the same with the API as `chrome` (Chromium)', async () => {
    const local = countedArea();
    const sync = countedArea();
    await local.area.set({ device: 'dev2' });
    const { api } = fakeApi(local.counted, sync.counted);
    const backend = withFirstPaintReads({ local: local.counted, sync: sync.counted }, runScript(api, 'chrome'));
    expect(await backend.local.get(['device'])).toEqual({ device: 'dev2' });
    expect(local.reads).toHaveLength(1);
  });

  it('a read that cannot be asked for leaves no listener and no early reads behind', () => {
    const local = countedArea();
    const { api, listening } = fakeApi(local.counted, local.counted);
    api.storage.sync.get = () => {
      throw new Error('no sync here');
    };
    expect(runScript(api)).toBeUndefined();
    expect(listening.size).toBe(0);
  });

  it('a failed early read is read again by the page', async () => {
    const local = countedArea();
    const sync = countedArea();
    await local.area.set({ settings: { language: 'bg' } });
    let failing = true;
    const flaky: StorageArea = { ...local.counted, get: (keys) => (failing ? ((failing = false), Promise.reject(new Error('busy'))) : local.counted.get(keys)) };
    const { api } = fakeApi(flaky, sync.counted);
    const backend = withFirstPaintReads({ local: flaky, sync: sync.counted }, runScript(api));
    expect(await backend.local.get(['settings'])).toEqual({ settings: { language: 'bg' } });
  });

  it('without the head script, the page makes the early reads itself, one per area', async () => {
    const local = countedArea();
    const sync = countedArea();
    await local.area.set({ device: 'dev1' });
    const backend = withFirstPaintReads({ local: local.counted, sync: sync.counted }, undefined);
    expect(local.reads).toEqual([FIRST_PAINT_KEYS.local]);
    expect(sync.reads).toEqual([FIRST_PAINT_KEYS.sync]);
    expect(await backend.local.get(['device'])).toEqual({ device: 'dev1' });
    expect(local.reads).toHaveLength(1);
  });

  it('without an extension API the theme is still applied and no read is left behind', () => {
    localStorage.setItem('mahjong-theme', 'dark');
    expect(runScript(undefined)).toBeUndefined();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
