/** The player's own layouts in storage: both areas, sync's quotas, merging machines, damaged and newer data. */
import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { Slot } from '@/core/layout';
import { encodeShape, shapeId } from '@/core/layoutFiles';
import { provideServices, useServices } from '@/stores/services';
import { useCustomLayoutsStore } from '@/stores/customLayouts';
import { useNoticesStore } from '@/stores/notices';
import { LAYOUT_PREFIX, LOCAL_LAYOUTS } from '@/stores/customLayouts/stored';
import { fitSync } from '@/stores/customLayouts/room';
import { SYNC_QUOTA, SYNC_RESERVE } from '@/stores/storage/syncRoom';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { QUARANTINE_PREFIX } from '@/stores/storage/keys';
import { block } from '../../support/layoutFiles';

/** A 144-tile board whose small top storey sits at `x`: a different shape for each x. */
const shape = (x: number): Slot[] => [...block(12, 11), ...block(4, 3, x, 6, 1)];
const T0 = Date.UTC(2026, 0, 1);

function page(local: StorageArea, sync: StorageArea, at = T0) {
  const pinia = createPinia();
  const clock = virtualClock(at);
  provideServices(pinia, { backend: { local, sync }, clock });
  setActivePinia(pinia);
  return { clock, services: useServices(), store: useCustomLayoutsStore(), notices: useNoticesStore() };
}

describe('custom layouts in storage', () => {
  it('keeps a layout in storage.local whole and in storage.sync as one small item', async () => {
    const local = memoryArea();
    const sync = memoryArea();
    const { store } = page(local, sync);
    const result = await store.add([{ name: 'Tower <b>one</b>', author: 'Ana', slots: shape(4) }]);
    expect(result.saved).toEqual({ ok: true, localOnly: [] });
    const id = shapeId(shape(4));
    expect(result.added.map((l) => l.id)).toEqual([id]);
    expect(result.added[0].name).toBe('Tower <b>one</b>'); // kept as text: the page never renders it as markup
    const item = sync.data.get(LAYOUT_PREFIX + id) as Record<string, unknown>;
    expect(item).toMatchObject({ v: 1, s: encodeShape(shape(4)), n: 'Tower <b>one</b>', a: 'Ana' });
    expect(JSON.stringify(item).length).toBeLessThan(300);
    expect(Object.keys((local.data.get(LOCAL_LAYOUTS) as { items: object }).items)).toEqual([id]);
  });

  it('recognises the same shape under another name, moved or reordered, as already there', async () => {
    const { store } = page(memoryArea(), memoryArea());
    await store.add([{ name: 'First', slots: shape(4) }]);
    const moved = shape(4).map((s) => ({ ...s, x: s.x + 6, y: s.y + 2 })).reverse();
    const again = await store.add([{ name: 'Second', slots: moved }]);
    expect(again.added).toEqual([]);
    expect(again.already.map((a) => a.layout.name)).toEqual(['First']);
    expect(store.layouts.map((l) => l.name)).toEqual(['First']);
  });

  it('brings a layout added on one machine to another, and a deletion too, without bringing it back', async () => {
    const sync = memoryArea();
    const a = page(memoryArea(), sync);
    await a.store.add([{ name: 'Shared', slots: shape(2) }, { name: 'Kept', slots: shape(6) }]);
    const bLocal = memoryArea();
    const b = page(bLocal, sync, T0 + 1000);
    await b.store.init();
    expect(b.store.layouts.map((l) => l.name)).toEqual(['Shared', 'Kept']);
    // B keeps them in its own storage.local as well, at its first change.
    await b.store.rename(shapeId(shape(6)), 'Kept, renamed on B');
    expect(Object.keys((bLocal.data.get(LOCAL_LAYOUTS) as { items: object }).items)).toHaveLength(2);
    const again = page(a.services.backend.local, sync, T0 + 5000);
    await again.store.remove(shapeId(shape(2)));
    // B's own copy still holds the deleted layout, with an older time: the deletion wins.
    const b2 = page(bLocal, sync, T0 + 9000);
    await b2.store.init();
    await b2.store.refresh();
    expect(b2.store.layouts.map((l) => l.name)).toEqual(['Kept, renamed on B']);
    await b2.store.rename(shapeId(shape(6)), 'Kept again');
    expect(Object.keys((bLocal.data.get(LOCAL_LAYOUTS) as { items: Record<string, { d?: 1 }> }).items).sort()).toHaveLength(2);
    expect((bLocal.data.get(LOCAL_LAYOUTS) as { items: Record<string, { d?: 1 }> }).items[shapeId(shape(2))].d).toBe(1);
  });

  it('keeps on this machine what sync has no room for, says so, and loses nothing', async () => {
    const local = memoryArea();
    const sync = memoryArea();
    // The rest of sync (statistics of many devices) leaves room for two layouts (about 150 bytes each).
    let left = SYNC_QUOTA.bytes - SYNC_RESERVE.bytes - 400;
    for (let i = 0; left > 0; i++) {
      const key = `stats:device${i}`;
      const filler = 'x'.repeat(Math.max(0, Math.min(7_000, left - key.length - 20)));
      sync.data.set(key, { v: 1, filler });
      left -= key.length + JSON.stringify({ v: 1, filler }).length;
    }
    const { store } = page(local, sync);
    const shapes = [0, 2, 4, 6, 8].map(shape);
    const result = await store.add(shapes.map((slots, i) => ({ name: `L${i}`, slots })));
    expect(result.added).toHaveLength(5);
    const localOnly = result.saved.ok ? result.saved.localOnly : [];
    expect(localOnly.length).toBeGreaterThan(0);
    // The oldest went to sync; the newest stay here.
    expect(localOnly).toContain(shapeId(shapes[4]));
    expect(localOnly).not.toContain(shapeId(shapes[0]));
    const synced = [...sync.data.keys()].filter((k) => k.startsWith(LAYOUT_PREFIX));
    expect(synced.length).toBeGreaterThan(0);
    expect(synced.length + localOnly.length).toBe(5);
    expect(Object.keys((local.data.get(LOCAL_LAYOUTS) as { items: object }).items)).toHaveLength(5);
    const bytes = [...sync.data].reduce((sum, [k, v]) => sum + k.length + JSON.stringify(v).length, 0);
    expect(bytes).toBeLessThanOrEqual(SYNC_QUOTA.bytes - SYNC_RESERVE.bytes);
  });

  it('keeps the layout on this machine when sync refuses the write (its quota as the browser counts it)', async () => {
    const sync = memoryArea();
    sync.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    const local = memoryArea();
    const { store } = page(local, sync);
    const result = await store.add([{ name: 'Local', slots: shape(4) }]);
    expect(result.saved).toEqual({ ok: true, localOnly: [shapeId(shape(4))] });
    expect(store.layouts).toHaveLength(1);
  });

  it('changes nothing when storage.local refuses the write', async () => {
    const local = memoryArea();
    local.set = () => Promise.reject(new Error('disk full'));
    const sync = memoryArea();
    const { store } = page(local, sync);
    const result = await store.add([{ name: 'Nowhere', slots: shape(4) }]);
    expect(result.saved).toEqual({ ok: false, reason: 'saveFailed' });
    expect(result.added).toEqual([]);
    expect(store.layouts).toEqual([]);
    expect(sync.data.size).toBe(0);
  });

  it('keeps damaged entries aside and uses the rest, and leaves a newer release’s set untouched', async () => {
    const good = shapeId(shape(4));
    const local = memoryArea();
    local.data.set(LOCAL_LAYOUTS, {
      v: 1,
      items: {
        [good]: { s: encodeShape(shape(4)), n: 'Good', t: T0 },
        CAAAAAAAAAA: { s: encodeShape(shape(6)), n: 'Wrong id', t: T0 },
        __proto__: { n: 'x', t: T0 },
      },
    });
    const sync = memoryArea();
    sync.data.set(`${LAYOUT_PREFIX}CBBBBBBBBBB`, { v: 1, s: '!!!', n: 'junk', t: T0 });
    const { store, notices } = page(local, sync);
    await store.init();
    expect(store.layouts.map((l) => l.name)).toEqual(['Good']);
    const kept = [...local.data.keys()].filter((k) => k.startsWith(QUARANTINE_PREFIX));
    expect(kept.some((k) => k.includes(`local:${LOCAL_LAYOUTS}`))).toBe(true);
    expect(kept.some((k) => k.includes(`sync:${LAYOUT_PREFIX}CBBBBBBBBBB`))).toBe(true);
    expect(notices.notices.map((n) => n.key)).toContain('notices.keptAside');

    const newerLocal = memoryArea();
    const newer = { v: 99, items: { whatever: true } };
    newerLocal.data.set(LOCAL_LAYOUTS, newer);
    const later = page(newerLocal, memoryArea());
    const refused = await later.store.add([{ name: 'Not now', slots: shape(4) }]);
    expect(refused.saved).toEqual({ ok: false, reason: 'protected' });
    expect(newerLocal.data.get(LOCAL_LAYOUTS)).toEqual(newer);
  });
});

describe('fitSync', () => {
  const entry = (t: number, d = false) => (d ? { n: '', t, d: 1 as const } : { s: 'A'.repeat(120), n: `n${t}`, t });

  it('sends deletions first, then layouts oldest first, within what the rest of sync leaves', () => {
    const entries = new Map([['CB', entry(T0 + 2)], ['CA', entry(T0 + 1)], ['CD', entry(T0 + 3, true)]]);
    const full = fitSync(entries, new Map(), { bytes: 0, items: 0 });
    expect(full.write.map(([id]) => id)).toEqual(['CD', 'CA', 'CB']);
    expect(full.noRoom).toEqual([]);
    const tight = fitSync(entries, new Map(), { bytes: SYNC_QUOTA.bytes - SYNC_RESERVE.bytes - 250, items: 0 });
    expect(tight.write.map(([id]) => id)).toEqual(['CD', 'CA']);
    expect(tight.noRoom).toEqual(['CB']);
    const items = fitSync(entries, new Map(), { bytes: 0, items: SYNC_QUOTA.items - SYNC_RESERVE.items - 2 });
    expect(items.noRoom).toEqual(['CB']);
  });

  it('writes only what sync does not hold already', () => {
    const entries = new Map([['CA', entry(T0 + 1)]]);
    expect(fitSync(entries, new Map(entries), { bytes: 0, items: 0 }).write).toEqual([]);
  });
});
