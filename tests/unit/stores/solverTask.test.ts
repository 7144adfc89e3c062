import { describe, expect, it } from 'vitest';
import { newGameFromCode } from '@/core/newGame';
import { playablePairs, remainingCount } from '@/core/position';
import { Xoshiro128 } from '@/core/prng';
import { solve } from '@/core/solver';
import { createSolverTasks } from '@/stores/solverTask';
import { play } from '../support/play';

type Pair = [number, number];

describe('the solver task answering "can it still be won?"', () => {
  it('answers every move of a game as a fresh solve would', () => {
    const code = 'MJ1-L00-AAAAABL';
    const made = newGameFromCode(code);
    if (!made.ok) throw new Error('the test code deals');
    const task = createSolverTasks();
    const rng = Xoshiro128.seeded(5);
    let p = made.value.position;
    const moves: Pair[] = [];
    for (let m = 0; m < 12; m++) {
      const pairs = playablePairs(p);
      if (pairs.length === 0) break;
      const move = pairs[rng.below(pairs.length)];
      moves.push(move);
      p = play(p, [move]);
      const answer = task({ id: m, kind: 'solve', code, moves: [...moves] });
      expect(answer.winnable).toBe(solve(p, { budget: 200_000 }).status === 'winnable');
      if (answer.plan !== null) expect(remainingCount(play(p, answer.plan))).toBe(0);
    }
    expect(moves.length).toBe(12);
  });
});
