/**
 * Fault injection into the sync writer: sequences of staged values and refusals (no room, an item
 * too large, too many writes), drawn by fast-check. Whatever sync refuses, every other key is still
 * written; a refused key is reported, stays staged and is written once sync takes it again.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSyncWriter, SYNC_ITEM_QUOTA, SYNC_LIMITS } from '@/stores/storage/syncWriter';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock } from '@/stores/storage/virtualClock';

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

/** storage.sync refusing a write that holds a key it is told to refuse (as the browsers do: the whole `set` fails). */
function faultyArea(now: () => number) {
  const area = memoryArea();
  const refusing = new Map<string, { times: number; reason: string }>();
  const calls: { at: number; keys: string[]; ok: boolean }[] = [];
  const faulty: StorageArea = {
    ...area,
    async set(items) {
      const keys = Object.keys(items);
      const refused = keys.find((k) => (refusing.get(k)?.times ?? 0) > 0);
      calls.push({ at: now(), keys, ok: !refused });
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
        const reported: string[] = [];
        const writer = createSyncWriter(sync.faulty, clock, SYNC_LIMITS, { onFailure: (_e, key) => reported.push(key) });
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
          const tooLarge = JSON.stringify(value).length > SYNC_ITEM_QUOTA;
          if (tooLarge) {
            // Never sent (the browser would refuse it), said, and kept for a smaller value.
            expect(stored[key]).not.toEqual(value);
            expect(reported).toContain(key);
            expect(writer.pendingKeys()).toContain(key);
          } else {
            expect(stored[key]).toEqual(value);
          }
        }
        // Within the writer's own rate limits, whatever was refused.
        for (const call of sync.calls) {
          expect(sync.calls.filter((c) => c.at > call.at - 60_000 && c.at <= call.at).length).toBeLessThanOrEqual(SYNC_LIMITS.perMinute);
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
    const reported: string[] = [];
    const writer = createSyncWriter(sync.faulty, clock, SYNC_LIMITS, { onFailure: (_e, key) => reported.push(key) });
    sync.refusing.set('daily:dev0a:2026', { times: 1_000, reason: 'QUOTA_BYTES_PER_ITEM quota exceeded' });
    writer.stage('daily:dev0a:2026', { v: 1 }, true);
    writer.stage('game', { v: 1 }, true);
    writer.stage('stats:dev0a', { v: 1 }, true);
    await clock.advance(SYNC_LIMITS.urgentSpacingMs);
    expect(await sync.area.get(null)).toEqual({ game: { v: 1 }, 'stats:dev0a': { v: 1 } });
    expect(reported).toEqual(['daily:dev0a:2026']);
    expect(writer.refusedKeys()).toEqual(['daily:dev0a:2026']);
    // Later moves still reach sync at the usual spacing, while the refused key waits its own delay.
    for (let move = 2; move <= 10; move++) {
      writer.stage('game', { v: move });
      await clock.advance(SYNC_LIMITS.spacingMs);
    }
    expect(await sync.area.get(['game'])).toEqual({ game: { v: 10 } });
    expect(writer.pendingKeys()).toEqual(['daily:dev0a:2026']);
    sync.refusing.clear();
    await clock.advance(30 * 60_000);
    expect(await sync.area.get(['daily:dev0a:2026'])).toEqual({ 'daily:dev0a:2026': { v: 1 } });
    expect(writer.failing).toBe(false);
  });
});
