/**
 * The tiles a layout of any even size is dealt: the whole set of 144 for 144
 * slots; for fewer, a subset of whole kinds; for more, a second set drawn the
 * same way once the first runs out. Which tiles a size gets is fixed by the
 * size alone, so a layout's shape (and so its code) says what is dealt.
 *
 * A subset keeps whole kinds of four, and only ever one kind as a lone pair.
 * Flowers and seasons stay whole sets of four (any flower matches any flower):
 * one set for every 72 tiles, rounded, so they keep their share of a full
 * set (both sets from 108 tiles, one from 36, none below). The other kinds
 * are kept in an order that mixes suits and honours, lowest ranks first
 * (1 of each suit, North, 2 of each suit, South, …, 9 of each suit), and
 * dropped from its end: a small board still has all three suits and winds.
 */
import { TILE_SET, type Face } from './tiles.ts';

/** The most tiles a layout may have: two whole sets. */
export const MAX_TILES = 2 * TILE_SET.length;
/** The fewest: one pair. */
export const MIN_TILES = 2;

const SUITS = ['B', 'C', 'D'] as const;
const HONOURS: readonly Face[] = ['N', 'S', 'E', 'W', 'R', 'G', 'Wh'];
/** Basic kinds in the order they are kept: ranks 1-9 across the suits, an honour after each rank while any is left. */
const KEPT_ORDER: readonly Face[] = Array.from({ length: 9 }, (_, r) => [
  ...SUITS.map((s) => `${r + 1}${s}` as Face),
  ...(r < HONOURS.length ? [HONOURS[r]] : []),
]).flat();
const FLOWER_SET: readonly Face[] = ['F1', 'F2', 'F3', 'F4'];
const SEASON_SET: readonly Face[] = ['S1', 'S2', 'S3', 'S4'];

/** Whether `count` tiles can be dealt: even, from MIN_TILES to MAX_TILES. */
export function isDealableCount(count: number): boolean {
  return Number.isInteger(count) && count >= MIN_TILES && count <= MAX_TILES && count % 2 === 0;
}

/** A subset of one set: `count` tiles (even, at most 144), as described above. */
function subset(count: number): Face[] {
  if (count === TILE_SET.length) return [...TILE_SET];
  const bonusSets = Math.min(2, Math.round(count / 72));
  const basic = count - 4 * bonusSets;
  const out: Face[] = [];
  let k = 0;
  for (; k < Math.floor(basic / 4); k++) out.push(KEPT_ORDER[k], KEPT_ORDER[k], KEPT_ORDER[k], KEPT_ORDER[k]);
  if (basic % 4 === 2) out.push(KEPT_ORDER[k], KEPT_ORDER[k]);
  if (bonusSets >= 1) out.push(...FLOWER_SET);
  if (bonusSets >= 2) out.push(...SEASON_SET);
  return out;
}

const memo = new Map<number, readonly Face[]>();

/**
 * The tiles dealt to `count` slots, in a fixed order (shuffled by the dealer).
 * For 144 it is TILE_SET itself, in its order, so deals of 144-tile layouts are as they always were.
 */
export function tileSetFor(count: number): readonly Face[] {
  if (!isDealableCount(count)) throw new RangeError(`no tile set of ${count} tiles: an even number from ${MIN_TILES} to ${MAX_TILES}`);
  if (count === TILE_SET.length) return TILE_SET;
  let set = memo.get(count);
  if (set === undefined) {
    set = Object.freeze(count < TILE_SET.length ? subset(count) : [...TILE_SET, ...subset(count - TILE_SET.length)]);
    memo.set(count, set);
  }
  return set;
}
