/**
 * A built deal: a winnable deal made for layouts whose fair shuffles are
 * seldom winnable, or whose kinds have more than four tiles (the solver's
 * verdicts there are not exact). As GNOME Mahjongg and KMahjongg do, the
 * empty layout's tiles are taken off two at a time in an order the free rule
 * allows (core/removalOrder.ts), and each pair taken off is given two tiles
 * that match: played in that order, the deal is won, and that order is its
 * plan. The tile set's tiles are paired within their kinds at random and the
 * pairs handed out at random, all from the code's seed stream.
 */
import type { Geometry } from './layout.ts';
import { shuffled, type Xoshiro128 } from './prng.ts';
import { removalOrder, type RemovalOrder } from './removalOrder.ts';
import { matchGroup, type Face } from './tiles.ts';

export interface BuiltDeal {
  faces: Face[];
  plan: [number, number][];
}

/** The tiles of `tiles` in matching pairs, each kind's tiles shuffled before pairing, the pairs shuffled. */
function matchingPairs(tiles: readonly Face[], rng: Xoshiro128): [Face, Face][] {
  const byGroup = new Map<number, Face[]>();
  for (const face of tiles) {
    const g = matchGroup(face);
    const list = byGroup.get(g);
    if (list) list.push(face);
    else byGroup.set(g, [face]);
  }
  const pairs: [Face, Face][] = [];
  for (const g of [...byGroup.keys()].sort((a, b) => a - b)) {
    const kind = shuffled(byGroup.get(g)!, rng);
    if (kind.length % 2 === 1) throw new RangeError(`an odd number of tiles match group ${g}`);
    for (let i = 0; i < kind.length; i += 2) pairs.push([kind[i], kind[i + 1]]);
  }
  return shuffled(pairs, rng);
}

/**
 * A winnable deal of `tiles` on `geometry`, with the plan that wins it; or why none was built:
 * 'none' when no order of removals exists, 'undecided' when the search gave up.
 */
export function buildDeal(geometry: Geometry, tiles: readonly Face[], rng: Xoshiro128): BuiltDeal | Exclude<RemovalOrder, { status: 'found' }> {
  const n = geometry.covers.length;
  if (tiles.length !== n) throw new RangeError(`${tiles.length} tiles for ${n} slots`);
  const order = removalOrder(geometry, rng);
  if (order.status !== 'found') return order;
  const pairs = matchingPairs(tiles, rng);
  const faces: Face[] = new Array<Face>(n);
  order.pairs.forEach(([a, b], i) => {
    faces[a] = pairs[i][0];
    faces[b] = pairs[i][1];
  });
  return { faces, plan: order.pairs.map(([a, b]): [number, number] => [a, b]) };
}
