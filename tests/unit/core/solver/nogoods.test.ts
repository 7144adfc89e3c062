import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geometryOf, type Layout, type Slot } from '../../../../core/layout';
import { initialPosition, isPresent, remainingCount, removePair, type Position } from '../../../../core/position';
import { solve, solveGroups, type SearchStats, type Tuning } from '../../../../core/solver';
import { ANY, emptyNogood, holdsAt, NogoodStore, resolveOn, type Removal } from '../../../../core/solver/nogoods';
import { buildProblem, PARTNER, type Problem } from '../../../../core/solver/problem';
import { searchPairings } from '../../../../core/solver/search';
import { relaxationClears } from '../../../../core/solver/relaxation';
import { BoardState } from '../../../../core/solver/state';
import { StuckCores } from '../../../../core/solver/stuckCore';
import { topologyOf } from '../../../../core/solver/topology';
import { TURTLE } from '../../../../core/layouts/turtle';
import { shuffled, Xoshiro128 } from '../../../../core/prng';
import { FACES, TILE_SET } from '../../../../core/tiles';
import { bruteForceWinnable } from '../../support/brute-force';
import { strippedTo } from '../../support/play';

function turtleProblem(seed: number): Problem {
  const p = initialPosition(geometryOf(TURTLE), shuffled(TILE_SET, Xoshiro128.seeded(seed)));
  return buildProblem(topologyOf(p.geometry), p.groups, TURTLE.slots.map((_, s) => isPresent(p, s)))!;
}

/** A board of `problem` with only the tiles `keep` says present (a group's tiles go in whole pairs of its option), and `masks`. */
function boardWith(problem: Problem, keep: (s: number) => boolean, masks: ArrayLike<number>): BoardState {
  const st = BoardState.initial(problem);
  for (let s = 0; s < st.size; s++) if (st.present[s] === 1 && !keep(s)) st.remove(problem.topology, s, null, 0);
  st.masks.set(masks);
  return st;
}

function replay(p: Position, plan: readonly [number, number][]): Position {
  let q = p;
  for (const [a, b] of plan) {
    const next = removePair(q, a, b);
    if (!next.ok) throw new Error(`illegal plan move ${a},${b}`);
    q = next.value;
  }
  return q;
}

describe('the nogood of a failed relaxation run', () => {
  it('holds where the run failed, and wherever it holds the relaxation fails too', () => {
    const rng = Xoshiro128.seeded(77);
    const stack = new Int16Array(2 * (TURTLE.slots.length * 40 + 64));
    let explained = 0;
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const problem = turtleProblem(seed);
      const cores = new StuckCores(problem.topology.size);
      // Random narrowings of the root: each group keeps one or two of its options.
      for (let trial = 0; trial < 6; trial++) {
        const masks = problem.initialMasks.map((m) => (rng.below(3) === 0 ? m : m & ~(1 << rng.below(3))) || m);
        const node = boardWith(problem, () => true, masks);
        const scratch = new BoardState(node.size, problem.groupCount);
        if (relaxationClears(problem, node, scratch, stack, -1, 0, null)) continue;
        const n = cores.explain(problem, scratch);
        expect(n).not.toBeNull();
        explained++;
        expect(holdsAt(n!, node)).toBe(true);
        // Other boards it holds at: tiles outside the nogood taken away at random, options narrowed within it.
        for (let other = 0; other < 5; other++) {
          const gone = rng.below(4);
          const keep = (s: number): boolean => (n!.tiles[s >>> 5] & (1 << (s & 31))) !== 0 || problem.groupOf[s] % 4 !== gone;
          const narrowed = Array.from(masks, (m, g) => (isSingleOrNone(m & n!.allowed[g]) ? m & n!.allowed[g] : m & n!.allowed[g] & ~(1 << rng.below(3))) || (m & n!.allowed[g]));
          // Only groups whose tiles are all kept, or all gone, keep more than one option.
          const board = boardWith(problem, (s) => keep(s) || !wholeGroupKept(problem, keep, s), narrowed);
          if (!holdsAt(n!, board)) continue;
          checked++;
          expect(relaxationClears(problem, board, new BoardState(board.size, problem.groupCount), stack, -1, 0, null)).toBe(false);
        }
      }
    }
    expect(explained).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(50);
  }, 30_000);
});

function isSingleOrNone(m: number): boolean {
  return (m & (m - 1)) === 0;
}

/** Whether every tile of `s`'s group is kept: a group is kept whole or not at all, so its options stay open. */
function wholeGroupKept(problem: Problem, keep: (s: number) => boolean, s: number): boolean {
  const g = problem.groupOf[s];
  for (let i = 0; i < problem.groupSize[g]; i++) if (!keep(problem.groupTiles[g * 4 + i])) return false;
  return true;
}

describe('NogoodStore', () => {
  /** Eight loose tiles in two groups of four. */
  function loose(): Problem {
    const group = [0, 0, 0, 0, 1, 1, 1, 1];
    return buildProblem(topologyOf({ covers: group.map(() => []), left: group.map(() => []), right: group.map(() => []) }), group, group.map(() => true))!;
  }

  it('finds a node lost when a nogood holds there, and rules out the options of the one group that keeps it from holding', () => {
    const p = loose();
    const n = emptyNogood(p);
    n.tiles[0] = 0b1;
    n.allowed[0] = 0b001;
    n.allowed[1] = 0b010;
    const store = new NogoodStore(4);
    store.add(n);
    const lost = boardWith(p, () => true, [0b001, 0b010]);
    expect(store.apply(lost, null)).toBe(n);
    // Group 1 still open: fixed to option 1 the node would be lost, so that option goes.
    const open = boardWith(p, () => true, [0b001, 0b111]);
    const removals: Removal[] = [];
    expect(store.apply(open, removals)).toBeNull();
    expect(store.changed).toBe(true);
    expect(open.masks[1]).toBe(0b101);
    expect(removals).toEqual([{ g: 1, k: 1, reason: n, stuck: null }]);
    // Two groups off, or a tile of the nogood gone: nothing to say.
    const twoOff = boardWith(p, () => true, [0b011, 0b111]);
    expect(store.apply(twoOff, null)).toBeNull();
    expect(twoOff.masks[1]).toBe(0b111);
    const tileGone = boardWith(p, (s) => s !== 0 && s !== 1, [0b001, 0b010]);
    expect(store.apply(tileGone, null)).toBeNull();
  });

  it('resolves two nogoods on a group into one that allows the options of either there, and the options both allow elsewhere', () => {
    const p = loose();
    const e = emptyNogood(p);
    e.tiles[0] = 0b01;
    e.allowed[0] = 0b001;
    e.allowed[1] = 0b011;
    const r = emptyNogood(p);
    r.tiles[0] = 0b10;
    r.allowed[0] = 0b010;
    r.allowed[1] = 0b110;
    resolveOn(e, r, 0);
    expect(e.tiles[0]).toBe(0b11);
    expect(Array.from(e.allowed)).toEqual([0b011, 0b010]);
    expect(ANY).toBe(0b111);
  });
});

/** Small random boards, as the solver's own cross-check draws them: 4 to 24 tiles in groups of four and two. */
const smallBoard = fc
  .record({
    cells: fc.array(fc.record({ x: fc.integer({ min: 0, max: 10 }), y: fc.integer({ min: 0, max: 4 }), z: fc.nat({ max: 3 }) }), { minLength: 120, maxLength: 120 }),
    size: fc.integer({ min: 4, max: 12 }).map((half) => half * 2),
    fours: fc.integer({ min: 1, max: 6 }),
    order: fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
  })
  .map(({ cells, size: wanted, fours, order }) => {
    const slots: Slot[] = [];
    for (const c of cells) {
      if (slots.length >= wanted) break;
      if (!slots.some((s) => s.z === c.z && Math.abs(s.x - c.x) < 2 && Math.abs(s.y - c.y) < 2)) slots.push(c);
    }
    const size = slots.length - (slots.length % 2);
    const group: number[] = [];
    let g = 0;
    for (let i = 0; i < Math.min(fours, Math.floor(size / 4)); i++, g++) group.push(g, g, g, g);
    while (group.length < size) group.push(g, g++);
    const keyed = group.map((value, i) => ({ value, key: order[i % order.length] * 64 + i })).sort((a, b) => a.key - b.key);
    const layout: Layout = { id: 'L99', number: 99, name: 'test', names: { en: 'test' }, slots: slots.slice(0, size) };
    return { layout, group: keyed.map((k) => k.value) };
  });

/** Branching everywhere: no play-throughs, short turns and restarts, probing near the root, nogoods kept. */
const LEARNING: Partial<Tuning> = { earlyPlayThroughs: 0, rootPlayThroughs: 0, nodePlayThroughs: 0, proofPlayThroughs: 0, restartUnit: 4, raceTurn: 3, proofTurn: 3, proofAfter: 0, nogoods: 64 };

describe('solving with learnt nogoods', () => {
  it('agrees with the exhaustive search, and its plans clear the board', () => {
    let learnt = 0;
    let pruned = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const geometry = geometryOf(layout);
        const stats = {} as SearchStats;
        const verdict = solveGroups(geometry, group, group.map(() => true), { budget: 1_000_000, seed, tuning: LEARNING, stats });
        expect(verdict.status).toBe(bruteForceWinnable(geometry, group) ? 'winnable' : 'unwinnable');
        if (verdict.status === 'winnable') expect(remainingCount(replay(initialPosition(geometry, group.map((g) => FACES[g])), verdict.plan))).toBe(0);
        learnt += stats.nogoods ?? 0;
        pruned += stats.nogoodPrunes ?? 0;
      }),
      { numRuns: 1000, seed: 1205 },
    );
    expect(learnt).toBeGreaterThan(50);
    expect(pruned).toBeGreaterThan(3);
  }, 30_000);

  it('agrees with the exhaustive search on the last 16 to 24 tiles of a Turtle, dealt at random', () => {
    const rng = Xoshiro128.seeded(1205);
    const verdicts = { winnable: 0, unwinnable: 0 };
    let pruned = 0;
    for (let game = 0; game < 300; game++) {
      const size = 16 + 4 * rng.below(3);
      const p = strippedTo(initialPosition(geometryOf(TURTLE), TILE_SET), size, rng);
      const slots = TURTLE.slots.filter((_, s) => isPresent(p, s));
      // Mostly groups of four, the ones with options to learn about.
      const groups: number[] = [];
      for (let g = 0; groups.length < size; g++) groups.push(...(g < size / 4 - 1 ? [g, g, g, g] : [g, g]));
      const group = shuffled(groups, rng);
      const geometry = geometryOf({ id: 'L99', number: 99, name: 'test', names: { en: 'test' }, slots });
      const stats = {} as SearchStats;
      const verdict = solveGroups(geometry, group, group.map(() => true), { budget: 1_000_000, seed: game, tuning: LEARNING, stats });
      const winnable = bruteForceWinnable(geometry, group);
      expect(verdict.status).toBe(winnable ? 'winnable' : 'unwinnable');
      if (verdict.status === 'winnable') expect(remainingCount(replay(initialPosition(geometry, group.map((g) => FACES[g])), verdict.plan))).toBe(0);
      verdicts[winnable ? 'winnable' : 'unwinnable']++;
      pruned += stats.nogoodPrunes ?? 0;
    }
    expect(verdicts.winnable).toBeGreaterThan(100);
    expect(verdicts.unwinnable).toBeGreaterThan(20);
    expect(pruned).toBeGreaterThan(3);
  }, 30_000);

  it('gives the verdict the solver gives without them on fair Turtle deals, winnable and lost', () => {
    const verdicts = { winnable: 0, unwinnable: 0 };
    let pruned = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const p = initialPosition(geometryOf(TURTLE), shuffled(TILE_SET, Xoshiro128.seeded(seed)));
      const stats = {} as SearchStats;
      const learning = solve(p, { budget: 8000, seed, tuning: { nogoods: 256 }, stats });
      const plain = solve(p, { budget: 8000, seed, tuning: { nogoods: 0 } });
      pruned += stats.nogoodPrunes ?? 0;
      if (learning.status === 'undecided' || plain.status === 'undecided') continue;
      expect(learning.status).toBe(plain.status);
      verdicts[learning.status]++;
      if (learning.status === 'winnable') expect(remainingCount(replay(p, learning.plan))).toBe(0);
    }
    expect(verdicts.winnable).toBeGreaterThan(250);
    expect(verdicts.unwinnable).toBeGreaterThan(4);
    expect(pruned).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * Whether a board can be cleared with each group paired by one of the options
 * `masks` leave it: tried option by option, each by plain greedy removal of
 * free pairs (with every pairing fixed, no removal order is better than
 * another). A half pair, its partner absent, never goes.
 */
function winnableUnder(p: Problem, st: BoardState, masks: ArrayLike<number>): boolean {
  const groups = Array.from({ length: p.groupCount }, (_, g) => g).filter((g) => p.groupSize[g] > 0);
  const choice = new Int8Array(p.groupCount);
  const tryFrom = (at: number): boolean => {
    if (at === groups.length) return greedyClears(p, st, choice);
    const g = groups[at];
    for (let k = 0; k < 3; k++) {
      if ((masks[g] & (1 << k)) === 0) continue;
      choice[g] = k;
      if (tryFrom(at + 1)) return true;
    }
    return false;
  };
  return tryFrom(0);
}

function greedyClears(p: Problem, start: BoardState, choice: Int8Array): boolean {
  const st = start.clone();
  for (let progress = true; progress; ) {
    progress = false;
    for (let a = 0; a < st.size; a++) {
      if (!st.isFree(a)) continue;
      const g = p.groupOf[a];
      const b = p.groupTiles[g * 4 + PARTNER[choice[g] * 4 + p.indexInGroup[a]]];
      if (b < 0 || !st.isFree(b)) continue;
      st.remove(p.topology, a, null, 0);
      st.remove(p.topology, b, null, 0);
      progress = true;
    }
  }
  return st.remaining === 0;
}

describe('the nogoods a solve learns', () => {
  it('are true: every board they hold at is lost, checked option by option on small boards', () => {
    let checked = 0;
    let lostWhole = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const problem = buildProblem(topologyOf(geometryOf(layout)), group, group.map(() => true));
        if (problem === null) return;
        const store = new NogoodStore(1000);
        searchPairings(problem, { budget: 1_000_000, seed, tuning: LEARNING, nogoods: store });
        for (const n of store.nogoods) {
          // Where it holds with the fewest tiles (its own) and with them all, each group kept to what it allows.
          const masks = Array.from(problem.initialMasks, (m, g) => m & n.allowed[g]);
          for (const board of [boardWith(problem, (s) => (n.tiles[s >>> 5] & (1 << (s & 31))) !== 0, masks), boardWith(problem, () => true, masks)]) {
            expect(holdsAt(n, board)).toBe(true);
            expect(winnableUnder(problem, board, masks)).toBe(false);
            checked++;
          }
          if (bruteForceWinnable(geometryOf(layout), group)) lostWhole++;
        }
      }),
      { numRuns: 400, seed: 1206 },
    );
    expect(checked).toBeGreaterThan(50);
    // Nogoods learnt on boards that can be won: what they rule out is only part of the board's options.
    expect(lostWhole).toBeGreaterThan(5);
  }, 30_000);
});

describe('solving hard fair Turtle deals with learnt nogoods', () => {
  it('proves a lost one, and wins a winnable one, with nogoods pruning on the way', () => {
    const tuning = { nogoods: 1000 };
    const lostStats = {} as SearchStats;
    expect(solve(fairTurtleDeal(2396), { seed: 1, tuning, stats: lostStats }).status).toBe('unwinnable');
    expect(lostStats.nogoodPrunes).toBeGreaterThan(10);
    const wonStats = {} as SearchStats;
    const p = fairTurtleDeal(1088);
    const won = solve(p, { seed: 1, tuning, stats: wonStats });
    expect(won.status).toBe('winnable');
    if (won.status === 'winnable') expect(remainingCount(replay(p, won.plan))).toBe(0);
    expect(wonStats.nogoodPrunes).toBeGreaterThan(0);
  }, 30_000);
});

function fairTurtleDeal(seed: number): Position {
  return initialPosition(geometryOf(TURTLE), shuffled(TILE_SET, Xoshiro128.seeded(seed)));
}
