/** A player's own layout plays like a built-in one: codes, dealing, hints, the win, the leaderboard, the saved game. */
import { describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { makeCode, parseCode } from '@/core/code';
import { shapeId } from '@/core/layoutFiles';
import type { Slot } from '@/core/layout';
import { provideServices } from '@/stores/services';
import { useGameStore } from '@/stores/game';
import { useProgressStore } from '@/stores/progress';
import { useCustomLayoutsStore } from '@/stores/customLayouts';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock, type VirtualClock } from '@/tests/unit/support/virtualClock';
import { block } from '../../support/layoutFiles';

const SHAPE: Slot[] = [...block(12, 11), ...block(4, 3, 8, 6, 1)];
const ID = shapeId(SHAPE);

async function openTab(local: StorageArea, sync: StorageArea, clock: VirtualClock) {
  const pinia = createPinia();
  // No solver given: the page's own (in this thread, as where no worker can start), with the page's layouts.
  provideServices(pinia, { backend: { local, sync }, clock });
  setActivePinia(pinia);
  const page = { game: useGameStore(), progress: useProgressStore(), layouts: useCustomLayoutsStore() };
  await page.game.init();
  return page;
}

/** Waits until `done` holds: virtual time for the page's timers, real time for modules loading on demand. */
async function until(clock: VirtualClock, done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) {
    await clock.advance(5);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (!done()) throw new Error(`never: ${what}`);
}

describe('a custom layout’s games', () => {
  it('reads and writes codes with C ids, in any case', () => {
    const code = makeCode(ID, 12345);
    expect(code).toMatch(/^MJ1-C[A-Z2-7]{10}-[A-Z2-7]{7}$/);
    expect(parseCode(code.toLowerCase())).toEqual({ ok: true, value: { layoutId: ID, dealNumber: 12345 } });
    expect(parseCode('MJ1-Cab-AAAAAAA').ok).toBe(false); // too short to be a shape id
  });

  it('deals, hints to the win, counts it on the leaderboard, and restores its saved game on a new page', async () => {
    const local = memoryArea();
    const sync = memoryArea();
    const clock = virtualClock();
    const tab = await openTab(local, sync, clock);
    const added = await tab.layouts.add([{ name: 'Tiny tower', slots: SHAPE }]);
    expect(added.added[0]?.id).toBe(ID);
    const code = makeCode(ID, 42);
    expect(tab.game.startCode(code).ok).toBe(true);
    await until(clock, () => tab.game.code === code, 'the custom deal shown');
    expect(tab.game.layout.id).toBe(ID);
    expect(tab.game.layout.slots).toHaveLength(144);

    // Two pairs by hints, then a reload: the saved game comes back on the custom layout.
    for (let i = 0; i < 2; i++) {
      tab.game.hint();
      await until(clock, () => tab.game.hinted !== null, 'a hint');
      const [a, b] = tab.game.hinted!;
      tab.game.tap(a);
      tab.game.tap(b);
    }
    expect(tab.game.moveCount).toBe(2);
    await clock.advance(10);
    const again = await openTab(local, sync, clock);
    expect(again.game.code).toBe(code);
    expect(again.game.moveCount).toBe(2);
    again.game.undo();
    expect(again.game.moveCount).toBe(1);

    // The rest by hints, to the win.
    while (again.game.status === 'playing') {
      again.game.hint();
      await until(clock, () => again.game.hinted !== null, 'a hint');
      const [a, b] = again.game.hinted!;
      again.game.tap(a);
      again.game.tap(b);
    }
    expect(again.game.status).toBe('won');
    await until(clock, () => again.progress.leaderboard(ID).length === 1, 'the win recorded');
    expect(again.progress.leaderboard(ID)[0].code).toBe(code);
    expect(again.progress.leaderboard('all').map((e) => e.layoutId)).toContain(ID);
  });

  it('refuses a custom layout’s code on a profile without that layout, saying its share link brings it', async () => {
    const clock = virtualClock();
    const tab = await openTab(memoryArea(), memoryArea(), clock);
    const result = tab.game.startCode(makeCode(ID, 7));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('custom');
    expect(tab.game.layout.id).toBe('L00');
  });
});
