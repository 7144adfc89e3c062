import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geometryOf, type Layout, type Slot } from '../../../../core/layout';
import { initialPosition, isPresent, removePair, remainingCount, type Position } from '../../../../core/position';
import { buildProblem, PARTNER, type Problem } from '../../../../core/solver/problem';
import { relaxationClears } from '../../../../core/solver/relaxation';
import { RunStart } from '../../../../core/solver/runStart';
import { copyWitness, newWitness, witnessAllows, witnessRespects, type Witness } from '../../../../core/solver/witness';
import { luby } from '../../../../core/solver/schedule';
import { leadOptions } from '../../../../core/solver/lead';
import { BoardState } from '../../../../core/solver/state';
import { topologyOf } from '../../../../core/solver/topology';
import { solve, solveGroups, type SearchStats, type Tuning } from '../../../../core/solver';
import { TURTLE } from '../../../../core/layouts/turtle';
import { shuffled, Xoshiro128 } from '../../../../core/prng';
import { FACES, TILE_SET } from '../../../../core/tiles';
import { bruteForceWinnable } from '../../support/brute-force';
import { strippedTo } from '../../support/play';

/** A layout object for any number of slots: the geometry needs nothing else. */
function smallLayout(slots: readonly Slot[]): Layout {
  return { id: 'L99', number: 99, name: 'test', names: { en: 'test' }, slots };
}

/** Faces standing for groups: group g gets the g-th suit kind, so tiles match exactly within a group. */
function facesFor(group: readonly number[]) {
  return group.map((g) => FACES[g]);
}

/** Replays a plan with the game's own rules; the position left at the end. */
function replay(p: Position, plan: readonly [number, number][]): Position {
  let q = p;
  for (const [a, b] of plan) {
    const next = removePair(q, a, b);
    if (!next.ok) throw new Error(`illegal plan move ${a},${b}: ${next.error.kind}`);
    q = next.value;
  }
  return q;
}

/** Random small boards: 4 to 24 tiles on up to 4 layers, overlapping by halves, in groups of 4 and 2 (as mid-game). */
const smallBoard = fc
  .record({
    size: fc.integer({ min: 2, max: 12 }).map((half) => half * 2),
    cells: fc.array(fc.record({ x: fc.integer({ min: 0, max: 10 }), y: fc.integer({ min: 0, max: 4 }), z: fc.nat({ max: 3 }) }), {
      minLength: 120,
      maxLength: 120,
    }),
    fours: fc.integer({ min: 0, max: 6 }),
    order: fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
  })
  .map(({ size: wanted, cells, fours, order }) => {
    const slots: Slot[] = [];
    for (const c of cells) {
      if (slots.length >= wanted) break;
      if (slots.some((s) => s.z === c.z && Math.abs(s.x - c.x) < 2 && Math.abs(s.y - c.y) < 2)) continue;
      slots.push(c);
    }
    const size = slots.length - (slots.length % 2);
    const used = slots.slice(0, size);
    // Groups of four first (as many as fit and asked for), then pairs, as a mid-game board has.
    const group: number[] = [];
    let g = 0;
    for (let i = 0; i < Math.min(fours, Math.floor(size / 4)); i++, g++) group.push(g, g, g, g);
    while (group.length < size) group.push(g, g++);
    // Deterministic shuffle from the drawn keys.
    const keyed = group.map((value, i) => ({ value, key: order[i % order.length] * 64 + i }));
    keyed.sort((a, b) => a.key - b.key);
    return { layout: smallLayout(used), group: keyed.map((k) => k.value) };
  })
  .filter(({ group }) => group.length >= 2);

/** Solves a board, checks the verdict against the exhaustive search and any plan by replaying it. */
function crossCheck(layout: Layout, group: number[], seed: number, tuning: Partial<Tuning> | undefined, stats: SearchStats) {
  const geometry = geometryOf(layout);
  const verdict = solveGroups(geometry, group, group.map(() => true), { budget: 1_000_000, seed, tuning, stats });
  const expected = bruteForceWinnable(geometry, group);
  expect(verdict.status).toBe(expected ? 'winnable' : 'unwinnable');
  if (verdict.status === 'winnable') {
    const p = initialPosition(geometry, facesFor(group));
    expect(remainingCount(replay(p, verdict.plan))).toBe(0);
  }
  return expected;
}

describe('solve against the exhaustive search', () => {
  it('agrees on the verdict and every plan clears the board legally', () => {
    const verdicts = { winnable: 0, unwinnable: 0 };
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        verdicts[crossCheck(layout, group, seed, undefined, {} as SearchStats) ? 'winnable' : 'unwinnable']++;
      }),
      { numRuns: 1000, seed: 20261130 },
    );
    // The boards must be varied enough to test both answers.
    expect(verdicts.winnable).toBeGreaterThan(200);
    expect(verdicts.unwinnable).toBeGreaterThan(100);
  }, 30_000);

  it('agrees when it must branch and restart, with no play-throughs to find wins', () => {
    let branched = 0;
    let restarted = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const stats = {} as SearchStats;
        // Turns of 3 work units: the two searches hand over at almost every node.
        const tuning = { earlyPlayThroughs: 0, rootPlayThroughs: 0, nodePlayThroughs: 0, proofPlayThroughs: 0, restartUnit: 2, raceTurn: 3, proofTurn: 3, proofAfter: 0 };
        crossCheck(layout, group, seed, tuning, stats);
        if (stats.nodes > 1) branched++;
        if (stats.restarts > 1) restarted++;
      }),
      { numRuns: 1000, seed: 1130 },
    );
    expect(branched).toBeGreaterThan(100);
    expect(restarted).toBeGreaterThan(50);
  }, 30_000);

  it('agrees when both searches probe every node, ruling options out by following them to their end', () => {
    let probed = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const stats = {} as SearchStats;
        const tuning = { earlyPlayThroughs: 0, rootPlayThroughs: 0, nodePlayThroughs: 0, proofPlayThroughs: 0, restartUnit: 8, raceTurn: 5, proofTurn: 5, proofAfter: 0, probeDepth: 99, proofProbeDepth: 99 };
        crossCheck(layout, group, seed, tuning, stats);
        if ((stats.probed ?? 0) > 0) probed++;
      }),
      { numRuns: 1000, seed: 1201 },
    );
    // Small boards rarely hold a dead end the cheap tests miss: a few dozen of these do.
    expect(probed).toBeGreaterThan(10);
  }, 30_000);

  it('agrees whatever lead it is given: a lead only orders its choices', () => {
    let led = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), fc.array(fc.nat({ max: 2 }), { minLength: 8, maxLength: 8 }), ({ layout, group }, seed, options) => {
        // A lead pairing each group of four by a drawn option, right or wrong.
        const problem = buildProblem(topologyOf(geometryOf(layout)), group, group.map(() => true));
        const lead: [number, number][] = [];
        if (problem !== null) {
          for (let g = 0; g < problem.groupCount; g++) {
            if (problem.groupSize[g] !== 4) continue;
            const k = options[g % options.length];
            for (let i = 0; i < 4; i++) if (PARTNER[k * 4 + i] > i) lead.push([problem.groupTiles[g * 4 + i], problem.groupTiles[g * 4 + PARTNER[k * 4 + i]]]);
          }
        }
        if (lead.length > 0) led++;
        const geometry = geometryOf(layout);
        const verdict = solveGroups(geometry, group, group.map(() => true), { budget: 1_000_000, seed, lead, tuning: { earlyPlayThroughs: 0, rootPlayThroughs: 0, nodePlayThroughs: 0, proofPlayThroughs: 0, restartUnit: 4, raceTurn: 3, proofTurn: 3, proofAfter: 0 } });
        expect(verdict.status).toBe(bruteForceWinnable(geometry, group) ? 'winnable' : 'unwinnable');
        if (verdict.status === 'winnable') expect(remainingCount(replay(initialPosition(geometry, facesFor(group)), verdict.plan))).toBe(0);
      }),
      { numRuns: 1000, seed: 1203 },
    );
    expect(led).toBeGreaterThan(300);
  }, 30_000);

  it('agrees with the restarting search alone, no race', () => {
    let branched = 0;
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const stats = {} as SearchStats;
        crossCheck(layout, group, seed, { earlyPlayThroughs: 0, rootPlayThroughs: 0, nodePlayThroughs: 2, restartUnit: 4, raceTurn: 0 }, stats);
        if (stats.nodes > 1) branched++;
      }),
      { numRuns: 300, seed: 3011 },
    );
    expect(branched).toBeGreaterThan(30);
  }, 30_000);
});

describe('solve against the exhaustive search on Turtle endgames', () => {
  it('agrees on the last 12 to 20 tiles of a Turtle, dealt at random', () => {
    const rng = Xoshiro128.seeded(404);
    const verdicts = { winnable: 0, unwinnable: 0 };
    for (let game = 0; game < 400; game++) {
      // Take free tiles off at random, faces aside, down to an endgame's shape.
      const size = 12 + 4 * rng.below(3);
      const layout = smallLayout(TURTLE.slots);
      const p = strippedTo(initialPosition(geometryOf(layout), TILE_SET), size, rng);
      const left = TURTLE.slots.flatMap((_, s) => (isPresent(p, s) ? [s] : []));
      // Groups of four and of two, as mid-game, shuffled over the tiles left.
      const fours = rng.below(size / 4 + 1);
      const groups: number[] = [];
      for (let g = 0; groups.length < size; g++) groups.push(...(g < fours ? [g, g, g, g] : [g, g]));
      const winnable = crossCheck(smallLayout(left.map((s) => TURTLE.slots[s])), shuffled(groups, rng), game, undefined, {} as SearchStats);
      verdicts[winnable ? 'winnable' : 'unwinnable']++;
    }
    expect(verdicts.winnable).toBeGreaterThan(200);
    expect(verdicts.unwinnable).toBeGreaterThan(60);
  }, 30_000);
});

describe('solve on the Turtle', () => {
  const geometry = geometryOf(TURTLE);
  const fairDeal = (seed: number) => initialPosition(geometry, shuffled(TILE_SET, Xoshiro128.seeded(seed)));

  it('finds a 72-pair plan that clears a fair deal, the same for the same seed', () => {
    const p = fairDeal(7);
    const verdict = solve(p, { seed: 3 });
    expect(verdict.status).toBe('winnable');
    if (verdict.status !== 'winnable') return;
    expect(verdict.plan).toHaveLength(72);
    expect(remainingCount(replay(p, verdict.plan))).toBe(0);
    expect(solve(p, { seed: 3 })).toEqual(verdict);
  });

  it('proves fair deals unwinnable', () => {
    // Found by the solver among fair deals; each proof is a complete search.
    for (const seed of [112, 196, 302]) expect(solve(fairDeal(seed)).status).toBe('unwinnable');
  });

  it('reads from a lead the option of each group whose pairs it names, leaving out pairs that name none or disagree', () => {
    const problem = turtleProblem(5);
    const tiles = (g: number) => [0, 1, 2, 3].map((i) => problem.groupTiles[g * 4 + i]);
    const [a, b, c, d] = tiles(0);
    const [e, f, , h] = tiles(1);
    const [x] = tiles(2);
    // Group 0: option 1 pairs its first tile with its third; group 1: two pairs that disagree; group 2: only pairs that
    // leave it (its first tile with group 0's second, which within one group would be option 0) or the board.
    const lead = leadOptions(problem, [[a, c], [b, d], [e, f], [e, h], [x, b], [x, 500], [-1, x]]);
    expect(PARTNER[lead[0] * 4 + 0]).toBe(2);
    expect(lead[1]).toBe(-1);
    expect(lead[2]).toBe(-1);
    expect(lead[3]).toBe(-1);
  });

  it('with a winning plan as its lead, wins by playing it out; with the play-throughs off, the lead still orders every choice', () => {
    const p = fairDeal(55);
    const plan = solve(p);
    if (plan.status !== 'winnable') throw new Error('deal 55 is winnable');
    const stats = {} as SearchStats;
    expect(solve(p, { lead: plan.plan, stats }).status).toBe('winnable');
    expect(stats.work).toBe(1);
    // Deal 55 is one of the slowest of the first 400 (207 nodes): led by its plan the search branches straight to a win.
    const plain = {} as SearchStats;
    const ordered = {} as SearchStats;
    solve(p, { stats: plain });
    solve(p, { lead: plan.plan, stats: ordered, tuning: { leadPlayThroughs: 0 } });
    expect(ordered.nodes).toBeLessThan(plain.nodes / 4);
  });

  it('answers undecided when the budget runs out, never a wrong verdict, and never works past the budget', () => {
    expect(solve(fairDeal(317), { budget: 5 }).status).toBe('undecided');
    const stats = {} as SearchStats;
    expect(solve(fairDeal(317), { budget: 300, stats }).status).toBe('undecided');
    expect(stats.work).toBe(300);
  });

  it('goes on where it stopped when its budget is extended: the same verdict, plan and work as one solve with the whole budget', () => {
    // Deal 317 is unwinnable and takes more than 300 units: the extensions are asked for mid-proof.
    const grants: number[] = [];
    const stats = {} as SearchStats;
    const extend = (): number => {
      grants.push(300);
      return 300;
    };
    const extended = solve(fairDeal(317), { budget: 300, seed: 4, stats, extend });
    expect(extended.status).toBe('unwinnable');
    expect(grants.length).toBeGreaterThan(0);
    const whole = {} as SearchStats;
    expect(solve(fairDeal(317), { budget: 300 * (grants.length + 1), seed: 4, stats: whole })).toEqual(extended);
    expect(stats).toEqual(whole);
    // An extension refused answers undecided at the budget, as no extension does.
    const refused = {} as SearchStats;
    expect(solve(fairDeal(317), { budget: 300, stats: refused, extend: () => 0 }).status).toBe('undecided');
    expect(refused.work).toBe(300);
  });

  it('gives the same plan for the same seed when the two searches race', () => {
    // Deal 124 is not won by the first play-throughs: both searches branch and take turns from the start.
    const tuning = { proofAfter: 0, raceTurn: 100, proofTurn: 50 };
    const stats = {} as SearchStats;
    const verdict = solve(fairDeal(124), { seed: 5, stats, tuning });
    expect(verdict.status).toBe('winnable');
    expect(stats.nodes).toBeGreaterThan(1);
    expect(solve(fairDeal(124), { seed: 5, tuning })).toEqual(verdict);
    if (verdict.status === 'winnable') expect(remainingCount(replay(fairDeal(124), verdict.plan))).toBe(0);
  });

  it('solves from the middle of a game and knows a won board', () => {
    const p = fairDeal(7);
    const first = solve(p);
    if (first.status !== 'winnable') throw new Error('deal 7 is winnable');
    const mid = replay(p, first.plan.slice(0, 40));
    const rest = solve(mid);
    expect(rest.status).toBe('winnable');
    if (rest.status === 'winnable') expect(remainingCount(replay(mid, rest.plan))).toBe(0);
    expect(solve(replay(p, first.plan))).toEqual({ status: 'winnable', plan: [] });
  });
});

describe('solveGroups on hand-made boards', () => {
  const row = (n: number): Layout => smallLayout(Array.from({ length: n }, (_, i) => ({ x: 2 * i, y: 0, z: 0 })));

  it('knows a group with an odd number of tiles left can never clear', () => {
    const layout = row(4);
    expect(solveGroups(geometryOf(layout), [0, 0, 0, 1], [true, true, true, true]).status).toBe('unwinnable');
  });

  it('rules out from the start any pairing of a tile with one lying on it', () => {
    // Slot 1 lies on slot 0: option 0 pairs them (0-1, 2-3) and is ruled out; options 1 and 2 stay.
    const layout = smallLayout([
      { x: 0, y: 0, z: 0 },
      { x: 0, y: 0, z: 1 },
      { x: 4, y: 0, z: 0 },
      { x: 8, y: 0, z: 0 },
    ]);
    const problem = buildProblem(topologyOf(geometryOf(layout)), [0, 0, 0, 0], [true, true, true, true]);
    expect(problem?.initialMasks[0]).toBe(0b110);
    const alone = buildProblem(topologyOf(geometryOf(layout)), [0, 0, 1, 1], [true, true, true, true]);
    expect(alone?.initialMasks[0]).toBe(0);
    expect(solveGroups(geometryOf(layout), [0, 0, 1, 1], [true, true, true, true]).status).toBe('unwinnable');
  });

  it('solves only the tiles present', () => {
    const layout = row(4);
    const verdict = solveGroups(geometryOf(layout), [0, 0, 1, 1], [true, true, false, false]);
    expect(verdict).toEqual({ status: 'winnable', plan: [[0, 1]] });
  });
});

describe('luby', () => {
  it('follows the Luby sequence', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });
});

function turtleProblem(seed: number): Problem {
  const p = initialPosition(geometryOf(TURTLE), shuffled(TILE_SET, Xoshiro128.seeded(seed)));
  const problem = buildProblem(topologyOf(p.geometry), p.groups, TURTLE.slots.map((_, s) => isPresent(p, s)));
  if (problem === null) throw new Error('a full deal has even groups');
  return problem;
}

const size = TURTLE.slots.length;
const stack = new Int16Array(2 * (size * 40 + 64));

/** Turtle deals 1-12 whose root clears the relaxation, each with its cleared base run and a scratch board. */
function* clearedRoots(): Generator<{ problem: Problem; node: BoardState; scratch: BoardState; base: Witness }> {
  for (let seed = 1; seed <= 12; seed++) {
    const problem = turtleProblem(seed);
    const node = BoardState.initial(problem);
    const scratch = new BoardState(size, problem.groupCount);
    const base = newWitness(size);
    if (relaxationClears(problem, node, scratch, stack, -1, 0, base)) yield { problem, node, scratch, base };
  }
}

describe('relaxation test', () => {
  it('passes every option a cleared run vouches for, and starting after the first removals of that run never changes an answer', () => {
    let vouched = 0;
    let tested = 0;
    for (const { problem, node, scratch, base } of clearedRoots()) {
      const start = new RunStart(size, problem.groupCount);
      const firstOfGroup = new Int32Array(problem.groupCount);
      start.reset(problem, node, base, firstOfGroup);
      // The start only moves forward: the groups go in order of their first removal.
      const groups = Array.from({ length: problem.groupCount }, (_, g) => g).sort((a, b) => firstOfGroup[a] - firstOfGroup[b]);
      for (const g of groups) {
        for (let k = 0; k < 3; k++) {
          if ((node.masks[g] & (1 << k)) === 0) continue;
          const clears = relaxationClears(problem, node, scratch, stack, g, 1 << k, null);
          tested++;
          if (witnessAllows(problem, base, g, k)) {
            vouched++;
            expect(clears).toBe(true);
          }
          start.advanceTo(problem, firstOfGroup[g]);
          expect(start.length).toBe(firstOfGroup[g]);
          expect(relaxationClears(problem, node, scratch, stack, g, 1 << k, null, start)).toBe(clears);
        }
      }
    }
    // The check must actually vouch for some options, and not for all.
    expect(vouched).toBeGreaterThan(tested / 10);
    expect(vouched).toBeLessThan(tested);
  });

  it('vouches, by taking the first tile of a pair later, only for options that clear, and for some no other rule vouches for', () => {
    let laterOnly = 0;
    for (const { problem, node, scratch, base } of clearedRoots()) {
      // The same run, told that no tile came free before it went: the "take it later, once its partner is free" rule never applies.
      const without = newWitness(size);
      copyWitness(without, base);
      without.freeAt.fill(0x7fffffff);
      for (let g = 0; g < problem.groupCount; g++) {
        for (let k = 0; k < 3; k++) {
          if ((node.masks[g] & (1 << k)) === 0) continue;
          const other = witnessAllows(problem, without, g, k);
          if (other) expect(witnessAllows(problem, base, g, k)).toBe(true);
          if (!witnessAllows(problem, base, g, k) || other) continue;
          laterOnly++;
          expect(relaxationClears(problem, node, scratch, stack, g, 1 << k, null)).toBe(true);
        }
      }
    }
    expect(laterOnly).toBeGreaterThan(0);
  });

  it('passes every narrowing of a group to two options that a cleared run respects', () => {
    let respected = 0;
    let tested = 0;
    for (const { problem, node, scratch, base } of clearedRoots()) {
      for (let g = 0; g < problem.groupCount; g++) {
        for (const mask of [0b011, 0b101, 0b110]) {
          if ((node.masks[g] & mask) !== mask) continue;
          tested++;
          if (!witnessRespects(problem, base, g, mask)) continue;
          respected++;
          expect(relaxationClears(problem, node, scratch, stack, g, mask, null)).toBe(true);
        }
      }
    }
    expect(respected).toBeGreaterThan(tested / 10);
    expect(respected).toBeLessThan(tested);
  });
});
