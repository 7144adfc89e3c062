import { describe, expect, it } from 'vitest';
import { hint, remainingPlan } from '../../../core/hint';
import { geometryOf, type Layout, type Slot } from '../../../core/layout';
import { TURTLE } from '../../../core/layouts/turtle';
import { initialPosition, isFree, playablePairs, remainingCount, type Position } from '../../../core/position';
import { shuffled, Xoshiro128 } from '../../../core/prng';
import { solve } from '../../../core/solver';
import { TILE_SET, type Face } from '../../../core/tiles';
import { play } from '../support/play';

const turtle = geometryOf(TURTLE);
const start = initialPosition(turtle, shuffled(TILE_SET, Xoshiro128.seeded(7)));
const solved = solve(start);
if (solved.status !== 'winnable') throw new Error('the test deal is winnable');
const plan = solved.plan;

describe('hint', () => {
  it('suggests the next pair of the plan while the player follows it', () => {
    const p = play(start, plan.slice(0, 10));
    const h = hint(p, plan);
    expect(h.pair).toEqual(plan[10]);
    expect(h.winnable).toBe(true);
    expect(h.plan).toEqual(plan.slice(10));
  });

  it('keeps the plan when the player took its pairs in another order', () => {
    // A later pair of the plan that is free from the start, taken first: the plan still holds.
    const laterFree = plan.findIndex(([a, b], i) => i > 0 && isFree(start, a) && isFree(start, b));
    expect(laterFree).toBeGreaterThan(0);
    const p = play(start, [plan[laterFree]]);
    const h = hint(p, plan);
    expect(h.pair).toEqual(plan[0]);
    expect(h.winnable).toBe(true);
  });

  // Pairs free at the start that the plan takes in no order that keeps it: after some the
  // deal can still be won, after others it cannot.
  const leaving = (pair: [number, number]): Position => {
    expect(playablePairs(start)).toContainEqual(pair);
    const p = play(start, [pair]);
    expect(remainingPlan(p, plan)).toBeNull();
    return p;
  };

  it('solves again when the player left the plan, and the new plan clears the board', () => {
    // The first pair free at the start that breaks the plan yet keeps the deal winnable (which one depends on the plan).
    const broken = playablePairs(start).find((pair) => {
      const q = play(start, [pair]);
      return remainingPlan(q, plan) === null && solve(q).status === 'winnable';
    });
    expect(broken).toBeDefined();
    const p = leaving(broken ?? [0, 0]);
    const h = hint(p, plan);
    expect(h.winnable).toBe(true);
    expect(h.plan).toHaveLength(71);
    expect(h.pair).toEqual(h.plan?.[0]);
    expect(remainingCount(play(p, h.plan ?? []))).toBe(0);
  });

  it('when leaving the plan lost the game, says so and still offers the first playable pair', () => {
    const p = leaving([111, 126]);
    expect(solve(p).status).toBe('unwinnable');
    expect(playablePairs(p)[0]).toEqual([12, 117]);
    expect(hint(p, plan)).toEqual({ pair: [12, 117], plan: null, winnable: false });
  });

  it('without a plan, solves from the position', () => {
    const h = hint(start, null);
    expect(h.winnable).toBe(true);
    expect(h.plan).toHaveLength(72);
    expect(remainingCount(play(start, h.plan ?? []))).toBe(0);
  });

  const board = (slots: Slot[], faces: Face[]): Position => {
    const layout: Layout = { id: 'L99', number: 99, name: 't', names: { en: 't' }, slots };
    return initialPosition(geometryOf(layout), faces);
  };

  it('on a lost position still offers a playable pair and says it cannot be won', () => {
    // A 1B lies on the other 1B, so they never pair; the two 2B are free.
    const p = board(
      [{ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 4, y: 0, z: 0 }, { x: 8, y: 0, z: 0 }],
      ['1B', '1B', '2B', '2B'],
    );
    expect(solve(p).status).toBe('unwinnable');
    expect(hint(p, null)).toEqual({ pair: [2, 3], plan: null, winnable: false });
  });

  it('on a stuck position suggests nothing', () => {
    const p = board(
      [{ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }, { x: 4, y: 0, z: 0 }, { x: 8, y: 0, z: 0 }],
      ['1B', '1B', '2B', '3B'],
    );
    expect(hint(p, null)).toEqual({ pair: null, plan: null, winnable: false });
  });

  it('on an empty board suggests nothing and reports the game won', () => {
    expect(hint(play(start, plan), plan)).toEqual({ pair: null, plan: [], winnable: true });
  });

  it('says "undecided" when the budget runs out, with a playable pair', () => {
    const hard = initialPosition(turtle, shuffled(TILE_SET, Xoshiro128.seeded(302)));
    const h = hint(hard, null, { budget: 3 });
    expect(h.winnable).toBeNull();
    expect(playablePairs(hard)).toContainEqual(h.pair);
  });
});
