import { describe, expect, it, vi } from 'vitest';
import { memoryArea } from '@/stores/storage/area';
import type { SolverClient } from '@/stores/solver/client';

const CODE = 'MJ1-L03-ABCDEFG';

// Never consulted here: a real one would load the solver inline, where there is no Worker.
const idleSolver: SolverClient = {
  hint: async () => ({ id: 0, pair: null, plan: null, winnable: null }),
  solve: async () => ({ id: 0, pair: null, plan: null, winnable: null }),
  winnableBack: async () => ({ id: 0, pair: null, plan: null, winnable: null, keep: null }),
  dispose() {},
};

/** A page's stores over `backend`, from freshly loaded modules (as a new tab has them). */
async function openPage(backend: { local: ReturnType<typeof memoryArea>; sync: ReturnType<typeof memoryArea> }) {
  const { createPinia, setActivePinia } = await import('pinia');
  const { provideServices } = await import('@/stores/services');
  const { useGameStore } = await import('@/stores/game');
  const pinia = createPinia();
  provideServices(pinia, { backend, solver: idleSolver });
  setActivePinia(pinia);
  return useGameStore();
}

describe('first load', () => {
  it('shows a stored game before the dealer (and its solver) is loaded', async () => {
    const backend = { local: memoryArea(), sync: memoryArea() };
    const first = await openPage(backend);
    await first.init();
    expect(first.startCode(CODE).ok).toBe(true);
    await vi.waitFor(() => expect(first.code).toBe(CODE));

    // Later, sync has caught up with the game (a paused copy is what sync holds).
    first.pause();
    await backend.sync.set({ game: backend.local.data.get('game') });
    vi.resetModules();
    const seen: { readyWhenDealerLoaded: boolean | null } = { readyWhenDealerLoaded: null };
    let page: Awaited<ReturnType<typeof openPage>> | null = null;
    vi.doMock('@/core/newGame', async (load) => {
      seen.readyWhenDealerLoaded = page?.ready ?? false;
      return load();
    });
    page = await openPage(backend);
    await page.init();
    expect(page.ready).toBe(true);
    expect(page.code).toBe(CODE);
    // Loaded afterwards, so that a new game starts at once; never on the way to the board.
    await vi.waitFor(() => expect(seen.readyWhenDealerLoaded).not.toBeNull());
    expect(seen.readyWhenDealerLoaded).toBe(true);
    page.newGame();
    await vi.waitFor(() => expect(page?.code).not.toBe(CODE));
    vi.doUnmock('@/core/newGame');
  });

  it('deals a first game once the dealer has loaded', async () => {
    vi.resetModules();
    const page = await openPage({ local: memoryArea(), sync: memoryArea() });
    await page.init();
    expect(page.ready).toBe(true);
    expect(page.code).toMatch(/^MJ1-L00-[A-Z2-7]{7}$/);
    expect(page.position.faces).toHaveLength(144);
  });
});
