import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryArea } from '@/stores/storage/area';
import { isStatisticsKey, keepAside, keptPlace } from '@/stores/storage/quarantine';
import { exportKeptAside, keptAside, keptKind, keptValue } from '@/stores/keptAside';

const NOW = Date.UTC(2026, 0, 1);

/** A device's finished games as stored, `n` records long (about 60 bytes each). */
function statistics(device: string, n: number) {
  const recs = Array.from({ length: n }, (_, i) => [i + 1, `g${device}${i}`, 'MJ1-L00-AAAAABL', NOW - i, 60_000 + i, 0, 1]);
  return { v: 1, device, seq: n + 1, cut: 0, base: {}, streak: 0, recs, damaged: true };
}

const kept = (local: ReturnType<typeof memoryArea>) => [...local.data.entries()].filter(([k]) => k.startsWith('quarantine:'));

describe('the kept-aside store', () => {
  it('keeps one copy per key: the latest damage of a key replaces its older copy', async () => {
    const local = memoryArea();
    expect(await keepAside(local, 'local', 'game', 'first damage', 'not an object', NOW)).toBe('kept');
    expect(await keepAside(local, 'sync', 'settings', 'settings damage', 'not an object', NOW + 1)).toBe('kept');
    expect(await keepAside(local, 'local', 'game', 'second damage', 'not an object', NOW + 2)).toBe('kept');
    const copies = await keptAside(local);
    expect(copies.map((c) => [c.area, c.key, c.text])).toEqual([
      ['local', 'game', '"second damage"'],
      ['sync', 'settings', '"settings damage"'],
    ]);
  });

  it('thirty bad writes of one key evict nothing else', async () => {
    const local = memoryArea();
    await keepAside(local, 'local', 'progress:dev00001', statistics('dev00001', 10), 'record numbers', NOW);
    await keepAside(local, 'local', 'settings', { v: 1, settings: 'x' }, 'settings missing', NOW);
    for (let i = 0; i < 30; i++) await keepAside(local, 'local', 'game', { v: 1, game: { moves: i } }, 'moves', NOW + i);
    const copies = await keptAside(local);
    expect(copies.map((c) => c.key).sort()).toEqual(['game', 'progress:dev00001', 'settings']);
    expect(copies.find((c) => c.key === 'game')?.text).toContain('"moves":29');
  });

  it('the same damage read again is known: nothing more is written', async () => {
    const local = memoryArea();
    expect(await keepAside(local, 'sync', 'settings', { bad: 1 }, 'x', NOW)).toBe('kept');
    expect(await keepAside(local, 'sync', 'settings', { bad: 1 }, 'x', NOW + 5)).toBe('known');
    expect(kept(local)).toHaveLength(1);
  });

  it('keeps statistics whole, however large', async () => {
    const local = memoryArea();
    const big = statistics('dev00001', 3_000); // well over 64 kB as JSON
    expect(JSON.stringify(big).length).toBeGreaterThan(150_000);
    await keepAside(local, 'local', 'progress:dev00001', big, 'record numbers', NOW);
    await keepAside(local, 'sync', 'stats:dev00002', statistics('dev00002', 20), 'record numbers', NOW);
    const copies = await keptAside(local);
    const local1 = copies.find((c) => c.key === 'progress:dev00001')!;
    expect(local1.truncated).toBe(false);
    expect(keptValue(local1)).toEqual(big);
    expect(copies.find((c) => c.key === 'stats:dev00002')?.kind).toBe('statistics');
  });

  it('never drops statistics to make room: other copies go, oldest first', async () => {
    const local = memoryArea();
    await keepAside(local, 'local', 'progress:dev00001', statistics('dev00001', 200), 'record numbers', NOW);
    // 25 other keys of 60 kB each: far past 20 copies and 1 MB.
    for (let i = 0; i < 25; i++) await keepAside(local, 'local', `other${i}`, 'x'.repeat(60_000), 'damage', NOW + 1 + i);
    const copies = await keptAside(local);
    expect(copies.some((c) => c.key === 'progress:dev00001')).toBe(true);
    const others = copies.filter((c) => c.kind !== 'statistics');
    expect(others.length).toBeLessThanOrEqual(20);
    expect(others.reduce((n, c) => n + c.size, 0)).toBeLessThanOrEqual(1_000_000);
    expect(others.some((c) => c.key === 'other24')).toBe(true);
    expect(others.some((c) => c.key === 'other0')).toBe(false);
  });

  it('cuts a huge copy of anything but statistics', async () => {
    const local = memoryArea();
    await keepAside(local, 'local', 'game', 'y'.repeat(200_000), 'not an object', NOW);
    const [copy] = await keptAside(local);
    expect(copy).toMatchObject({ key: 'game', kind: 'game', truncated: true });
    expect(copy.size).toBeLessThanOrEqual(64_000);
    expect(keptValue(copy)).toBeUndefined();
  });

  it('leaves the older copy when the new one cannot be written', async () => {
    const local = memoryArea();
    await keepAside(local, 'local', 'game', 'first', 'x', NOW);
    const set = local.set;
    local.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    expect(await keepAside(local, 'local', 'game', 'second', 'x', NOW + 1)).toBe('failed');
    local.set = set;
    expect((await keptAside(local)).map((c) => c.text)).toEqual(['"first"']);
  });

  it('reads the copies older releases kept (several of one key) and shows them all', async () => {
    const local = memoryArea();
    await local.set({
      'quarantine:local:game:aaa': { area: 'local', key: 'game', reason: 'x', at: NOW, text: '"a"' },
      'quarantine:local:game:bbb': { area: 'local', key: 'game', reason: 'x', at: NOW + 1, text: '"b"' },
      'quarantine:nonsense': 42,
    });
    expect((await keptAside(local)).map((c) => c.text)).toEqual(['"b"', '"a"']);
    // The next damage of that key replaces both.
    await keepAside(local, 'local', 'game', 'c', 'x', NOW + 2);
    expect((await keptAside(local)).map((c) => c.text)).toEqual(['"c"']);
  });

  it('exports every copy with where it came from, when and why', async () => {
    const local = memoryArea();
    await keepAside(local, 'sync', 'settings', { bad: '<b>' }, 'settings missing', NOW);
    const file = JSON.parse(exportKeptAside(await keptAside(local), NOW + 10));
    expect(file).toEqual({
      format: 'mahjong-kept-aside',
      exportedAt: NOW + 10,
      copies: [{ area: 'sync', key: 'settings', reason: 'settings missing', at: NOW, truncated: false, text: '{"bad":"<b>"}' }],
    });
  });

  it('names what each key holds', () => {
    expect(keptKind('progress:abcd1234')).toBe('statistics');
    expect(keptKind('stats:abcd1234')).toBe('statistics');
    expect(isStatisticsKey('stats:abcd1234')).toBe(true);
    expect(isStatisticsKey('settings')).toBe(false);
    expect(keptKind('game')).toBe('game');
    expect(keptKind('offered')).toBe('game');
    expect(keptKind('settings')).toBe('other');
    expect(keptPlace('quarantine:local:progress:abcd1234:1x2y')).toEqual({ area: 'local', key: 'progress:abcd1234' });
    expect(keptPlace('quarantine:sync:game:1x2y')).toEqual({ area: 'sync', key: 'game' });
    expect(keptPlace('quarantine:nonsense')).toBeNull();
    expect(keptPlace('quarantine:local:1x2y')).toBeNull();
    expect(keptPlace('settings')).toBeNull();
  });

  it('property: whatever the damage, every key keeps exactly its latest copy and statistics are never lost', async () => {
    const keys = ['game', 'offered', 'settings', 'progress:dev00001', 'stats:dev00002', 'deal'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.integer(), fc.string({ minLength: 70_000, maxLength: 70_001 }))), {
          minLength: 1,
          maxLength: 40,
        }),
        async (writes) => {
          const local = memoryArea();
          const latest = new Map<string, string>();
          for (const [i, [key, value]] of writes.entries()) {
            const area = key.startsWith('stats:') ? 'sync' : 'local';
            await keepAside(local, area, key, value, 'damage', NOW + i);
            latest.set(key, JSON.stringify(value));
          }
          const copies = await keptAside(local);
          expect(new Set(copies.map((c) => c.key)).size).toBe(copies.length);
          for (const [key, text] of latest) {
            const copy = copies.find((c) => c.key === key);
            expect(copy).toBeDefined();
            if (copy!.kind === 'statistics') expect(copy!.text).toBe(text);
            else expect(text.startsWith(copy!.text)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000); // some 5 s of work: up to 40 copies of 70,000 characters a run
});
