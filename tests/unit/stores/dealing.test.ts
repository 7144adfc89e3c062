import { describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices, useServices } from '@/stores/services';
import { useGameStore } from '@/stores/game';
import { newGameFromCode } from '@/core/newGame';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import type { SolverClient } from '@/stores/solver/client';
import type { SolverAnswer } from '@/core/solver/protocol';
import { playablePairs } from '@/core/position';
import { simpleSolver } from './machine';

/** A worker that deals when the test says so: dealing may take seconds. */
function slowDealer() {
  const asked: { code: string; resolve: (a: SolverAnswer) => void }[] = [];
  const solver: SolverClient = { ...simpleSolver, deal: (code) => new Promise((resolve) => asked.push({ code, resolve })) };
  const answer = (i: number) => {
    const { code, resolve } = asked[i];
    const g = newGameFromCode(code);
    if (!g.ok) throw new Error(g.error.message);
    resolve({ id: 0, pair: null, plan: null, winnable: null, deal: { faces: [...g.value.faces], plan: g.value.plan.map(([a, b]) => [a, b]) } });
  };
  return { solver, asked, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openWith(solver: SolverClient) {
  const pinia = createPinia();
  const clock = virtualClock(Date.UTC(2026, 0, 1));
  provideServices(pinia, { backend: { local: memoryArea(), sync: memoryArea() }, clock, solver });
  setActivePinia(pinia);
  return useGameStore();
}

describe('dealing off the page', () => {
  it('deals in the worker: the first game, then new ones, while the board shown stays in play', async () => {
    const worker = slowDealer();
    const game = await openWith(worker.solver);
    const loading = game.init();
    await settle();
    expect(worker.asked).toHaveLength(1); // the first visit's game
    worker.answer(0);
    await loading;
    expect(game.ready).toBe(true);
    const first = game.code;
    expect(first).toBe(worker.asked[0].code);

    expect(game.startCode('MJ1-L00-BBBBBBB').ok).toBe(true);
    expect(game.dealing).toBe(true);
    expect(game.code).toBe(first); // the old board until the new one is dealt
    const [a, b] = playablePairs(game.position)[0];
    game.tap(a);
    game.tap(b);
    expect(game.moveCount).toBe(1);
    worker.answer(1);
    await settle();
    expect(game.code).toBe('MJ1-L00-BBBBBBB');
    expect(game.dealing).toBe(false);
    expect(game.moveCount).toBe(0);
    expect(useServices().dealing.canDealHere).toBe(false); // never dealt on the page's thread
  });

  it('the newest game asked for wins, whichever deal comes back first', async () => {
    const worker = slowDealer();
    const game = await openWith(worker.solver);
    const loading = game.init();
    await settle();
    worker.answer(0);
    await loading;
    game.startCode('MJ1-L00-CCCCCCC');
    game.newGame('L01');
    worker.answer(2);
    await settle();
    expect(game.code).toMatch(/^MJ1-L01-/);
    worker.answer(1);
    await settle();
    expect(game.code).toMatch(/^MJ1-L01-/);
  });
});

describe('a hint asked while a new board is being dealt', () => {
  it('is for the new board, given once it is shown', async () => {
    const worker = slowDealer();
    const game = await openWith(worker.solver);
    const loading = game.init();
    await settle();
    worker.answer(0);
    await loading;
    game.startCode('MJ1-L00-DDDDDDD');
    game.hint();
    worker.answer(1);
    await settle();
    expect(game.code).toBe('MJ1-L00-DDDDDDD');
    expect(game.hintsUsed).toBe(1);
    expect(game.hinted).not.toBeNull();
  });
});

describe('a hint asked just before a new board is asked for', () => {
  it('is given for the new board, not counted on the one it replaces', async () => {
    const worker = slowDealer();
    let answerHint: (() => void) | null = null;
    const solver: SolverClient = {
      ...worker.solver,
      hint: (code, moves) => new Promise((resolve) => (answerHint = () => void simpleSolver.hint(code, moves, null).then(resolve))),
    };
    const game = await openWith(solver);
    const loading = game.init();
    await settle();
    worker.answer(0);
    await loading;
    game.hint();
    // Hints load just after start-up: the question reaches the solver once they have.
    await vi.waitFor(() => expect(answerHint).not.toBeNull());
    game.startCode('MJ1-L00-EEEEEEE');
    answerHint!();
    await settle();
    expect(game.hintsUsed).toBe(0); // not on the board being replaced
    worker.answer(1);
    await settle();
    answerHint!();
    await settle();
    expect(game.code).toBe('MJ1-L00-EEEEEEE');
    expect(game.hintsUsed).toBe(1);
  });
});
