import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '@/core/newGame';
import { playPair } from '@/core/game';
import { createWinnableCheck } from '@/stores/game/assist/winnableCheck';
import { newSavedGame } from '@/stores/game/session/session';
import type { SolverAnswer } from '@/core/solver/protocol';
import type { SavedGame } from '@/stores/storage/savedGame';

const CODE = 'MJ1-L00-AAAAABL';
const NOW = Date.UTC(2026, 0, 1);

type Move = [number, number];

/** The position after the deal's first planned pair, as stored. */
function savedAfterOnePair(): SavedGame {
  const made = newGameFromCode(CODE);
  if (!made.ok) throw new Error('the test code does not deal');
  const [a, b] = made.value.plan[0];
  const played = playPair(made.value, a, b);
  if (!played.ok) throw new Error('the plan does not play');
  return {
    ...newSavedGame(CODE, 'game000001', { now: NOW, page: 'page0001', device: 'dev00001' }),
    moves: played.value.moves.map(([x, y]): Move => [x, y]),
    fresh: false,
  };
}
const SAVED = savedAfterOnePair();

/** A solver whose answers come when the test gives them, in any order. */
function heldSolver() {
  const questions: { code: string; moves: Move[]; answer(winnable: boolean | null): Promise<void>; fail(): Promise<void> }[] = [];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    questions,
    solve(code: string, moves: Move[]): Promise<SolverAnswer> {
      return new Promise((resolve, reject) => {
        questions.push({
          code, moves,
          async answer(winnable) {
            resolve({ id: 0, pair: null, plan: null, winnable });
            await settle();
          },
          async fail() {
            reject(new Error('the worker failed'));
            await settle();
          },
        });
      });
    },
  };
}

function check({ wanted = true, won = false } = {}) {
  const solver = heldSolver();
  const state = { wanted, won };
  const winnable = createWinnableCheck(solver, () => state.wanted, () => ({ saved: SAVED, won: state.won }));
  return { solver, state, check: winnable };
}

describe('winnable check', () => {
  it('asks the solver about the position shown and keeps its answer', async () => {
    const { solver, check: c } = check();
    c.refresh();
    expect(solver.questions.map((q) => [q.code, q.moves])).toEqual([[CODE, SAVED.moves]]);
    expect(c.winnable.value).toBeNull();
    await solver.questions[0].answer(false);
    expect(c.winnable.value).toBe(false);
  });

  it('keeps the newest question\'s answer when an older one comes back later', async () => {
    const { solver, check: c } = check();
    c.refresh();
    c.refresh();
    await solver.questions[1].answer(true);
    expect(c.winnable.value).toBe(true);
    await solver.questions[0].answer(false);
    expect(c.winnable.value).toBe(true);
  });

  it('drops an older answer that comes first: unknown until the newest comes', async () => {
    const { solver, check: c } = check();
    c.refresh();
    c.refresh();
    await solver.questions[0].answer(true);
    expect(c.winnable.value).toBeNull();
    await solver.questions[1].answer(false);
    expect(c.winnable.value).toBe(false);
  });

  it('a new question forgets the last answer until it is answered', async () => {
    const { solver, check: c } = check();
    c.refresh();
    await solver.questions[0].answer(true);
    c.refresh();
    expect(c.winnable.value).toBeNull();
  });

  it('a won game can be won: true without asking', () => {
    const { solver, check: c } = check({ won: true });
    c.refresh();
    expect(c.winnable.value).toBe(true);
    expect(solver.questions).toHaveLength(0);
  });

  it('a won game answers at once, and an older question still out is dropped', async () => {
    const { solver, state, check: c } = check();
    c.refresh();
    state.won = true;
    c.refresh();
    await solver.questions[0].answer(false);
    expect(c.winnable.value).toBe(true);
    expect(solver.questions).toHaveLength(1);
  });

  it('not wanted: no question, and what is known stays as it was', async () => {
    const { solver, state, check: c } = check({ wanted: false });
    c.refresh();
    expect(solver.questions).toHaveLength(0);
    expect(c.winnable.value).toBeNull();
    c.learn(false);
    c.refresh();
    expect(c.winnable.value).toBe(false);
    state.wanted = true;
    c.refresh();
    expect(solver.questions).toHaveLength(1);
  });

  it('a failed question leaves the answer unknown', async () => {
    const { solver, check: c } = check();
    c.refresh();
    await solver.questions[0].fail();
    expect(c.winnable.value).toBeNull();
  });

  it('learn() sets the answer from elsewhere and forget() makes it unknown', () => {
    const { check: c } = check();
    c.learn(true);
    expect(c.winnable.value).toBe(true);
    c.learn(false);
    expect(c.winnable.value).toBe(false);
    c.forget();
    expect(c.winnable.value).toBeNull();
  });
});
