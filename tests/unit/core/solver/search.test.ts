import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../../core/prng';
import { branchGroup, hasOpenGroup, optionOrder } from '../../../../core/solver/branching';
import { ClosestPlay } from '../../../../core/solver/closestPlay';
import { OptionNarrowing } from '../../../../core/solver/narrowing';
import { reachOf } from '../../../../core/solver/reach';
import { buildProblem, type Problem } from '../../../../core/solver/problem';
import { Effort, type Meter } from '../../../../core/solver/schedule';
import { BoardState } from '../../../../core/solver/state';
import { topologyOf } from '../../../../core/solver/topology';
import { toPairs } from '../../../../core/solver/verdict';
import { newWitness } from '../../../../core/solver/witness';

/** One row of tiles, no stacking: only the two ends are free at first. */
function row(group: readonly number[]): Problem {
  const n = group.length;
  const adjacency = {
    covers: group.map(() => []),
    left: group.map((_, s) => (s > 0 ? [s - 1] : [])),
    right: group.map((_, s) => (s < n - 1 ? [s + 1] : [])),
  };
  const problem = buildProblem(topologyOf(adjacency), group, group.map(() => true));
  if (problem === null) throw new Error('odd group');
  return problem;
}

/** Eight tiles, each free (no neighbours), in two groups of four. */
function twoLooseGroups(): Problem {
  const group = [0, 0, 0, 0, 1, 1, 1, 1];
  const adjacency = { covers: group.map(() => []), left: group.map(() => []), right: group.map(() => []) };
  return buildProblem(topologyOf(adjacency), group, group.map(() => true))!;
}

describe('Effort', () => {
  it('counts each unit in its own work and in the meter it shares, and refuses once the budget is spent', () => {
    const meter: Meter = { work: 0, budget: 3 };
    const a = new Effort(meter);
    const b = new Effort(meter);
    expect(a.spend()).toBe(true);
    expect(b.spend()).toBe(true);
    expect(a.spend()).toBe(true);
    expect(a.budgetSpent).toBe(true);
    expect(b.spend()).toBe(false);
    expect([a.work, b.work, meter.work]).toEqual([2, 1, 3]);
    expect(b.outOfWork()).toBe(true);
  });

  it('is out of work once its restart window, a Luby share of the unit, is used up', () => {
    const effort = new Effort({ work: 0, budget: 1000 });
    expect(effort.outOfWork()).toBe(false);
    effort.spend();
    // Run 3 of the Luby sequence lasts 2 units of 5.
    effort.restart(3, 5);
    for (let i = 0; i < 9; i++) effort.spend();
    expect(effort.outOfWork()).toBe(false);
    effort.spend();
    expect(effort.outOfWork()).toBe(true);
    expect(effort.budgetSpent).toBe(false);
  });
});

describe('toPairs', () => {
  it('reads a flat plan two slots at a time', () => {
    expect(toPairs([4, 7, 1, 0])).toEqual([
      [4, 7],
      [1, 0],
    ]);
    expect(toPairs([])).toEqual([]);
  });
});

describe('branching', () => {
  it('tells whether a group is still open', () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    expect(hasOpenGroup(p, st)).toBe(true);
    st.masks[0] = 0b010;
    expect(hasOpenGroup(p, st)).toBe(true);
    st.masks[1] = 0b100;
    expect(hasOpenGroup(p, st)).toBe(false);
  });

  it('branches on the heaviest open group, a group with fewer options weighing more', () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    const rng = Xoshiro128.seeded(1);
    expect(branchGroup(p, st, Float64Array.of(1, 5), rng)).toBe(1);
    st.masks[0] = 0b011;
    // 3 / 2² outweighs 5 / 3².
    expect(branchGroup(p, st, Float64Array.of(3, 5), rng)).toBe(0);
    st.masks[0] = 0b001;
    expect(branchGroup(p, st, Float64Array.of(100, 0), rng)).toBe(1);
  });

  it('breaks ties between equal weights with the generator, each group getting its turn', () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    const picks = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) picks.add(branchGroup(p, st, Float64Array.of(2, 2), Xoshiro128.seeded(seed)));
    expect([...picks].sort()).toEqual([0, 1]);
  });

  it("leads with the play-through's option and the earliest pair, in the order asked, then the rest", () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    const run = newWitness(8);
    // Group 0's tiles went in the order 2, 0, 3, 1: the first two (0 and 2) pair under option 1.
    run.rank.set([1, 3, 0, 2]);
    const best = Uint8Array.of(0b100, 0b111);
    expect(optionOrder(p, st, 0, best, run, true)).toEqual([2, 1, 0]);
    expect(optionOrder(p, st, 0, best, run, false)).toEqual([1, 2, 0]);
    // A play-through option ruled out since, or none chosen, leaves the earliest pair to lead.
    st.masks[0] = 0b011;
    expect(optionOrder(p, st, 0, best, run, true)).toEqual([1, 0]);
    st.masks[0] = 0b111;
    expect(optionOrder(p, st, 0, Uint8Array.of(0b111, 0b111), run, true)).toEqual([1, 0, 2]);
  });

  it("puts a lead's option first, then the closest play-through's, each once and only while it survives", () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    const run = newWitness(8);
    run.rank.set([1, 3, 0, 2]);
    const best = Uint8Array.of(0b100, 0b111);
    expect(optionOrder(p, st, 0, best, run, true, -1, 0)).toEqual([0, 2, 1]);
    expect(optionOrder(p, st, 0, best, run, true, 1, 0)).toEqual([1, 0, 2]);
    expect(optionOrder(p, st, 0, best, run, true, 0, 0)).toEqual([0, 2, 1]);
    st.masks[0] = 0b110;
    expect(optionOrder(p, st, 0, best, run, true, -1, 0)).toEqual([2, 1]);
  });
});

describe('ClosestPlay', () => {
  it('keeps the options of the play-through that left the fewest tiles, and answers -1 for a group it left open', () => {
    const p = twoLooseGroups();
    const closest = new ClosestPlay();
    expect(closest.option(0)).toBe(-1);
    const end = BoardState.initial(p);
    end.masks.set([0b010, 0b111]);
    end.remaining = 6;
    closest.offer(end);
    expect([closest.option(0), closest.option(1), closest.remaining]).toEqual([1, -1, 6]);
    // One that came no closer changes nothing, though its options differ.
    end.masks.set([0b100, 0b001]);
    closest.offer(end);
    expect([closest.option(0), closest.option(1)]).toEqual([1, -1]);
    // A closer one replaces it; later changes to the board it came from do not reach it.
    end.remaining = 2;
    closest.offer(end);
    end.masks.set([0b001, 0b001]);
    expect([closest.option(0), closest.option(1), closest.remaining]).toEqual([2, 0, 2]);
  });
});

describe('OptionNarrowing', () => {
  function narrowing(p: Problem, budget: number) {
    const effort = new Effort({ work: 0, budget });
    const weights = new Float64Array(p.groupCount);
    const tests = new OptionNarrowing(p, effort, new BoardState(p.topology.size, p.groupCount), weights);
    return { effort, weights, tests };
  }

  it('rules out the pairings of a row that leave tiles stuck, and blames the group', () => {
    // In a row of four only the two ends are free: only pairing the ends with each other (option 2) clears it.
    const p = row([0, 0, 0, 0]);
    const st = BoardState.initial(p);
    const { effort, weights, tests } = narrowing(p, 100);
    expect(tests.narrow(st)).toBe('changed');
    expect(st.masks[0]).toBe(0b100);
    expect(weights[0]).toBeGreaterThan(0);
    expect(tests.relaxations).toBe(effort.work);
    expect(tests.relaxations).toBeGreaterThanOrEqual(3);
    // The run the node cleared with removed every tile, one at a time.
    expect(Array.from(tests.baseRun.rank).sort()).toEqual([0, 1, 2, 3]);
  });

  it('finds a node dead when the relaxation itself sticks', () => {
    // Each end's partner is walled in by the other group's tile.
    const p = row([0, 1, 0, 1]);
    const st = BoardState.initial(p);
    const { tests } = narrowing(p, 100);
    expect(tests.narrow(st)).toBe('dead');
  });

  it('leaves untested options in place once the budget is spent', () => {
    const p = row([0, 0, 0, 0]);
    const st = BoardState.initial(p);
    const { effort, tests } = narrowing(p, 1);
    expect(tests.narrow(st)).toBe('stable');
    expect(st.masks[0]).toBe(0b111);
    expect(effort.work).toBe(1);
  });

  it('keeps a node with every option standing stable', () => {
    const p = twoLooseGroups();
    const st = BoardState.initial(p);
    const { weights, tests } = narrowing(p, 100);
    expect(tests.narrow(st)).toBe('stable');
    expect(Array.from(st.masks)).toEqual([0b111, 0b111]);
    expect(Array.from(weights)).toEqual([0, 0]);
  });
});

describe('reachOf', () => {
  it('counts every slot a slot holds back, directly or through others, itself excluded', () => {
    // A row of three with a fourth tile on the middle one: the top holds back the whole row; each row tile the other two.
    const topology = topologyOf({ covers: [[], [3], [], []], left: [[], [0], [1], []], right: [[1], [2], [], []] });
    expect([...reachOf(topology)]).toEqual([2, 2, 2, 3]);
    expect(reachOf(topology)).toBe(reachOf(topology));
  });
});
