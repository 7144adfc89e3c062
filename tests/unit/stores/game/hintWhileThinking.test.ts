import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices } from '@/stores/services';
import { useGameStore } from '@/stores/game';
import { browserBackend } from '@/stores/storage/browserArea';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import type { SolverClient } from '@/stores/solver/client';
import { planOf, simpleSolver } from '../machine';

const CODE = 'MJ1-L00-AAAAABL';

/** A solver whose hints wait until the test lets them through, as a slow machine's do. */
function heldSolver() {
  const waiting: (() => void)[] = [];
  const solver: SolverClient = {
    ...simpleSolver,
    hint: (...args) => new Promise((resolve) => waiting.push(() => void simpleSolver.hint(...args).then(resolve))),
  };
  return { solver, pending: () => waiting.length, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

async function openTab(solver: SolverClient) {
  const pinia = createPinia();
  provideServices(pinia, { backend: browserBackend(), clock: virtualClock(), solver });
  setActivePinia(pinia);
  const game = useGameStore();
  await game.init();
  return game;
}

describe('a hint the solver is still thinking about', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is shown when it comes, though the game was paused and resumed meanwhile', async () => {
    const held = heldSolver();
    const game = await openTab(held.solver);
    game.startCode(CODE);
    const [[a, b]] = planOf(CODE);
    game.tap(a);
    game.tap(b);
    game.hint();
    await vi.waitFor(() => expect(held.pending()).toBe(1));
    game.pause();
    game.resume();
    held.release();
    await vi.waitFor(() => expect(game.hinted).not.toBeNull());
    expect(game.hintsUsed).toBe(1);
  });

  it('is dropped when a pair was played meanwhile', async () => {
    const held = heldSolver();
    const game = await openTab(held.solver);
    game.startCode(CODE);
    const [[a, b], [c, d]] = planOf(CODE);
    game.tap(a);
    game.tap(b);
    game.hint();
    await vi.waitFor(() => expect(held.pending()).toBe(1));
    game.tap(c);
    game.tap(d);
    held.release();
    await new Promise((done) => setTimeout(done, 50));
    expect(game.hinted).toBeNull();
    expect(game.hintsUsed).toBe(0);
  });
});
