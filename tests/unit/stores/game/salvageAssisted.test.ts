/**
 * A damaged statistics header with no sync copy left: every record that still reads comes back,
 * wins with help (stored with a last field of 2) as much as the others.
 */
import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { keptAside, recordsIn } from '@/stores/keptAside';
import { useProgressStore } from '@/stores/progress';
import { provideServices } from '@/stores/services';
import { memoryArea } from '@/stores/storage/area';
import { salvageRecords } from '@/stores/storage/ownCopies';
import { virtualClock } from '@/tests/unit/support/virtualClock';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';
const ME = 'dev00001';

/** Twelve games: the first one lost, two won with help (2), the others won (1). */
const recs = Array.from({ length: 12 }, (_, i) => [i + 1, `game${String(i + 1).padStart(4, '0')}`, CODE, NOW - 100_000 + i, 60_000 + i, i === 3 || i === 7 ? 2 : 0, i === 0 ? 0 : i === 3 || i === 7 ? 2 : 1]);
const damaged = { v: 1, device: ME, seq: -5, cut: 0, base: {}, streak: 0, run: 0, runs: {}, cutAt: 0, recs };

describe('salvaging a damaged statistics header', () => {
  it('finds every record in the text, assisted wins included', () => {
    const salvaged = salvageRecords(ME, JSON.stringify(damaged));
    expect(salvaged?.records).toHaveLength(12);
    expect(salvaged?.records.filter((r) => r.assisted).map((r) => r.id)).toEqual(['game0004', 'game0008']);
  });

  it('counts 12 played, 11 won, 2 assisted again, and has nothing left to restore', async () => {
    const local = memoryArea();
    await local.set({ device: ME, [`progress:${ME}`]: damaged });
    const pinia = createPinia();
    provideServices(pinia, { backend: { local, sync: memoryArea() }, clock: virtualClock(NOW) });
    setActivePinia(pinia);
    const progress = useProgressStore();
    await progress.init();
    expect(progress.stats('all')).toMatchObject({ played: 12, won: 11, assisted: 2 });
    const [copy] = await keptAside(local);
    const kept = recordsIn(copy);
    expect(kept?.records).toHaveLength(12);
    expect(await progress.restoreRecords(kept!.device, kept!.records)).toBe(0);
    expect(progress.stats('all')).toMatchObject({ played: 12, won: 11, assisted: 2 });
  });
});
