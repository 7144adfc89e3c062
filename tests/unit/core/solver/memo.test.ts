import { describe, expect, it } from 'vitest';
import { DeadMemo, deadKey } from '../../../../core/solver/memo';
import { buildProblem, type Problem } from '../../../../core/solver/problem';
import { BoardState } from '../../../../core/solver/state';
import { topologyOf } from '../../../../core/solver/topology';

/** Loose tiles (no neighbours) in twenty groups of four: enough groups to span two words of the key. */
const GROUPS = 20;
function looseGroups(): Problem {
  const group = Array.from({ length: GROUPS * 4 }, (_, s) => s >> 2);
  const adjacency = { covers: group.map(() => []), left: group.map(() => []), right: group.map(() => []) };
  return buildProblem(topologyOf(adjacency), group, group.map(() => true))!;
}

/** The initial board with the given groups fixed (group → option) and the given tiles gone. */
function node(p: Problem, fixed: Record<number, number>, gone: readonly number[] = []): BoardState {
  const st = BoardState.initial(p);
  for (const [g, k] of Object.entries(fixed)) st.masks[Number(g)] = 1 << k;
  for (const s of gone) st.remove(p.topology, s, null, 0);
  return st;
}

describe('dead-node memo', () => {
  const p = looseGroups();

  it('knows a node dead when a dead node with its tiles fixes nothing it does not fix the same way', () => {
    const memo = new DeadMemo();
    memo.add(deadKey(p, node(p, { 1: 0, 17: 2 })));
    expect(memo.has(deadKey(p, node(p, { 1: 0, 17: 2 })))).toBe(true);
    // Fixing more, in either word of the key, only takes ways to win away.
    expect(memo.has(deadKey(p, node(p, { 1: 0, 17: 2, 3: 1 })))).toBe(true);
    expect(memo.has(deadKey(p, node(p, { 1: 0, 17: 2, 19: 0 })))).toBe(true);
  });

  it('does not know a node that fixes less, fixes differently, or has other tiles', () => {
    const memo = new DeadMemo();
    memo.add(deadKey(p, node(p, { 1: 0, 17: 2 })));
    expect(memo.has(deadKey(p, node(p, { 1: 0 })))).toBe(false);
    expect(memo.has(deadKey(p, node(p, { 1: 1, 17: 2 })))).toBe(false);
    expect(memo.has(deadKey(p, node(p, { 1: 0, 17: 1 })))).toBe(false);
    expect(memo.has(deadKey(p, node(p, { 1: 0, 17: 2 }, [8, 9])))).toBe(false);
    // Every pair of different options, in both directions.
    for (let a = 0; a < 3; a++) {
      const one = new DeadMemo();
      one.add(deadKey(p, node(p, { 5: a })));
      for (let b = 0; b < 3; b++) expect(one.has(deadKey(p, node(p, { 5: b })))).toBe(a === b);
    }
  });

  it('treats a group with a pair gone by its tiles alone', () => {
    const memo = new DeadMemo();
    memo.add(deadKey(p, node(p, { 2: 0 }, [8, 9])));
    expect(memo.has(deadKey(p, node(p, {}, [8, 9])))).toBe(true);
  });

  it('keeps a bounded number of dead nodes per set of tiles, and forgets everything past its capacity', () => {
    const perTiles = new DeadMemo(100, 2);
    perTiles.add(deadKey(p, node(p, { 0: 0 })));
    perTiles.add(deadKey(p, node(p, { 0: 1 })));
    perTiles.add(deadKey(p, node(p, { 0: 2 })));
    expect(perTiles.has(deadKey(p, node(p, { 0: 0 })))).toBe(false);
    expect(perTiles.has(deadKey(p, node(p, { 0: 2 })))).toBe(true);
    const small = new DeadMemo(2);
    small.add(deadKey(p, node(p, { 0: 0 })));
    small.add(deadKey(p, node(p, { 1: 0 })));
    small.add(deadKey(p, node(p, { 2: 0 })));
    expect(small.has(deadKey(p, node(p, { 0: 0 })))).toBe(false);
    expect(small.has(deadKey(p, node(p, { 2: 0 })))).toBe(true);
  });
});
