import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '../../../../core/newGame';
import { playablePairs, remainingCount } from '../../../../core/position';
import { Xoshiro128 } from '../../../../core/prng';
import { solve } from '../../../../core/solver';
import { createSolverTasks } from '../../../../core/solver/tasks';
import { play } from '../../support/play';

type Pair = [number, number];

const code = 'MJ1-L00-AAAAABL';

/** The task's answer for `moves` of the test game, checked against a fresh solve of the same position. */
function askedAndChecked(task: ReturnType<typeof createSolverTasks>, moves: readonly Pair[], id: number): boolean | null {
  const made = newGameFromCode(code);
  if (!made.ok) throw new Error('the test code deals');
  const p = play(made.value.position, moves);
  const answer = task({ id, kind: 'solve', code, moves: moves.map(([a, b]): Pair => [a, b]) });
  expect(answer.winnable).toBe(solve(p, { budget: 200_000 }).status === 'winnable');
  if (answer.plan !== null) expect(remainingCount(play(p, answer.plan))).toBe(0);
  return answer.winnable;
}

describe('the solver task answering "can it still be won?"', () => {
  it('answers every move of a game as a fresh solve would, through a loss, the moves after it and undos', () => {
    const made = newGameFromCode(code);
    if (!made.ok) throw new Error('the test code deals');
    const task = createSolverTasks();
    const rng = Xoshiro128.seeded(5);
    let p = made.value.position;
    const moves: Pair[] = [];
    // Random moves until the game is lost, and two more.
    let lostAt = -1;
    while (lostAt < 0 || moves.length < lostAt + 2) {
      const pairs = playablePairs(p);
      if (pairs.length === 0) break;
      const move = pairs[rng.below(pairs.length)];
      moves.push(move);
      p = play(p, [move]);
      if (askedAndChecked(task, moves, moves.length) === false && lostAt < 0) lostAt = moves.length;
    }
    expect(lostAt).toBeGreaterThan(0);
    // Undo to before the loss, then back to it: each answered as a fresh solve would.
    for (const keep of [lostAt - 1, lostAt - 2, lostAt]) askedAndChecked(task, moves.slice(0, keep), 100 + keep);
    // A hint on the way: what it learns serves the next check.
    task({ id: 200, kind: 'hint', code, moves: moves.slice(0, 1), plan: null });
    askedAndChecked(task, moves.slice(0, 2), 201);
  });
});
