import { describe, expect, it } from 'vitest';
import { DEAL_COUNT } from '../../../core/code';
import { DEAL_BUDGET, dealFromCode, dealSeed, type DealStats } from '../../../core/deal';
import { geometryOf } from '../../../core/layout';
import { TURTLE } from '../../../core/layouts/turtle';
import { initialPosition, removePair, remainingCount } from '../../../core/position';
import { shuffled, Xoshiro128 } from '../../../core/prng';
import { TILE_SET } from '../../../core/tiles';
import { solve } from '../../../core/solver';

const sorted = (faces: readonly string[]): string[] => [...faces].sort();

describe('dealFromCode', () => {
  const deal = dealFromCode(TURTLE, 43);

  it('deals the whole tile set, one tile a slot', () => {
    expect(deal.faces).toHaveLength(TURTLE.slots.length);
    expect(sorted(deal.faces)).toEqual(sorted(TILE_SET));
  });

  it('comes with a 72-pair plan that clears the board legally', () => {
    expect(deal.plan).toHaveLength(72);
    let p = initialPosition(geometryOf(TURTLE), deal.faces);
    for (const [a, b] of deal.plan) {
      const next = removePair(p, a, b);
      expect(next.ok).toBe(true);
      if (next.ok) p = next.value;
    }
    expect(remainingCount(p)).toBe(0);
  });

  it('is the same board every time for the same code', () => {
    const again = dealFromCode(TURTLE, 43);
    expect(again.faces).toEqual(deal.faces);
    expect(again.plan).toEqual(deal.plan);
  });

  it('is the first winnable fair shuffle of the seed stream', () => {
    // Deal 112's first shuffle is lost, so the second one is dealt.
    const second = dealFromCode(TURTLE, 112);
    expect(second.shuffles).toBe(2);
    const rng = Xoshiro128.seeded(dealSeed(TURTLE, 112));
    const skipped = shuffled(TILE_SET, rng);
    const skippedSeed = rng.nextUint32();
    expect(shuffled(TILE_SET, rng)).toEqual(second.faces);
    const verdict = solve(initialPosition(geometryOf(TURTLE), skipped), { budget: DEAL_BUDGET, seed: skippedSeed });
    expect(verdict.status).toBe('unwinnable');
  });

  it('deals a winnable shuffle that the first budget cannot settle instead of passing over it', () => {
    // Deal 281's first shuffle is winnable but takes thousands of work units: a weaker rule would deal the second.
    const budget = 100;
    const rng = Xoshiro128.seeded(dealSeed(TURTLE, 281));
    const first = shuffled(TILE_SET, rng);
    expect(solve(initialPosition(geometryOf(TURTLE), first), { budget, seed: rng.nextUint32() }).status).toBe('undecided');
    const stats: DealStats = { work: 0, escalations: 0, maxBudget: 0 };
    const deal = dealFromCode(TURTLE, 281, { budget, stats });
    expect(deal.shuffles).toBe(1);
    expect(deal.faces).toEqual(first);
    expect(stats.escalations).toBeGreaterThan(0);
    expect(stats.maxBudget).toBe(budget * 10 ** stats.escalations);
  });

  it('deals the same board whatever the solver budget, so a stronger or weaker solver cannot change a code', () => {
    // A budget of 3 work units leaves almost every shuffle undecided at first, lost ones included.
    let escalations = 0;
    for (let dealNumber = 100; dealNumber < 120; dealNumber++) {
      const stats: DealStats = { work: 0, escalations: 0, maxBudget: 0 };
      const small = dealFromCode(TURTLE, dealNumber, { budget: 3, stats });
      const usual = dealFromCode(TURTLE, dealNumber);
      expect(small.faces).toEqual(usual.faces);
      expect(small.shuffles).toBe(usual.shuffles);
      escalations += stats.escalations;
    }
    expect(escalations).toBeGreaterThanOrEqual(20);
  });

  it('deals different boards for different numbers and layouts', () => {
    expect(dealFromCode(TURTLE, 44).faces).not.toEqual(deal.faces);
    expect(dealSeed(TURTLE, 43)).not.toBe(dealSeed({ ...TURTLE, number: 1 }, 43));
  });

  it('refuses deal numbers outside the code range', () => {
    expect(() => dealFromCode(TURTLE, -1)).toThrow(RangeError);
    expect(() => dealFromCode(TURTLE, DEAL_COUNT)).toThrow(RangeError);
    expect(() => dealFromCode(TURTLE, 1.5)).toThrow(RangeError);
    expect(() => dealFromCode(TURTLE, 1, { budget: 0 })).toThrow(RangeError);
  });
});
