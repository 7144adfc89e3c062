/**
 * An order in which a layout's tiles can all be taken off two at a time under
 * the free rule, faces aside: the skeleton of a built deal (core/builtDeal.ts).
 * A depth-first search from the full layout: at each step the free tiles are
 * ranked (a tile standing on others first, then one whose going uncovers
 * others, a seeded jitter breaking ties), pairs tried best first, and a set of
 * tiles from which no order was found is remembered so it is never searched
 * again. Work is counted in steps, never time, so an order is the same on
 * every machine for the same seed. A search that tries every pair from every
 * set it reaches proves that no order exists.
 */
import type { Geometry } from './layout.ts';
import type { Xoshiro128 } from './prng.ts';

/** Steps (tiles taken off or put back) a search may take before giving up undecided. */
export const ORDER_BUDGET = 200_000;

export type RemovalOrder =
  | { status: 'found'; pairs: [number, number][] }
  /** Every order was tried: the tiles cannot all be taken off two at a time. */
  | { status: 'none' }
  | { status: 'undecided' };

interface Board {
  readonly present: Uint8Array;
  /** Present tiles on each tile, and beside it on the left and on the right. */
  readonly onTop: Uint8Array;
  readonly onLeft: Uint8Array;
  readonly onRight: Uint8Array;
}

/** Per slot: how many slots lie below it, however far down (a tile on a tall stack goes first). */
function stackDepths(g: Geometry): Uint16Array {
  const n = g.covers.length;
  const under: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < n; s++) for (const t of g.covers[s]) under[t].push(s);
  const depth = new Uint16Array(n);
  for (let s = 0; s < n; s++) {
    const seen = new Set<number>();
    const stack = [...under[s]];
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (seen.has(t)) continue;
      seen.add(t);
      stack.push(...under[t]);
    }
    depth[s] = seen.size;
  }
  return depth;
}

function fullBoard(g: Geometry): Board {
  const n = g.covers.length;
  const board: Board = { present: new Uint8Array(n).fill(1), onTop: new Uint8Array(n), onLeft: new Uint8Array(n), onRight: new Uint8Array(n) };
  for (let s = 0; s < n; s++) {
    board.onTop[s] = g.covers[s].length;
    board.onLeft[s] = g.left[s].length;
    board.onRight[s] = g.right[s].length;
  }
  return board;
}

/** Takes a tile off (`step` -1) or puts it back (+1), keeping the counts of its neighbours. */
function toggle(g: Geometry, b: Board, under: readonly (readonly number[])[], s: number, step: 1 | -1): void {
  b.present[s] = step === 1 ? 1 : 0;
  for (const t of under[s]) b.onTop[t] += step;
  // s is on the right of the slots on its left, and on the left of those on its right.
  for (const t of g.left[s]) b.onRight[t] += step;
  for (const t of g.right[s]) b.onLeft[t] += step;
}

const isFree = (b: Board, s: number): boolean => b.present[s] === 1 && b.onTop[s] === 0 && (b.onLeft[s] === 0 || b.onRight[s] === 0);

/** Searches for an order with `rng` breaking ties; `budget` steps at most. */
export function removalOrder(g: Geometry, rng: Xoshiro128, budget = ORDER_BUDGET): RemovalOrder {
  const n = g.covers.length;
  if (n % 2 === 1) return { status: 'none' };
  const under: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < n; s++) for (const t of g.covers[s]) under[t].push(s);
  const depth = stackDepths(g);
  const board = fullBoard(g);
  const dead = new Set<string>();
  const key = (): string => String.fromCharCode(...board.present);
  const pairs: [number, number][] = [];
  let steps = 0;
  let exhaustive = true;

  /** Pairs to try from here, best first. */
  const candidates = (): [number, number][] => {
    const free: { s: number; score: number }[] = [];
    for (let s = 0; s < n; s++) {
      if (!isFree(board, s)) continue;
      let uncovers = 0;
      for (const t of under[s]) if (board.onTop[t] === 1) uncovers++;
      free.push({ s, score: 4 * depth[s] + 2 * uncovers + rng.below(3) });
    }
    free.sort((a, b) => b.score - a.score || a.s - b.s);
    const out: [number, number][] = [];
    // By the sum of the two ranks: the best two first, then pairs ever further down the ranking.
    for (let sum = 1; sum <= 2 * free.length - 3; sum++) {
      for (let i = Math.max(0, sum - free.length + 1); i < sum - i; i++) out.push([free[i].s, free[sum - i].s]);
    }
    return out;
  };

  const search = (left: number): boolean => {
    if (left === 0) return true;
    const here = key();
    if (dead.has(here)) return false;
    for (const [a, b] of candidates()) {
      if (steps >= budget) {
        exhaustive = false;
        return false;
      }
      steps += 2;
      toggle(g, board, under, a, -1);
      toggle(g, board, under, b, -1);
      pairs.push([a, b]);
      if (search(left - 2)) return true;
      pairs.pop();
      toggle(g, board, under, b, 1);
      toggle(g, board, under, a, 1);
    }
    if (exhaustive) dead.add(here);
    return false;
  };

  if (search(n)) return { status: 'found', pairs };
  return exhaustive ? { status: 'none' } : { status: 'undecided' };
}
