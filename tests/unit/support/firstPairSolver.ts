/** A solver for tests of the stores and the page: quick, and honest about what it does not know. */
import { newGameFromCode } from '@/core/newGame';
import { replayFrom, type Game } from '@/core/game';
import { playablePairs } from '@/core/position';
import type { SolverClient } from '@/stores/solver/client';

/** Deals made for the tests, kept: the same codes are dealt again and again. */
const deals = new Map<string, Game>();
export function dealOf(code: string): Game | null {
  const known = deals.get(code);
  if (known) return known;
  const made = newGameFromCode(code);
  if (!made.ok) return null;
  deals.set(code, made.value);
  return made.value;
}

/** Hints the first playable pair; never claims to know whether the game can be won. */
export const firstPairSolver: SolverClient = {
  async hint(code, moves) {
    const start = dealOf(code);
    const g = start ? replayFrom(start, moves) : { ok: false as const };
    const pair = g.ok ? (playablePairs(g.value.position)[0] ?? null) : null;
    return { id: 0, pair, plan: null, winnable: null };
  },
  async solve() {
    return { id: 0, pair: null, plan: null, winnable: null };
  },
  async winnableBack() {
    return { id: 0, pair: null, plan: null, winnable: null, keep: null };
  },
  dispose() {},
};
