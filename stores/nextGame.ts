/**
 * The game that follows a won one. A page that finds the current game won
 * deals the next one by itself; every page (tabs, the popup) works out the
 * same code and id from the won game's id and the device, so pages that move
 * on at the same time show one game, not a different one each. Another device
 * gets another id (the same deal): two machines that each play it offline
 * have played two games, and both count.
 */
import { DEAL_COUNT, makeCode } from '@/core/code';
import { splitMix64 } from '@/core/prng';
import { layoutOfCode } from './storage/records';

export interface NextGame {
  id: string;
  code: string;
}

/** Base-36 game ids as a number to seed from (ids are at most 16 digits: fits 64 bits once folded). */
function seedOf(id: string): bigint {
  let seed = 0n;
  for (const ch of id) seed = (seed * 36n + BigInt(parseInt(ch, 36))) & ((1n << 64n) - 1n);
  return seed;
}

/** A stream of 64-bit numbers from a seed. */
function drawing(seed: bigint): () => bigint {
  let state = seed;
  return () => {
    const step = splitMix64(state);
    state = step.state;
    return step.output;
  };
}

/** Same layout, a deal drawn from the won game's id and an id from that and `device`; null when the code names no layout. */
export function nextGameAfter(won: { id: string; code: string }, device: string): NextGame | null {
  const layoutId = layoutOfCode(won.code);
  if (layoutId === null) return null;
  const deal = drawing(seedOf(won.id));
  let code = won.code;
  while (code === won.code) code = makeCode(layoutId, Number(deal() % BigInt(DEAL_COUNT)));
  const id = drawing(seedOf(won.id) ^ seedOf(device))();
  return { id: id.toString(36).padStart(13, '0'), code };
}
