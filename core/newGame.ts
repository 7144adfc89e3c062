/**
 * A game from its code: the one way into dealing (core/deal.ts and the solver it runs).
 * Apart from core/game.ts so that a page can show a stored game without loading either.
 */
import { makeCode, parseCode, type CodeError } from './code.ts';
import { dealFromCode } from './deal.ts';
import { gameFromDeal, replayFrom, type Game } from './game.ts';
import { layoutById } from './layouts/index.ts';
import type { MoveError } from './position.ts';
import { ok, err, type Result } from './result.ts';

type Pair = [number, number];

export function newGameFromCode(code: string): Result<Game, CodeError> {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const { layoutId, dealNumber } = parsed.value;
  const layout = layoutById(layoutId);
  if (layout === undefined) return err({ kind: 'layout', message: `Layout ${layoutId} is not one this game has` });
  const { faces, plan } = dealFromCode(layout, dealNumber);
  return ok(gameFromDeal(makeCode(layoutId, dealNumber), layout, faces, plan));
}

/** Restores a saved game: the code's deal with the moves played again, refused if any move is not legal. */
export function replay(code: string, moves: readonly Pair[]): Result<Game, CodeError | MoveError> {
  const game = newGameFromCode(code);
  if (!game.ok) return game;
  return replayFrom(game.value, moves);
}
