import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geometryOf, type Geometry, type Layout, type Slot } from '../../core/layout';
import { initialPosition, removePair, remainingCount, type Position } from '../../core/position';
import { luby } from '../../core/solver/search';
import { solve, solveGroups, type Verdict } from '../../core/solver/index';
import { FACES } from '../../core/tiles';
import { bruteForceWinnable } from './support/brute-force';

/** A layout object for any number of slots: the geometry needs nothing else. */
function smallLayout(slots: readonly Slot[]): Layout {
  return { id: 'L99', number: 99, name: 'test', names: { en: 'test', bg: 'test', nl: 'test' }, slots };
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

describe('solve against the exhaustive search', () => {
  it('agrees on the verdict and every plan clears the board legally', () => {
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 1000 }), ({ layout, group }, seed) => {
        const geometry = geometryOf(layout);
        const verdict = solveGroups(geometry, group, group.map(() => true), { budget: 1_000_000, seed });
        const expected = bruteForceWinnable(geometry, group);
        expect(verdict.status).toBe(expected ? 'winnable' : 'unwinnable');
        if (verdict.status === 'winnable') {
          const p = initialPosition(geometry, facesFor(group));
          expect(remainingCount(replay(p, verdict.plan))).toBe(0);
        }
      }),
      { numRuns: 1500, seed: 20261130 },
    );
  });
});

describe('luby', () => {
  it('follows the Luby sequence', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
  });
});

export type { Geometry, Verdict };
export { solve };
