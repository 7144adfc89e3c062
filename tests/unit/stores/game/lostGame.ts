/** A game that went wrong, for tests: moves from a deal into a position that cannot be won yet still has pairs to play. */
import { newGameFromCode } from '../../../../core/newGame.ts';
import { playPair, type Game } from '../../../../core/game.ts';
import { hasPlayablePair, playablePairs } from '../../../../core/position.ts';
import { solve } from '../../../../core/solver/index.ts';

type Pair = [number, number];

/**
 * Plays the last playable pair each time (the plan's order is not followed) until the solver
 * proves the position lost while pairs remain. Deterministic for a code.
 */
export function lostLine(code: string): { game: Game; moves: Pair[]; lostAt: number } {
  const dealt = newGameFromCode(code);
  if (!dealt.ok) throw new Error(`bad code ${code}`);
  let g = dealt.value;
  let lostAt = -1;
  for (let turn = 0; turn < 72; turn++) {
    const pairs = playablePairs(g.position);
    if (pairs.length === 0) break;
    const [a, b] = pairs[(turn * 7) % pairs.length];
    const next = playPair(g, a, b);
    if (!next.ok) throw new Error('illegal');
    g = next.value;
    if (lostAt < 0 && solve(g.position, { budget: 200_000 }).status === 'unwinnable') lostAt = g.moves.length;
    if (lostAt >= 0 && hasPlayablePair(g.position) && g.moves.length >= lostAt + 1) break;
  }
  if (lostAt < 0 || !hasPlayablePair(g.position)) throw new Error(`no lost line found for ${code}`);
  return { game: g, moves: g.moves.map(([a, b]): Pair => [a, b]), lostAt };
}
