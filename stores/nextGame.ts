/**
 * The game that follows a won one. A page that finds the current game won
 * deals the next one by itself; every page (tabs, the popup) works out the
 * same code and id from the won game's id, so pages that move on at the same
 * time show one game, not a different one each.
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

/** Same layout, a deal and an id drawn from the won game's id; null when the code names no layout. */
export function nextGameAfter(won: { id: string; code: string }): NextGame | null {
  const layoutId = layoutOfCode(won.code);
  if (layoutId === null) return null;
  let state = seedOf(won.id);
  const draw = (): bigint => {
    const step = splitMix64(state);
    state = step.state;
    return step.output;
  };
  let code = won.code;
  while (code === won.code) code = makeCode(layoutId, Number(draw() % BigInt(DEAL_COUNT)));
  return { id: draw().toString(36).padStart(13, '0').slice(-13), code };
}
