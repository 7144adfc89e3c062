/**
 * The seeded generator behind deals and the solver's tie-breaks: xoshiro128**
 * (Blackman & Vigna, 2018) with its 128-bit state filled by two outputs of
 * SplitMix64 (Steele, Lea & Flood, 2014), so a code yields the same numbers on
 * every machine. Never use Math.random in core.
 */

const MASK64 = (1n << 64n) - 1n;

/** One SplitMix64 step: returns the advanced state and the 64-bit output. */
export function splitMix64(state: bigint): { state: bigint; output: bigint } {
  const next = (state + 0x9e3779b97f4a7c15n) & MASK64;
  let z = next;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return { state: next, output: z ^ (z >> 31n) };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** xoshiro128**: 32-bit outputs, period 2^128 - 1. */
export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** Starts from an explicit state (not all zero); use `seeded` for a seed. */
  constructor(state: readonly [number, number, number, number]) {
    [this.s0, this.s1, this.s2, this.s3] = state.map((w) => w >>> 0);
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) throw new RangeError('xoshiro128** state must not be all zero');
  }

  /** A generator seeded from a non-negative integer (up to 2^64 - 1) through SplitMix64. */
  static seeded(seed: number | bigint): Xoshiro128 {
    let state = BigInt(seed) & MASK64;
    const words: number[] = [];
    for (let i = 0; i < 2; i++) {
      const step = splitMix64(state);
      state = step.state;
      words.push(Number(step.output & 0xffffffffn), Number(step.output >> 32n));
    }
    // SplitMix64 never yields two zero outputs in a row, so the state is never all zero.
    return new Xoshiro128([words[0], words[1], words[2], words[3]]);
  }

  /** The next 32-bit output, as an unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** A uniform integer in [0, bound), without modulo bias (rejection sampling); bound in 1..2^32. */
  below(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) throw new RangeError(`bad bound ${bound}`);
    // Reject the top partial block of 2^32 so every residue is equally likely.
    const limit = 0x100000000 - (0x100000000 % bound);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return x % bound;
  }
}

/** Fisher–Yates (Durstenfeld) shuffle into a new array: each permutation equally likely. */
export function shuffled<T>(items: readonly T[], rng: Xoshiro128): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}
