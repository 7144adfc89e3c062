import { describe, expect, it } from 'vitest';
import { Xoshiro128, shuffled, splitMix64 } from '../../../core/prng';

// Known answers from the authors' reference C code (splitmix64.c, xoshiro128starstar.c).
describe('SplitMix64', () => {
  it('matches the reference outputs for seed 1234567', () => {
    let state = 1234567n;
    const outputs: bigint[] = [];
    for (let i = 0; i < 5; i++) {
      const step = splitMix64(state);
      state = step.state;
      outputs.push(step.output);
    }
    expect(outputs).toEqual([
      6457827717110365317n,
      3203168211198807973n,
      9817491932198370423n,
      4593380528125082431n,
      16408922859458223821n,
    ]);
  });
});

describe('xoshiro128**', () => {
  const take = (rng: Xoshiro128, n: number): number[] => Array.from({ length: n }, () => rng.nextUint32());

  it('matches the reference outputs from state [1, 2, 3, 4]', () => {
    expect(take(new Xoshiro128([1, 2, 3, 4]), 6)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('matches the reference outputs when seeded through SplitMix64', () => {
    expect(take(Xoshiro128.seeded(0), 6)).toEqual([3737715805, 2584255861, 2876756834, 3286328325, 1553311962, 1625202774]);
    expect(take(Xoshiro128.seeded(43n), 6)).toEqual([1330293474, 2802273710, 1537647978, 3373320185, 305551280, 1680692965]);
  });

  it('accepts seeds beyond 2^32 and tells them apart', () => {
    expect(take(Xoshiro128.seeded(2 ** 35 - 1), 4)).not.toEqual(take(Xoshiro128.seeded(2 ** 32 - 1), 4));
  });

  it('rejects an all-zero state', () => {
    expect(() => new Xoshiro128([0, 0, 0, 0])).toThrow(RangeError);
  });

  it('draws below a bound without bias', () => {
    const rng = Xoshiro128.seeded(7);
    const counts = [0, 0, 0, 0, 0, 0];
    const draws = 60000;
    for (let i = 0; i < draws; i++) counts[rng.below(6)]++;
    // Each bucket within 5 standard deviations of draws/6.
    const sd = Math.sqrt(draws * (1 / 6) * (5 / 6));
    for (const c of counts) expect(Math.abs(c - draws / 6)).toBeLessThan(5 * sd);
    expect(() => rng.below(0)).toThrow(RangeError);
  });
});

describe('shuffled', () => {
  it('permutes without losing or adding items, and leaves the input alone', () => {
    const items = Array.from({ length: 144 }, (_, i) => i);
    const out = shuffled(items, Xoshiro128.seeded(1));
    expect(out).not.toEqual(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('makes every permutation of three items about equally likely', () => {
    const rng = Xoshiro128.seeded(99);
    const counts = new Map<string, number>();
    const draws = 30000;
    for (let i = 0; i < draws; i++) {
      const key = shuffled(['a', 'b', 'c'], rng).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const sd = Math.sqrt(draws * (1 / 6) * (5 / 6));
    for (const c of counts.values()) expect(Math.abs(c - draws / 6)).toBeLessThan(5 * sd);
  });

  it('is reproducible from the seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffled(items, Xoshiro128.seeded(5))).toEqual(shuffled(items, Xoshiro128.seeded(5)));
  });
});
