import { describe, expect, it } from 'vitest';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { settleRead, settleUnread, type ReadActions, type ReadNotice, type StoredPlace } from '@/stores/storage/readPolicy';

const NOW = Date.UTC(2026, 0, 1);
const PLACE: StoredPlace = { area: 'sync', key: 'settings' };

/** The policy's actions, recorded; `quarantine` is where damaged values go. */
function recorder(quarantine: StorageArea = memoryArea()) {
  const protectedPlaces: StoredPlace[] = [];
  const notices: ReadNotice[] = [];
  const actions: ReadActions = {
    quarantine,
    now: () => NOW,
    protect: (place) => protectedPlaces.push(place),
    notify: (notice) => notices.push(notice),
  };
  return { actions, protectedPlaces, notices };
}

/** storage.local refusing every write (quota full, or the profile read-only). */
function refusingArea(): StorageArea {
  const area = memoryArea();
  return { ...area, set: () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')) };
}

describe('the read policy', () => {
  it('uses a value that reads well, and does nothing else', async () => {
    const quarantine = memoryArea();
    const { actions, protectedPlaces, notices } = recorder(quarantine);
    const value = await settleRead({ v: 1, theme: 'dark' }, { kind: 'ok', value: { theme: 'dark' } }, PLACE, actions);
    expect(value).toEqual({ theme: 'dark' });
    expect(protectedPlaces).toEqual([]);
    expect(notices).toEqual([]);
    expect(quarantine.data.size).toBe(0);
  });

  it('leaves a missing value to the defaults, silently', async () => {
    const { actions, protectedPlaces, notices } = recorder();
    expect(await settleRead(undefined, { kind: 'missing' }, PLACE, actions)).toBeNull();
    expect(protectedPlaces).toEqual([]);
    expect(notices).toEqual([]);
  });

  it("leaves a newer release's value alone: never written over, not kept aside, and says so", async () => {
    const quarantine = memoryArea();
    const { actions, protectedPlaces, notices } = recorder(quarantine);
    expect(await settleRead({ v: 9 }, { kind: 'newer' }, PLACE, actions)).toBeNull();
    expect(protectedPlaces).toEqual([PLACE]);
    expect(notices).toEqual(['notices.newerData']);
    expect(quarantine.data.size).toBe(0);
  });

  it('gives back what the caller can still use of a newer value', async () => {
    const { actions, protectedPlaces } = recorder();
    const fallback = { theme: 'dark' };
    expect(await settleRead({ v: 1, theme: 'dark', style: 'neon' }, { kind: 'newer', fallback }, PLACE, actions)).toBe(fallback);
    expect(protectedPlaces).toEqual([PLACE]);
  });

  it('keeps a damaged value aside, says so once, and lets the page write over it', async () => {
    const quarantine = memoryArea();
    const { actions, protectedPlaces, notices } = recorder(quarantine);
    const raw = { v: 1, settings: 'garbled' };
    expect(await settleRead(raw, { kind: 'bad', reason: 'settings missing' }, PLACE, actions)).toBeNull();
    const kept = [...quarantine.data.entries()];
    expect(kept).toHaveLength(1);
    expect(kept[0][0]).toMatch(/^quarantine:sync:settings:/);
    expect(kept[0][1]).toMatchObject({ area: 'sync', key: 'settings', reason: 'settings missing', at: NOW, text: JSON.stringify(raw) });
    expect(notices).toEqual(['notices.keptAside']);
    expect(protectedPlaces).toEqual([]);

    // The same damage read again (another tab, a reload) is kept already: nothing more is said.
    await settleRead(raw, { kind: 'bad', reason: 'settings missing' }, PLACE, actions);
    expect(quarantine.data.size).toBe(1);
    expect(notices).toEqual(['notices.keptAside']);
  });

  it('gives back the usable part of a damaged value once it is kept aside', async () => {
    const { actions } = recorder();
    const fallback = { theme: 'light' };
    expect(await settleRead({ v: 1 }, { kind: 'bad', reason: 'damaged fields', fallback }, PLACE, actions)).toBe(fallback);
  });

  it('leaves a damaged value where it is when it cannot be kept aside, and says saving failed', async () => {
    const { actions, protectedPlaces, notices } = recorder(refusingArea());
    const place: StoredPlace = { area: 'local', key: 'progress:abcd1234' };
    expect(await settleRead({ v: 1, device: 'x' }, { kind: 'bad', reason: 'device' }, place, actions)).toBeNull();
    expect(protectedPlaces).toEqual([place]);
    expect(notices).toEqual(['notices.saveFailed']);
  });

  it('never writes over a key it could not read', () => {
    const { actions, protectedPlaces, notices } = recorder();
    settleUnread({ area: 'local', key: 'game' }, actions);
    expect(protectedPlaces).toEqual([{ area: 'local', key: 'game' }]);
    expect(notices).toEqual(['notices.saveFailed']);
  });
});
