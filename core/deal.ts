/**
 * Deals for game codes: the first fair shuffle from the code's seed stream
 * that the solver proves winnable within a fixed work budget, with the
 * solver's plan. Every deal is as hard as a fair deal that happens to be
 * winnable, and identical on every machine.
 */
import { geometryOf, type Layout } from './layout.ts';
import { initialPosition } from './position.ts';
import { shuffled, Xoshiro128 } from './prng.ts';
import { solve } from './solver/index.ts';
import { TILE_SET, type Face } from './tiles.ts';

/**
 * Frozen: changing it can change which shuffle a code deals. A shuffle the
 * solver cannot settle within it (about 0.1%) is passed over like a lost one.
 */
export const DEAL_BUDGET = 20_000;
const MAX_SHUFFLES = 10_000;
/** Deal numbers are 7 base-32 digits. */
export const DEAL_NUMBER_LIMIT = 32 ** 7;

export interface Deal {
  /** The face on each slot, in the layout's slot order. */
  faces: Face[];
  /** 72 pairs that clear the board, in order. */
  plan: [number, number][];
  /** How many shuffles were drawn to find this deal (1 for most). */
  shuffles: number;
}

/** The seed stream of a code: layout number above bit 40, deal number below (deal numbers need 35 bits). */
export function dealSeed(layout: Layout, dealNumber: number): bigint {
  return (BigInt(layout.number) << 40n) | BigInt(dealNumber);
}

export function dealFromCode(layout: Layout, dealNumber: number): Deal {
  if (!Number.isInteger(dealNumber) || dealNumber < 0 || dealNumber >= DEAL_NUMBER_LIMIT) {
    throw new RangeError(`deal number ${dealNumber} is outside 0..32^7-1`);
  }
  if (layout.slots.length !== TILE_SET.length) throw new RangeError(`layout ${layout.id} does not have ${TILE_SET.length} slots`);
  const geometry = geometryOf(layout);
  const rng = Xoshiro128.seeded(dealSeed(layout, dealNumber));
  for (let shuffles = 1; shuffles <= MAX_SHUFFLES; shuffles++) {
    const faces = shuffled(TILE_SET, rng);
    const verdict = solve(initialPosition(geometry, faces), { budget: DEAL_BUDGET, seed: rng.nextUint32() });
    if (verdict.status === 'winnable') return { faces, plan: verdict.plan, shuffles };
  }
  // Unreachable for any real layout: most fair shuffles are winnable.
  throw new Error(`no winnable shuffle for ${layout.id} deal ${dealNumber} in ${MAX_SHUFFLES} tries`);
}
