/**
 * Fault injection into the sync writer over storage.sync isolated item by item: sequences of staged
 * values and refusals (no room, an item too large, too many writes), drawn by fast-check. Whatever
 * sync refuses, every other key is still written; a refused key is held and tried again alone, and
 * written once sync takes it again, and sync is said to be failing meanwhile.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSyncWriter, SYNC_LIMITS } from '@/stores/storage/syncWriter';
import { isolatingArea } from '@/stores/storage/syncIsolation';
import { SYNC_ITEM_QUOTA, syncBytes } from '@/stores/storage/syncRoom';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';

const SEED = Number(process.env.FC_SEED ?? 30_2026);
const KEYS = ['game', 'settings', 'stats:dev0a', 'daily:dev0a:2026', 'daily:dev0a:2025', 'stats:other1'];
const REFUSALS = ['QUOTA_BYTES quota exceeded', 'QUOTA_BYTES_PER_ITEM quota exceeded', 'MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded'];

type Step =
  | { kind: 'stage'; key: number; value: number; urgent: boolean; huge: boolean }
  | { kind: 'refuse'; key: number; times: number; reason: number }
  | { kind: 'wait'; ms: number };

const arbStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('stage' as const), key: fc.nat(KEYS.length - 1), value: fc.nat(1_000), urgent: fc.boolean(), huge: fc.nat(9).map((n) => n === 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refuse' as const), key: fc.nat(KEYS.length - 1), times: fc.integer({ min: 1, max: 4 }), reason: fc.nat(REFUSALS.length - 1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 120_000 }) }) },
);

/** storage.sync refusing a write that holds a key it is told to refuse, or an item over the item limit (as the browsers do: the whole `set` fails). */
function faultyArea(now: () => number) {
  const area = memoryArea();
  const refusing = new Map<string, { times: number; reason: string }>();
  const calls: { at: number; keys: string[]; ok: boolean }[] = [];
  const faulty: StorageArea = {
    ...area,
    async set(items) {
      const keys = Object.keys(items);
      const tooLarge = Object.entries(items).some(([k, v]) => syncBytes(k, v) > SYNC_ITEM_QUOTA);
      const refused = keys.find((k) => (refusing.get(k)?.times ?? 0) > 0);
      calls.push({ at: now(), keys, ok: !refused && !tooLarge });
      if (tooLarge) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
      if (refused) {
        const r = refusing.get(refused)!;
        r.times -= 1;
        throw new Error(r.reason);
      }
      await area.set(items);
    },
  };
  return { area, faulty, refusing, calls };
}

const huge = (n: number) => ({ v: n, pad: 'x'.repeat(SYNC_ITEM_QUOTA) });

describe('the sync writer under refusals', () => {
  it(`writes every key sync takes, retries or reports the refused ones (fast-check seed ${SEED})`, async () => {
    let runs = 0;
    let refusedWrites = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(arbStep, { minLength: 1, maxLength: 40 }), async (steps) => {
        runs += 1;
        const clock = virtualClock();
        const sync = faultyArea(() => clock.now());
        const area = isolatingArea(sync.faulty, () => clock.monotonic());
        const writer = createSyncWriter(area, clock, SYNC_LIMITS);
        const latest = new Map<string, unknown>();
        for (const step of steps) {
          if (step.kind === 'stage') {
            const value = step.huge ? huge(step.value) : { v: step.value };
            latest.set(KEYS[step.key], value);
            writer.stage(KEYS[step.key], value, step.urgent);
          } else if (step.kind === 'refuse') {
            sync.refusing.set(KEYS[step.key], { times: step.times, reason: REFUSALS[step.reason] });
          } else {
            await clock.advance(step.ms);
          }
        }
        refusedWrites += sync.calls.filter((c) => !c.ok).length;
        // Sync takes everything again (within the item limit): within the longest retry delay, all is written.
        for (const r of sync.refusing.values()) r.times = 0;
        await clock.advance(2 * 3_600_000);
        const stored = await sync.area.get(null);
        for (const [key, value] of latest) {
          const tooLarge = syncBytes(key, value) > SYNC_ITEM_QUOTA;
          if (tooLarge) {
            // Never taken (the browser refuses it), and held to be tried again (a smaller value will be).
            expect(stored[key]).not.toEqual(value);
            expect(area.held()).toContain(key);
          } else {
            expect(stored[key]).toEqual(value);
          }
        }
        // Well within the browsers' 120 writes a minute, splits included.
        for (const call of sync.calls) {
          expect(sync.calls.filter((c) => c.at > call.at - 60_000 && c.at <= call.at).length).toBeLessThanOrEqual(60);
        }
        writer.dispose();
      }),
      { seed: SEED, numRuns: 150, verbose: 1 },
    ).catch((error: unknown) => {
      throw new Error(`sync writer fault injection failed (seed ${SEED}, replay with FC_SEED=${SEED}): ${String(error)}`);
    });
    expect(runs).toBeGreaterThanOrEqual(150);
    expect(refusedWrites).toBeGreaterThan(50); // the refusals were met, not drawn and missed
  });

  it('writes the other keys at once when one is refused: a refused key never holds another back', async () => {
    const clock = virtualClock();
    const sync = faultyArea(() => clock.now());
    const reported: unknown[] = [];
    const area = isolatingArea(sync.faulty, () => clock.monotonic());
    const writer = createSyncWriter(area, clock, SYNC_LIMITS, { onFailure: (e) => reported.push(e) });
    sync.refusing.set('daily:dev0a:2026', { times: 1_000, reason: 'QUOTA_BYTES_PER_ITEM quota exceeded' });
    writer.stage('daily:dev0a:2026', { v: 1 }, true);
    writer.stage('game', { v: 1 }, true);
    writer.stage('stats:dev0a', { v: 1 }, true);
    await clock.advance(SYNC_LIMITS.urgentSpacingMs);
    expect(await sync.area.get(null)).toEqual({ game: { v: 1 }, 'stats:dev0a': { v: 1 } });
    expect(area.held()).toEqual(['daily:dev0a:2026']);
    expect(writer.failing).toBe(true); // said, while the others go on
    // Later moves still reach sync at the usual spacing, while the refused key waits its own delay.
    for (let move = 2; move <= 10; move++) {
      writer.stage('game', { v: move });
      await clock.advance(SYNC_LIMITS.spacingMs);
    }
    expect(await sync.area.get(['game'])).toEqual({ game: { v: 10 } });
    // Tried again alone on its own delay meanwhile: 1, 2 and 4 minutes.
    expect(sync.calls.filter((c) => c.keys.join() === 'daily:dev0a:2026').length).toBeGreaterThanOrEqual(3);
    sync.refusing.clear();
    await clock.advance(30 * 60_000);
    expect(await sync.area.get(['daily:dev0a:2026'])).toEqual({ 'daily:dev0a:2026': { v: 1 } });
    expect(area.held()).toEqual([]);
    expect(writer.failing).toBe(false);
  });

  it('reports a write of which nothing goes through, and writes it all once sync takes it again', async () => {
    const clock = virtualClock();
    const sync = faultyArea(() => clock.now());
    const reported: unknown[] = [];
    const area = isolatingArea(sync.faulty, () => clock.monotonic());
    const writer = createSyncWriter(area, clock, SYNC_LIMITS, { onFailure: (e) => reported.push(e) });
    sync.refusing.set('game', { times: 1, reason: 'MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded' });
    sync.refusing.set('settings', { times: 1, reason: 'MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded' });
    writer.stage('game', { v: 1 });
    writer.stage('settings', { v: 1 });
    await clock.advance(SYNC_LIMITS.spacingMs);
    expect(reported.length).toBeGreaterThanOrEqual(1);
    expect(writer.failing).toBe(true);
    expect(writer.pendingKeys().sort()).toEqual(['game', 'settings']);
    await clock.advance(10 * 60_000);
    expect(await sync.area.get(null)).toEqual({ game: { v: 1 }, settings: { v: 1 } });
    expect(writer.failing).toBe(false);
  });
});
