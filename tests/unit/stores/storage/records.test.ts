import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRecord, compact, emptyDevice, mergeDevice, recordInto, type DeviceStats, type GameRecord } from '@/core/records';
import { compactToFit, makeDevice, parseDevice, readDevice, storedBytes } from '@/stores/storage/recordsCodec';
import { SYNC_ITEM_BUDGET } from '@/stores/storage/syncRoom';
import { leaderboard, rankOf, summarize, winTimes } from '@/core/summary';
import { addUnknown, keptAsideCopies, mergeOwnCopy, readKeptCopy } from '@/stores/storage/ownCopies';
import { readVersioned } from '@/stores/storage/schema';

const T0 = Date.UTC(2026, 0, 1);

type NewRecord = Omit<GameRecord, 'seq'>;

const arbRecord = (i: number) =>
  fc.record({
    layout: fc.integer({ min: 0, max: 2 }),
    won: fc.boolean(),
    ms: fc.integer({ min: 1_000, max: 3_600_000 }),
    hints: fc.integer({ min: 0, max: 5 }),
    assisted: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  }).map(({ layout, won, ms, hints, assisted }): NewRecord => ({
    id: `g${i.toString(36).padStart(5, '0')}`, code: `MJ1-L0${layout}-AAAAAAA`, layoutId: `L0${layout}`,
    at: T0 + i * 60_000, ms, hints, won, ...(won && assisted ? { assisted: true } : {}),
  }));

/** The leaderboard's rule, written out again: time plus 30 s a hint, then the faster, then the earlier. */
const score = (r: NewRecord) => r.ms + 30_000 * r.hints;

/** What the statistics must say: computed directly from every game ever finished. */
function truth(records: readonly NewRecord[], layoutId: string) {
  const rs = records.filter((r) => layoutId === 'all' || r.layoutId === layoutId);
  const wins = rs.filter((r) => r.won);
  const ranked = wins.filter((r) => !r.assisted);
  return {
    played: rs.length,
    won: wins.length,
    assisted: wins.length - ranked.length,
    hints: rs.reduce((n, r) => n + r.hints, 0),
    // The best is the leaderboard's: the lowest score (time plus 30 s a hint) of a ranked win.
    bestMs: ranked.length ? Math.min(...ranked.map(score)) : null,
    avgMs: wins.length ? Math.round(wins.reduce((n, r) => n + r.ms, 0) / wins.length) : null,
    top: [...ranked].sort((a, b) => score(a) - score(b) || a.ms - b.ms || a.at - b.at).slice(0, 10).map((r) => r.ms),
    ...streaks(rs),
  };
}

function streaks(records: readonly NewRecord[]): { streak: number; bestStreak: number } {
  let streak = 0;
  let bestStreak = 0;
  for (const r of [...records].sort((a, b) => a.at - b.at)) {
    streak = r.won ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  return { streak, bestStreak };
}

/**
 * Streaks are exact for one device's games; across devices compacted apart the
 * order of games at each device's cut is not kept, so only counts are compared.
 */
function check(devices: DeviceStats[], all: readonly NewRecord[], withStreaks = devices.length === 1) {
  for (const layout of ['all', 'L00', 'L01', 'L02']) {
    const want = truth(all, layout);
    const got = summarize(devices, layout);
    expect({ played: got.played, won: got.won, assisted: got.assisted, hints: got.hints, bestMs: got.bestMs, avgMs: got.avgMs }).toEqual({
      played: want.played, won: want.won, assisted: want.assisted, hints: want.hints, bestMs: want.bestMs, avgMs: want.avgMs,
    });
    if (withStreaks) expect({ streak: got.streak, bestStreak: got.bestStreak }).toEqual({ streak: want.streak, bestStreak: want.bestStreak });
    expect(leaderboard(devices, layout).map((e) => e.ms)).toEqual(want.top);
  }
}

/** One device's history: games added, compacted now and then, copies taken along the way. */
const arbHistory = (device: string, offset: number) =>
  fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 12 }), fc.boolean()), { maxLength: 60 }).chain((steps) =>
    fc.tuple(...steps.map((_, i) => arbRecord(offset + i))).map((records) => {
      let d = emptyDevice(device);
      const snapshots: DeviceStats[] = [];
      steps.forEach(([compactNow, keep, snapshot], i) => {
        d = addRecord(d, records[i]);
        if (compactNow) d = compact(d, keep);
        if (snapshot) snapshots.push(d);
      });
      return { final: d, snapshots, records };
    }),
  );

describe('per-device records', () => {
  it('compaction keeps every count, the best times and the top 10', () => {
    fc.assert(
      fc.property(arbHistory('dev0a', 0), ({ final, records }) => {
        check([final], records);
      }),
      { numRuns: 150 },
    );
  });

  it('copies of a device merged in any order lose nothing and count nothing twice', () => {
    fc.assert(
      fc.property(arbHistory('dev0a', 0), fc.integer(), ({ final, snapshots, records }, seed) => {
        const copies = [...snapshots, final];
        // A random delivery order; the final copy always arrives at some point.
        const order = copies.map((c, i) => ({ c, k: Math.sin(seed + i) })).sort((a, b) => a.k - b.k).map((x) => x.c);
        const merged = order.reduce(mergeDevice);
        check([merged], records);
        expect(mergeDevice(merged, merged)).toEqual(merged);
      }),
      { numRuns: 150 },
    );
  });

  it('two devices merged on read give every win and game once', () => {
    fc.assert(
      fc.property(arbHistory('dev0a', 0), arbHistory('dev0b', 1000), (a, b) => {
        check([a.final, b.final], [...a.records, ...b.records]);
      }),
      { numRuns: 100 },
    );
  });

  it('streaks stay exact when compaction keeps old wins and drops the losses between them', () => {
    let d = emptyDevice('dev0a');
    const all: NewRecord[] = [];
    for (let i = 0; i < 30; i++) {
      const r: NewRecord = { id: `st${i}zz`, code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0 + i * 1000, ms: 60_000 + i, hints: 0, won: i % 2 === 0 };
      all.push(r);
      d = addRecord(d, r);
    }
    expect(summarize([d], 'L00')).toMatchObject({ streak: 0, bestStreak: 1 });
    const compacted = compact(d, 0);
    expect(summarize([compacted], 'L00')).toMatchObject({ streak: 0, bestStreak: 1 });
    expect(summarize([compacted], 'all')).toMatchObject({ streak: 0, bestStreak: 1 });
    const more = [true, true, true].reduce((x, won, i) => addRecord(x, { ...all[0], id: `hx${i}zz`, at: T0 + 40_000 + i, won }), compacted);
    expect(summarize([compact(more, 1)], 'L00')).toMatchObject({ streak: 3, bestStreak: 3 });
    // Read back from storage, the streak state at the cut is kept.
    const stored = readVersioned(JSON.parse(JSON.stringify(makeDevice(compact(more, 1)))), parseDevice);
    expect(stored.kind === 'ok' && summarize([stored.value], 'all')).toMatchObject({ streak: 3, bestStreak: 3 });
  });

  it('a game finished on two machines (the synced current game) counts once', () => {
    const game: NewRecord = { id: 'shared1', code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0, ms: 50_000, hints: 0, won: true };
    const a = addRecord(emptyDevice('dev0a'), game);
    const b = addRecord(emptyDevice('dev0b'), { ...game, ms: 52_000, at: T0 + 1 });
    expect(summarize([a, b], 'L00')).toMatchObject({ played: 1, won: 1, bestMs: 50_000 });
  });

  it('fits one sync item however many games were played, keeping the top 10 of each layout', () => {
    let d = emptyDevice('dev0a');
    const all: NewRecord[] = [];
    for (let i = 0; i < 3000; i++) {
      const r: NewRecord = {
        id: `g${i}x`, code: `MJ1-L0${i % 3}-ABCDEFG`, layoutId: `L0${i % 3}`, at: T0 + i * 1000,
        ms: 100_000 + ((i * 7919) % 50_000), hints: i % 4, won: i % 5 !== 0,
      };
      all.push(r);
      d = addRecord(d, r);
    }
    const fitted = compactToFit(d, 'stats:dev0a', SYNC_ITEM_BUDGET);
    expect(storedBytes('stats:dev0a', makeDevice(fitted))).toBeLessThanOrEqual(SYNC_ITEM_BUDGET);
    check([fitted], all);
  });

  it('keeps the top 10 of all twelve layouts in one sync item, and never outgrows the item', () => {
    let d = emptyDevice('dev0a');
    const all: NewRecord[] = [];
    for (let i = 0; i < 12 * 40; i++) {
      const layout = `L${String(i % 12).padStart(2, '0')}`;
      const r: NewRecord = { id: `g${i}y`, code: `MJ1-${layout}-ABCDEFG`, layoutId: layout, at: T0 + i * 1000, ms: 100_000 + ((i * 7919) % 500_000), hints: 0, won: true };
      all.push(r);
      d = addRecord(d, r);
    }
    const fitted = compactToFit(d, 'stats:dev0a', SYNC_ITEM_BUDGET);
    expect(storedBytes('stats:dev0a', makeDevice(fitted))).toBeLessThanOrEqual(SYNC_ITEM_BUDGET);
    for (let l = 0; l < 12; l++) {
      const layout = `L${String(l).padStart(2, '0')}`;
      expect(leaderboard([fitted], layout).map((e) => e.ms)).toEqual(truth(all, layout).top);
    }
    const tiny = compactToFit(d, 'stats:dev0a', 2_000); // a nearly full quota: fewer top records, counts still exact
    expect(storedBytes('stats:dev0a', makeDevice(tiny))).toBeLessThanOrEqual(2_000);
    expect(summarize([tiny], 'all')).toMatchObject({ played: 480, won: 480 });
  });

  it('reads back what it stores, and rejects damaged records', () => {
    let d = emptyDevice('dev0a');
    d = addRecord(d, { id: 'abcd1', code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0, ms: 1, hints: 0, won: true });
    const stored = JSON.parse(JSON.stringify(makeDevice(compact(d, 0))));
    expect(readVersioned(stored, parseDevice)).toEqual({ kind: 'ok', value: compact(d, 0), migrated: false });
    const bad = (patch: object) => readVersioned({ ...stored, ...patch }, parseDevice).kind;
    expect(bad({ recs: [[1, 'abcd1', '<img src=x onerror=alert(1)>', T0, 1, 0, 1]] })).toBe('bad');
    expect(bad({ recs: 'x'.repeat(100_000) })).toBe('bad');
    expect(bad({ seq: -1 })).toBe('bad');
    expect(bad({ base: { L00: [1, 2, 0, 0, null, 0] } })).toBe('bad');
    expect(bad({ device: 'DROP TABLE' })).toBe('bad');
    expect(bad({ v: 99 })).toBe('newer');
  });
});

describe('two tabs of one browser writing the same device', () => {
  /**
   * Each tab holds its own copy of the device's records, hears the other's
   * writes late (or not at all before it writes), and now and then compacts a
   * copy for sync. Recording reads the stored list first (`recordInto`), as the
   * store does: no two games share a sequence number, so no cut passes a game
   * the compacting tab has not seen.
   */
  const arbStep = fc.record({ tab: fc.integer({ min: 0, max: 1 }), kind: fc.constantFrom('record', 'record', 'hear', 'compact'), keep: fc.integer({ min: 0, max: 6 }) });

  it('never lose a game nor count one twice', () => {
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 80 }), fc.array(arbRecord(0), { minLength: 80, maxLength: 80 }), (steps, shapes) => {
        let stored: DeviceStats | null = null;
        const tabs = [emptyDevice('dev0a'), emptyDevice('dev0a')];
        const syncCopies: DeviceStats[] = [];
        const all: NewRecord[] = [];
        steps.forEach(({ tab, kind, keep }, i) => {
          if (kind === 'record') {
            const r = { ...shapes[i], id: `g${i.toString(36).padStart(5, '0')}`, at: T0 + i * 60_000 };
            all.push(r);
            tabs[tab] = recordInto(stored, tabs[tab], r) ?? tabs[tab];
            stored = tabs[tab];
          } else if (kind === 'hear' && stored) {
            tabs[tab] = mergeDevice(tabs[tab], stored);
          } else if (kind === 'compact') {
            syncCopies.push(compact(tabs[tab], keep));
          }
        });
        const merged = [...syncCopies, ...tabs, ...(stored ? [stored] : [])].reduce(mergeDevice);
        check([merged], all, false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the leaderboard of every layout together', () => {
  const win = (id: string, layoutId: string, ms: number, at: number): NewRecord => ({ id, code: `MJ1-${layoutId}-AAAAAAA`, layoutId, at: T0 + at, ms, hints: 0, won: true });
  it('ranks the fastest wins of all layouts, ties by the earlier win then by id, each naming its layout', () => {
    let d = emptyDevice('devA0001');
    for (const r of [win('b', 'L01', 60_000, 2), win('a', 'L00', 60_000, 2), win('c', 'L02', 60_000, 1), win('d', 'L00', 30_000, 9)]) d = addRecord(d, r);
    expect(leaderboard([d], 'all').map((e) => [e.ms, e.date - T0, e.layoutId])).toEqual([
      [30_000, 9, 'L00'], [60_000, 1, 'L02'], [60_000, 2, 'L00'], [60_000, 2, 'L01'],
    ]);
  });
  it('keeps ten, and leaves out layouts this release does not have', () => {
    let d = emptyDevice('devA0001');
    for (let i = 0; i < 12; i++) d = addRecord(d, win(`w${i}`, `L0${i % 3}`, 100_000 + i, i));
    d = addRecord(d, win('new', 'L99', 1_000, 0)); // a newer release's layout
    const board = leaderboard([d], 'all');
    expect(board.map((e) => e.ms)).toEqual(Array.from({ length: 10 }, (_, i) => 100_000 + i));
    expect(board.every((e) => e.layoutId !== 'L99')).toBe(true);
  });
});

describe('records read one at a time', () => {
  const rec = (i: number, won = true): NewRecord => ({ id: `rec${i.toString(36).padStart(4, '0')}`, code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0 + i * 1_000, ms: 60_000 + i, hints: 0, won });
  const device = (n: number) => Array.from({ length: n }, (_, i) => rec(i)).reduce(addRecord, emptyDevice('dev0a'));

  it('a bad record is set aside with its reason; the others are kept', () => {
    const stored = JSON.parse(JSON.stringify(makeDevice(device(3))));
    stored.recs[1][3] = 5; // a time no reader accepts
    const reading = readVersioned(stored, readDevice);
    expect(reading.kind).toBe('ok');
    if (reading.kind !== 'ok') return;
    expect(reading.value.stats.records.map((r) => r.id)).toEqual(['rec0000', 'rec0002']);
    expect(reading.value.rejected).toEqual([{ raw: stored.recs[1], reason: 'record numbers' }]);
    expect(readVersioned(stored, parseDevice).kind).toBe('bad'); // an export file is still refused whole
  });

  it("another copy of this device adds the games it lost and moves none of its marks", () => {
    const all = device(5);
    const lost = { ...all, records: all.records.slice(0, 2) };
    const merged = addUnknown(lost, all);
    expect(merged.records.map((r) => r.id)).toEqual(all.records.map((r) => r.id));
    expect({ seq: merged.seq, cut: merged.cut }).toEqual({ seq: all.seq, cut: all.cut });
    expect(addUnknown(all, { ...all, seq: Number.MAX_SAFE_INTEGER, cut: 10_000, records: [] })).toBe(all);
    // A game numbered past this device's count is numbered here.
    const ahead = addUnknown(all, { ...all, seq: 2 ** 53 - 1, records: [{ ...rec(99), seq: 2 ** 53 - 2 }] });
    expect(ahead.seq).toBe(all.seq + 1);
    expect(ahead.records.at(-1)).toMatchObject({ id: 'rec002r', seq: all.seq });
  });

  it('games below the cut are counted already and are not added again', () => {
    const folded = compact(device(30), 5, 0);
    const old = device(30);
    expect(summarize([addUnknown(folded, old)], 'L00')).toMatchObject({ played: 30, won: 30 });
  });

  it('an empty list takes a copy whole, its counters included', () => {
    const synced = compact(device(30), 5);
    expect(mergeOwnCopy(emptyDevice('dev0a'), synced)).toEqual(mergeDevice(emptyDevice('dev0a'), synced));
  });

  it('reads the records of a kept-aside copy, whole or cut short', () => {
    const d = device(40);
    const text = JSON.stringify(makeDevice(d));
    expect(readKeptCopy('dev0a', text)).toEqual(d);
    const cut = readKeptCopy('dev0a', text.slice(0, Math.floor(text.length / 2)))!;
    expect(cut.records.length).toBeGreaterThan(10);
    expect(cut.records.every((r, i) => r.id === d.records[i].id)).toBe(true);
    const items = {
      'quarantine:local:progress:dev0a:x1': { area: 'local', key: 'progress:dev0a', reason: 'r', at: T0, text },
      'quarantine:sync:stats:dev0a:x2': { area: 'sync', key: 'stats:dev0a', reason: 'r', at: T0, text: text.slice(0, 900), truncated: true },
      'quarantine:local:progress:other1:x3': { area: 'local', key: 'progress:other1', reason: 'r', at: T0, text },
      'progress:dev0a': makeDevice(d),
    };
    const copies = keptAsideCopies(items, 'dev0a');
    expect(copies).toHaveLength(2);
    expect(copies[0]).toEqual(d);
  });
});

describe('200,000 wins on a layout', () => {
  // How long this takes is a bench figure (bench/storage.ts, with its budget); here, what it computes, and
  // no spread of 200,000 arguments (which throws).
  it('every aggregate is computed, and compaction folds them, without a spread', () => {
    const devices: DeviceStats[] = [];
    for (let dev = 0; dev < 40; dev++) {
      const records: GameRecord[] = Array.from({ length: 5_000 }, (_, i) => ({
        seq: i + 1, id: `d${dev}g${i.toString(36)}`, code: 'MJ1-L00-AAAAAAA', layoutId: 'L00', at: T0 + (dev * 5_000 + i) * 1_000, ms: 30_000 + ((i * 7919 + dev) % 900_000), hints: 0, won: true,
      }));
      devices.push({ ...emptyDevice(`dev${dev}x`), seq: 5_001, records });
    }
    expect(summarize(devices, 'L00')).toMatchObject({ played: 200_000, won: 200_000, bestMs: 30_000, bestStreak: 200_000 });
    expect(leaderboard(devices, 'L00')).toHaveLength(10);
    expect(winTimes(devices, 'L00')).toHaveLength(200_000);
    expect(rankOf(devices, 'L00', 'd0g0')).toBe(1);
    const one = { ...emptyDevice('big0'), seq: 200_001, records: devices.flatMap((d) => d.records).map((r, i) => ({ ...r, seq: i + 1 })) };
    expect(summarize([compact(one, 100)], 'L00')).toMatchObject({ played: 200_000, won: 200_000 });
  }, 60_000);
});
