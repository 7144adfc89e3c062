import { describe, expect, it } from 'vitest';
import { geometryOf } from '../../../core/layout';
import { TURTLE } from '../../../core/layouts/turtle';
import { initialPosition, playablePairs, remainingCount, type Position } from '../../../core/position';
import { shuffled, Xoshiro128 } from '../../../core/prng';
import { solve, type SearchStats } from '../../../core/solver';
import { TILE_SET } from '../../../core/tiles';
import { winnableAfter, type KnownPosition } from '../../../core/winnableAfter';
import { play } from '../support/play';

type Pair = [number, number];

const stats = (): SearchStats => ({ work: 0, nodes: 0, restarts: 0, relaxations: 0, playThroughs: 0, memoHits: 0, deadNodes: 0 });
const turtle = geometryOf(TURTLE);
const deal = (seed: number) => initialPosition(turtle, shuffled(TILE_SET, Xoshiro128.seeded(seed)));

/** A playable pair of `p` that pairs one of its tiles otherwise than `plan` does: playing it breaks the plan. */
function breakingMove(p: Position, plan: readonly Pair[]): Pair | null {
  const partner = new Map<number, number>();
  for (const [a, b] of plan) {
    partner.set(a, b);
    partner.set(b, a);
  }
  return playablePairs(p).find(([a, b]) => partner.get(a) !== b) ?? null;
}

/** Winnable deals 1..count, each after a first move that breaks its plan: the position, the move, and the plan broken. */
function* brokenPlans(count: number): Generator<{ q: Position; move: Pair; known: KnownPosition }> {
  for (let seed = 1; seed <= count; seed++) {
    const p = deal(seed);
    const verdict = solve(p);
    if (verdict.status !== 'winnable') continue;
    const move = breakingMove(p, verdict.plan);
    if (move !== null) yield { q: play(p, [move]), move, known: { moves: [], winnable: true, plan: verdict.plan } };
  }
}

describe('winnableAfter', () => {
  const start = deal(7);
  const first = solve(start);
  if (first.status !== 'winnable') throw new Error('the test deal is winnable');
  const known: KnownPosition = { moves: [], winnable: true, plan: first.plan };

  it('keeps the plan, with no solve, while the moves follow its pairs', () => {
    const moves = first.plan.slice(0, 5);
    const after = winnableAfter(play(start, moves), moves, known, 50_000);
    expect(after).toMatchObject({ winnable: true, solved: false, plan: first.plan.slice(5) });
  });

  it('after a move that breaks the plan, solves led by it: the verdict of a fresh solve, and a plan that clears the board', () => {
    let broken = 0;
    for (const { q, move, known: before } of brokenPlans(30)) {
      const after = winnableAfter(q, [move], before, 50_000);
      expect(after.solved).toBe(true);
      const fresh = solve(q);
      expect(after.winnable).toBe(fresh.status === 'winnable');
      if (after.plan !== null) expect(remainingCount(play(q, after.plan))).toBe(0);
      broken++;
    }
    expect(broken).toBeGreaterThan(20);
  });

  it('mends about half the broken plans with the play-throughs of the lead alone, clearly more than a fresh solve does in as much work', () => {
    const led: number[] = [];
    const fresh: number[] = [];
    for (const { q, move, known: before } of brokenPlans(40)) {
      const a = stats();
      winnableAfter(q, [move], before, 50_000, a);
      const b = stats();
      solve(q, { stats: b });
      led.push(a.work);
      fresh.push(b.work);
    }
    // The lead's play-throughs are the first four work units.
    const mended = (work: number[]) => work.filter((w) => w <= 4).length;
    expect(mended(led)).toBeGreaterThan(led.length * 0.4);
    expect(mended(led)).toBeGreaterThan(mended(fresh) * 1.5);
  });

  it('keeps a loss, with no solve, for the moves that follow it, and solves again after an undo or another move instead', () => {
    // A position proven lost that still has a move, reached by random moves.
    let p = deal(3);
    const rng = Xoshiro128.seeded(11);
    const moves: Pair[] = [];
    while (solve(p).status !== 'unwinnable' || playablePairs(p).length === 0) {
      const pairs = playablePairs(p);
      if (pairs.length === 0) throw new Error('stuck before a loss with a move left');
      const move = pairs[rng.below(pairs.length)];
      moves.push(move);
      p = play(p, [move]);
    }
    const lost: KnownPosition = { moves, winnable: false, plan: null };
    const next = playablePairs(p)[0];
    expect(winnableAfter(play(p, [next]), [...moves, next], lost, 50_000)).toMatchObject({ winnable: false, solved: false });
    // One move undone: the loss says nothing about the position before it.
    const before = play(deal(3), moves.slice(0, -1));
    const undone = winnableAfter(before, moves.slice(0, -1), lost, 50_000);
    expect(undone.solved).toBe(true);
    expect(undone.winnable).toBe(solve(before).status === 'winnable');
    // The last move played otherwise: a line of the same length that is not the lost one.
    const other = playablePairs(before).find(([a, b]) => a !== moves[moves.length - 1][0] || b !== moves[moves.length - 1][1]);
    if (other === undefined) throw new Error('the position before the loss has another move');
    const elsewhere = play(before, [other]);
    const instead = winnableAfter(elsewhere, [...moves.slice(0, -1), other], lost, 50_000);
    expect(instead.solved).toBe(true);
    expect(instead.winnable).toBe(solve(elsewhere).status === 'winnable');
  });
});
