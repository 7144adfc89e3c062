/**
 * The game that follows a won one. A page that finds the current game won
 * deals the next one by itself; every page (tabs, the popup) works out the
 * same code and id from the won game's id and the device, so pages that move
 * on at the same time show one game, not a different one each. Another device
 * gets another id (the same deal): two machines that each play it offline
 * have played two games, and both count.
 */
import { DEAL_COUNT, layoutOfCode, makeCode } from './code';

export interface NextGame {
  id: string;
  code: string;
}

/**
 * 32 well-mixed bits of `text`: FNV-1a, then murmur3's finalizer. Not core/prng:
 * that module shares a chunk with the dealer, which the page's first load leaves out.
 */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Same layout, a deal drawn from the won game's id and an id from that and `device`; null when the code names no layout. */
export function nextGameAfter(won: { id: string; code: string }, device: string): NextGame | null {
  const layoutId = layoutOfCode(won.code);
  if (layoutId === null) return null;
  let code = won.code;
  // 2^32 × 8 = 32^7 = DEAL_COUNT: every deal number equally likely.
  for (let draw = 0; code === won.code; draw++) {
    code = makeCode(layoutId, (hash32(`deal:${won.id}:${draw}`) * 8 + (hash32(`low:${won.id}:${draw}`) >>> 29)) % DEAL_COUNT);
  }
  const part = (salt: string) => hash32(`${salt}:${won.id}:${device}`).toString(36).padStart(7, '0');
  return { id: part('id') + part('id2'), code };
}
