import { describe, expect, it } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf, touch, type Page } from '../machine';
import { QUOTA } from '../syncNetwork';
import { addRecord, emptyDevice } from '@/core/records';
import { makeDevice } from '@/stores/storage/recordsCodec';
import { EXPORT_FORMAT } from '@/stores/progress/transfer';

const CODES = ['MJ1-L00-AAAAABL', 'MJ1-L00-BBBBBBB'];

async function win(page: Page, code: string, ms: number, clockAdvance: (ms: number) => Promise<void>) {
  page.game.startCode(code);
  touch(page);
  await clockAdvance(ms);
  for (const [a, b] of planOf(code)) {
    page.game.tap(a);
    page.game.tap(b);
  }
  await clockAdvance(0);
}

describe('export and import', () => {
  it('exports all progress and imports it on another machine, merged, not replaced, and idempotent', async () => {
    const clock = virtualClock();
    const advance = (ms: number) => clock.advance(ms);
    const a = await machine(clock).open();
    await win(a, CODES[0], 100_000, advance);
    await win(a, CODES[1], 80_000, advance);
    const file = a.progress.exportJson();

    const mb = machine(clock);
    const b = await mb.open();
    await win(b, CODES[0], 120_000, advance);
    const result = await b.progress.importJson(file);
    expect(result).toEqual({ ok: true, value: { games: 2, wins: 2 } });
    expect(b.progress.stats('L00')).toMatchObject({ played: 3, won: 3, bestMs: 80_000 });
    expect(b.progress.leaderboard('L00').map((e) => e.ms)).toEqual([80_000, 100_000, 120_000]);
    await b.progress.importJson(file); // again: nothing counted twice
    expect(b.progress.stats('L00')).toMatchObject({ played: 3, won: 3 });
    // And it survives a reload.
    const bAgain = await mb.open();
    expect(bAgain.progress.stats('L00')).toMatchObject({ played: 3, won: 3 });
  });

  const NOT_OURS: [string, string][] = [
    ['not JSON', 'hello <b>world</b>'],
    ['another app’s JSON', JSON.stringify({ version: 3, data: [1, 2] })],
    ['an array', '[1,2,3]'],
    ['a newer export', JSON.stringify({ format: 'mahjong-tab-progress', v: 9, devices: [] })],
    ['a damaged export', JSON.stringify({ format: 'mahjong-tab-progress', v: 1, devices: [{ v: 1, device: 'x' }] })],
  ];
  for (const [what, text] of NOT_OURS) {
    it(`refuses ${what} with a clear error and changes nothing`, async () => {
      const clock = virtualClock();
      const m = machine(clock);
      const page = await m.open();
      await win(page, CODES[0], 50_000, (ms) => clock.advance(ms));
      const before = JSON.stringify([...m.local.data]);
      const result = await page.progress.importJson(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
      await clock.advance(0);
      expect(JSON.stringify([...m.local.data])).toBe(before);
      expect(page.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    });
  }
});

describe('settings', () => {
  it('follow the user to another machine and apply to open pages at once', async () => {
    const clock = virtualClock();
    const m = machine(clock);
    const one = await m.open();
    const two = await m.open();
    one.settings.update({ tileStyle: 'classic', theme: 'dark' });
    await clock.advance(0);
    expect(two.settings.tileStyle).toBe('classic');
    expect(two.settings.theme).toBe('dark');
    await clock.advance(5_000); // a settings change is sent within seconds
    expect(m.sync.outbox.map((w) => w.key)).toContain('settings');
  });
});

describe('an import only adds', () => {
  const MAX = Number.MAX_SAFE_INTEGER;
  const fileOf = (devices: object[]) => JSON.stringify({ format: EXPORT_FORMAT, v: 1, exportedAt: Date.UTC(2026, 0, 1), devices });
  const header = (device: string, patch: object = {}) => ({ v: 1, device, seq: 1, cut: 0, base: {}, streak: 0, run: 0, runs: {}, cutAt: 0, recs: [], ...patch });

  async function threeWins() {
    const clock = virtualClock();
    const m = machine(clock);
    const page = await m.open();
    for (const [i, code] of ['MJ1-L00-AAAAABL', 'MJ1-L00-BBBBBBB', 'MJ1-L00-CCCCCCC'].entries()) await win(page, code, 60_000 + i, (ms) => clock.advance(ms));
    const me = m.local.data.get('device') as string;
    return { clock, m, page, me };
  }

  /** Another device's games, about `bytes` long when stored. */
  function otherDevice(n: number, bytes: number) {
    let d = emptyDevice(`other${String(n).padStart(4, '0')}`);
    for (let i = 0; d.records.length * 52 < bytes; i++) {
      d = addRecord(d, { id: `o${n}x${i.toString(36).padStart(5, '0')}`, code: 'MJ1-L01-AAAAAAA', layoutId: 'L01', at: Date.UTC(2025, 5, 1) + i, ms: 100_000 + i, hints: 0, won: true });
    }
    return makeDevice(d);
  }

  it("a file naming this device with a higher compaction mark takes none of its games, and says it added none", async () => {
    const { m, page, me } = await threeWins();
    const result = await page.progress.importJson(fileOf([header(me, { seq: 500, cut: 499 })]));
    expect(result).toEqual({ ok: true, value: { games: 0, wins: 0 } });
    expect(page.progress.stats('all')).toMatchObject({ played: 3, won: 3 });
    expect((await m.open()).progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it('a file naming this device with seq 2^53-1 moves none of its marks: the next win and a reload still read', async () => {
    const { clock, m, page, me } = await threeWins();
    await page.progress.importJson(fileOf([header(me, { seq: MAX, cut: 0 })]));
    await win(page, 'MJ1-L00-DDDDDDD', 50_000, (ms) => clock.advance(ms));
    const stored = m.local.data.get(`progress:${me}`) as { seq: number };
    expect(stored.seq).toBeLessThan(100);
    expect((await m.open()).progress.stats('all')).toMatchObject({ played: 4, won: 4 });
  });

  it("this device's games a file lists that were lost here are added, numbered here", async () => {
    const { m, page, me } = await threeWins();
    const file = page.progress.exportJson();
    const item = m.local.data.get(`progress:${me}`) as { recs: unknown[] };
    // The first two games lost, unseen. (Losing the last instead would not hold: it is still the stored,
    // won game, which the next page counts again as it opens.)
    m.local.data.set(`progress:${me}`, { ...item, recs: item.recs.slice(-1) });
    await m.sync.remove([`stats:${me}`]);
    const page2 = await m.open();
    expect(page2.progress.stats('all')).toMatchObject({ played: 1, won: 1 });
    expect(await page2.progress.importJson(file)).toEqual({ ok: true, value: { games: 2, wins: 2 } });
    expect((await m.open()).progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it('says only what it added: a file imported again adds nothing', async () => {
    const clock = virtualClock();
    const a = await machine(clock).open();
    await win(a, CODES[0], 100_000, (ms) => clock.advance(ms));
    const file = a.progress.exportJson();
    const b = await machine(clock).open();
    expect(await b.progress.importJson(file)).toEqual({ ok: true, value: { games: 1, wins: 1 } });
    expect(await b.progress.importJson(file)).toEqual({ ok: true, value: { games: 0, wins: 0 } });
  });

  it('other devices go to sync within the total quota, one write at a time, and the own next win still syncs', async () => {
    const { clock, m, page, me } = await threeWins();
    const others = Array.from({ length: 30 }, (_, n) => otherDevice(n, 5_000));
    const batches: string[][] = [];
    const set = m.sync.set.bind(m.sync);
    m.sync.set = (items) => {
      batches.push(Object.keys(items));
      return set(items);
    };
    expect(await page.progress.importJson(fileOf(others))).toMatchObject({ ok: true });
    for (let i = 0; i < 40; i++) await clock.advance(60_000);
    expect(page.services.sync.failing).toBe(false);
    expect(m.sync.bytes()).toBeLessThanOrEqual(QUOTA.total);
    const restored = (await m.sync.get(null));
    const otherKeys = Object.keys(restored).filter((k) => k.startsWith('stats:other'));
    expect(otherKeys.length).toBeGreaterThan(5);
    for (const batch of batches) expect(batch.filter((k) => k.startsWith('stats:other')).length).toBeLessThanOrEqual(1);
    await win(page, 'MJ1-L00-DDDDDDD', 40_000, (ms) => clock.advance(ms));
    await clock.advance(60_000);
    const mine = (await m.sync.get([`stats:${me}`]))[`stats:${me}`] as { recs: unknown[] };
    expect(mine.recs).toHaveLength(4);
    expect(page.services.sync.failing).toBe(false);
  });

  it('checks storage space first: a file that does not fit is refused, nothing saved, nothing counted', async () => {
    const { m, page } = await threeWins();
    m.local.quotaBytes = 60_000;
    const before = JSON.stringify([...m.local.data]);
    const result = await page.progress.importJson(fileOf(Array.from({ length: 20 }, (_, n) => otherDevice(n, 5_000))));
    expect(result).toMatchObject({ ok: false, error: { kind: 'noSpace' } });
    expect(JSON.stringify([...m.local.data])).toBe(before);
    expect(page.progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it('a write storage refuses is not reported as merged', async () => {
    const { m, page } = await threeWins();
    m.local.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    const result = await page.progress.importJson(fileOf([otherDevice(1, 2_000)]));
    expect(result).toMatchObject({ ok: false, error: { kind: 'noSpace' } });
    expect(page.progress.stats('all')).toMatchObject({ played: 3, won: 3 });
  });

  it('a file from a newer version says so', async () => {
    const { page } = await threeWins();
    const result = await page.progress.importJson(JSON.stringify({ format: EXPORT_FORMAT, v: 2, devices: [] }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'newerVersion' } });
  });
});
