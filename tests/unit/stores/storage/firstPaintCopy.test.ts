import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { withFirstPaintCopy, type CopyStorage } from '@/app/firstPaintCopy';
import {
  checksum, FIRST_PAINT_COPY_FORMAT, FIRST_PAINT_COPY_KEY, makeFirstPaintCopy, parseFirstPaintCopy,
} from '@/stores/storage/firstPaintCopy';
import { machine, openPage, planOf, storedGame, type Machine } from '../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const OTHER = 'MJ1-L00-BBBBBBB';

const savedGame = (patch: object = {}) => storedGame(CODE, NOW, patch);

/** A localStorage of one origin, shared by the pages of one machine. */
function memoryStorage(): CopyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page as mountPage starts one: the copy answers first, storage is read once the board is shown. */
function startPage(m: Machine, storage: CopyStorage | null) {
  const copy = withFirstPaintCopy(() => ({ local: m.local, sync: m.sync }), storage);
  const page = openPage(copy.backend, m.clock);
  // Finished games load alongside; with the copy used, their read waits for storage to be read.
  void page.progress.init();
  const shown = page.game.init();
  return { page, copy, shown };
}

/** The copy a page of this release would have left, made from what storage holds now (no page stays open). */
async function leaveCopy(m: Machine, storage: CopyStorage) {
  if (!m.local.data.has('device')) await m.local.set({ device: 'devx0001' }); // every page of this release wrote one
  storage.setItem(FIRST_PAINT_COPY_KEY, makeFirstPaintCopy({ local: await m.local.get(null), sync: await m.sync.get(null) }));
}

/** Opens a page, lets it settle with storage, closes it: the copy now matches storage. */
async function visit(m: Machine, storage: CopyStorage) {
  const { page, copy, shown } = startPage(m, storage);
  await shown;
  await copy.reconcile();
  await page.progress.init();
  await m.clock.advance(0);
  return page;
}

describe('the first-paint copy (format)', () => {
  it('reads back what was written, keeping only the first-paint keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('game', 'deal', 'settings', 'device', 'offered', 'other'), fc.jsonValue()), (local) => {
        const parsed = parseFirstPaintCopy(makeFirstPaintCopy({ local, sync: {} }));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const expected = Object.fromEntries(Object.entries(local).filter(([k, v]) => k !== 'other' && v !== undefined));
        expect(JSON.parse(JSON.stringify(parsed.values.local))).toEqual(JSON.parse(JSON.stringify(expected)));
      }),
    );
  });

  it('copies damaged or foreign values too, even objects that cannot be turned into a string', () => {
    // Found by the property above: sorting entries by their text called the value's own toString.
    const local = { game: [{ toString: 0 }], device: { valueOf: null, b: [1, { toString: 'x' }], a: 2 } };
    const parsed = parseFirstPaintCopy(makeFirstPaintCopy({ local, sync: {} }));
    expect(parsed).toEqual({ ok: true, values: { local, sync: {} } });
    expect(JSON.parse(JSON.parse(makeFirstPaintCopy({ local, sync: {} })).data).local.device).toEqual({ a: 2, b: [1, { toString: 'x' }], valueOf: null });
  });

  it('is the same text for the same values, whatever order their keys come in (Chrome storage hands them back sorted)', () => {
    const game = savedGame();
    const reversed = (value: unknown): unknown =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, reversed(inner)]))
        : value;
    const settings = { theme: 'dark', language: 'nl', sound: false };
    const written = makeFirstPaintCopy({ local: { game, settings }, sync: { settings } });
    const readBack = makeFirstPaintCopy({ local: reversed({ settings, game }) as Record<string, unknown>, sync: { settings: reversed(settings) } });
    expect(JSON.stringify(reversed(game))).not.toBe(JSON.stringify(game));
    expect(readBack).toBe(written);
    expect(parseFirstPaintCopy(readBack)).toEqual({ ok: true, values: { local: { settings, game }, sync: { settings } } });
  });

  it('a copy changed by even one character is damaged, another format is not used, none is missing', () => {
    const text = makeFirstPaintCopy({ local: { game: savedGame() }, sync: {} });
    const { data, sum } = JSON.parse(text) as { data: string; sum: string };
    const altered = JSON.stringify({ v: FIRST_PAINT_COPY_FORMAT, sum, data: data.replace('abcdef1234', 'abcdef1235') });
    expect(parseFirstPaintCopy(altered)).toEqual({ ok: false, reason: 'damaged' });
    expect(parseFirstPaintCopy(text.slice(0, -3))).toEqual({ ok: false, reason: 'damaged' });
    expect(parseFirstPaintCopy(JSON.stringify({ v: 0, sum: checksum(data), data }))).toEqual({ ok: false, reason: 'format' });
    expect(parseFirstPaintCopy(null)).toEqual({ ok: false, reason: 'missing' });
  });

  it('stays small: a game under way with its deal, settings and sync copy', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame({ moves: planOf(CODE).slice(0, 40) }) });
    await visit(m, storage);
    const text = storage.items.get(FIRST_PAINT_COPY_KEY)!;
    expect(text.length).toBeLessThan(8_000); // how long a read takes is a bench figure (bench/firstPaintRead.ts)
    expect(parseFirstPaintCopy(text).ok).toBe(true);
  });
});

describe('a page started from its first-paint copy', () => {
  it('shows the stored game before storage answers, and the copy follows every move', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await visit(m, storage);
    // Storage now never answers: the page is drawn from the copy alone.
    const slow = { ...m.local, get: () => new Promise<Record<string, unknown>>(() => undefined) };
    const copy = withFirstPaintCopy(() => ({ local: slow, sync: m.sync }), storage);
    expect(copy.used).toBe(true);
    const page = openPage(copy.backend, m.clock);
    void page.game.init();
    await flush();
    expect(page.game.ready).toBe(true);
    expect(page.game.code).toBe(CODE);
    expect(page.game.moveCount).toBe(1);
  });

  it('a newer game another tab wrote since the copy replaces the cached one at once', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await leaveCopy(m, storage);
    const before = storage.items.get(FIRST_PAINT_COPY_KEY)!;
    // Written while no page of this release kept the copy (an older page, say): the copy is stale.
    await m.local.set({ game: savedGame({ moves: planOf(CODE).slice(0, 3), rev: 9, playedAt: NOW - 1_000, writer: 'tab00002' }) });
    storage.setItem(FIRST_PAINT_COPY_KEY, before);
    const { page, copy, shown } = startPage(m, storage);
    await shown;
    expect(page.game.moveCount).toBe(1); // the cached game, on screen first
    await copy.reconcile();
    await flush();
    expect(page.game.moveCount).toBe(3);
    expect(parseFirstPaintCopy(storage.items.get(FIRST_PAINT_COPY_KEY)!)).toMatchObject({ ok: true, values: { local: { game: { game: { rev: 9 } } } } });
  });

  it('a newer game from another machine, in sync since the copy, replaces the cached one', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await leaveCopy(m, storage);
    const before = storage.items.get(FIRST_PAINT_COPY_KEY)!;
    await m.sync.seed({ game: savedGame({ id: 'remote0001', code: OTHER, moves: [], device: 'devother1', playedAt: NOW + 60_000, rev: 1 }) });
    storage.setItem(FIRST_PAINT_COPY_KEY, before); // arrived while no page was open
    const { page, copy, shown } = startPage(m, storage);
    await shown;
    expect(page.game.code).toBe(CODE);
    await copy.reconcile();
    await flush();
    await m.clock.advance(0);
    expect(page.game.code).toBe(OTHER);
  });

  it('a copy newer than storage (its last write never landed) is written back: nothing is lost', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame({ moves: planOf(CODE).slice(0, 4), rev: 8 }) });
    await leaveCopy(m, storage);
    const before = storage.items.get(FIRST_PAINT_COPY_KEY)!;
    await m.local.set({ game: savedGame({ rev: 2 }) }); // storage behind the copy
    storage.setItem(FIRST_PAINT_COPY_KEY, before);
    const { page, copy, shown } = startPage(m, storage);
    await shown;
    await copy.reconcile();
    await flush();
    await m.clock.advance(0);
    expect(page.game.moveCount).toBe(4);
    expect(m.local.data.get('game')).toMatchObject({ game: { moves: planOf(CODE).slice(0, 4) } });
  });

  it('a copy whose game storage no longer has writes it back', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await leaveCopy(m, storage);
    const before = storage.items.get(FIRST_PAINT_COPY_KEY)!;
    await m.local.remove(['game']);
    storage.setItem(FIRST_PAINT_COPY_KEY, before);
    const { page, copy, shown } = startPage(m, storage);
    await shown;
    await copy.reconcile();
    await flush();
    expect(page.game.code).toBe(CODE);
    expect(m.local.data.get('game')).toMatchObject({ game: { id: 'abcdef1234' } });
  });

  it('moves made before storage answered wait for it, and are not lost', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await visit(m, storage);
    const { page, copy, shown } = startPage(m, storage);
    await shown;
    const [a, b] = planOf(CODE)[1];
    page.game.resume();
    page.game.tap(a);
    page.game.tap(b);
    expect(page.game.moveCount).toBe(2);
    expect(m.local.data.get('game')).toMatchObject({ game: { moves: planOf(CODE).slice(0, 1) } }); // held
    await copy.reconcile();
    await flush();
    expect(m.local.data.get('game')).toMatchObject({ game: { moves: planOf(CODE).slice(0, 2) } });
    expect(parseFirstPaintCopy(storage.items.get(FIRST_PAINT_COPY_KEY)!)).toMatchObject({
      ok: true, values: { local: { game: { game: { moves: planOf(CODE).slice(0, 2) } } } },
    });
  });

  for (const [name, spoil] of [
    ['missing (wiped: private window, site data cleared)', (s: ReturnType<typeof memoryStorage>) => s.items.clear()],
    ['damaged', (s: ReturnType<typeof memoryStorage>) => s.items.set(FIRST_PAINT_COPY_KEY, s.items.get(FIRST_PAINT_COPY_KEY)!.replace('abcdef1234', 'zzzzzz1234'))],
    ['from an older release', (s: ReturnType<typeof memoryStorage>) => s.items.set(FIRST_PAINT_COPY_KEY, JSON.stringify({ v: 0, game: savedGame({ moves: [] }) }))],
  ] as const) {
    it(`a copy ${name} is not used: storage is read, nothing is lost, and a good copy is written`, async () => {
      const m = machine(virtualClock(NOW));
      const storage = memoryStorage();
      await m.local.set({ game: savedGame({ moves: planOf(CODE).slice(0, 2) }) });
      await visit(m, storage);
      spoil(storage);
      const { page, copy, shown } = startPage(m, storage);
      expect(copy.used).toBe(false);
      await shown;
      expect(page.game.code).toBe(CODE);
      expect(page.game.moveCount).toBe(2);
      expect(page.notices.notices).toEqual([]);
      await copy.reconcile();
      expect(parseFirstPaintCopy(storage.items.get(FIRST_PAINT_COPY_KEY) ?? null)).toMatchObject({ ok: true });
    });
  }

  it('a copy written before this browser had a device id still starts: the id is written once storage is read', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    storage.setItem(FIRST_PAINT_COPY_KEY, makeFirstPaintCopy({ local: await m.local.get(null), sync: {} }));
    const { page, copy, shown } = startPage(m, storage);
    expect(copy.used).toBe(true);
    await copy.reconcile(); // mountPage reads storage after the first frame, whether or not the board is shown
    await shown;
    expect(page.game.ready).toBe(true);
    expect(m.local.data.get('device')).toMatch(/^[a-z0-9]{10}$/);
  });

  it('damaged settings in the copy are kept aside once storage is read, which mountPage then starts without waiting for the board', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame(), settings: { v: 1, settings: 'x'.repeat(1_000) } });
    await leaveCopy(m, storage);
    const { page, copy } = startPage(m, storage);
    expect(copy.used).toBe(true);
    let read = false;
    const reading = page.settings.init().then(() => void (read = true));
    await flush();
    expect(read).toBe(false); // keeping it aside needs storage: the page cannot mount before storage is read
    await copy.reconcile();
    await reading;
    expect(page.settings.theme).toBe('system');
    expect([...m.local.data.keys()].filter((key) => key.startsWith('quarantine:local:settings:'))).toHaveLength(1);
  });

  it('without localStorage at all the page reads storage as before', async () => {
    const m = machine(virtualClock(NOW));
    await m.local.set({ game: savedGame() });
    const { page, copy, shown } = startPage(m, null);
    expect(copy.used).toBe(false);
    await shown;
    await copy.reconcile();
    expect(page.game.moveCount).toBe(1);
  });

  it('writes the copy once for a write of this page, not again when storage tells of it', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await visit(m, storage);
    const copy = withFirstPaintCopy(() => ({ local: m.local, sync: m.sync }), storage);
    await copy.reconcile();
    const writes: string[] = [];
    const setItem = storage.setItem;
    storage.setItem = (key, value) => (writes.push(key), setItem(key, value));
    let heard = 0;
    m.local.onChanged(() => heard++);
    await copy.backend.local.set({ game: savedGame({ rev: 7 }) });
    await flush();
    expect(heard).toBe(1); // storage told of it ...
    expect(writes).toEqual([FIRST_PAINT_COPY_KEY]); // ... and the copy was written once
    expect(parseFirstPaintCopy(storage.items.get(FIRST_PAINT_COPY_KEY)!)).toMatchObject({ ok: true, values: { local: { game: { game: { rev: 7 } } } } });
  });

  it('holds a sync write once storage has it: one lost as the page closes leaves the copy as storage is', async () => {
    const m = machine(virtualClock(NOW));
    const storage = memoryStorage();
    await m.local.set({ game: savedGame() });
    await visit(m, storage);
    const copied = () => {
      const parsed = parseFirstPaintCopy(storage.items.get(FIRST_PAINT_COPY_KEY) ?? null);
      if (!parsed.ok) throw new Error(`no copy: ${parsed.reason}`);
      return parsed.values;
    };
    // The page closes while its sync write is on its way (Firefox drops it): storage never gets it.
    const closing = { ...m.sync, set: () => new Promise<void>(() => undefined) };
    const copy = withFirstPaintCopy(() => ({ local: m.local, sync: closing }), storage);
    await copy.reconcile();
    void copy.backend.sync.set({ game: savedGame({ rev: 5 }) });
    void copy.backend.local.set({ game: savedGame({ rev: 5 }) });
    await flush();
    // The local write is in the copy at once (the next page writes it back if it never lands) ...
    expect(copied().local.game).toMatchObject({ game: { rev: 5 } });
    // ... the sync one is not, since storage does not have it: the copy says what storage says.
    expect(copied().sync.game).not.toMatchObject({ game: { rev: 5 } });
    expect(copied().sync.game).toEqual((await m.sync.get(['game'])).game);
    // Once storage has it (here written by another tab), the copy says so.
    await m.sync.set({ game: savedGame({ rev: 6 }) });
    await flush();
    expect(copied().sync.game).toMatchObject({ game: { rev: 6 } });
  });
});
