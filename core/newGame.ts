/**
 * A game from its code: the one way into dealing (core/deal.ts and the solver it runs).
 * Apart from core/game.ts so that a page can show a stored game without loading either.
 */
import { makeCode, parseCode, type CodeError } from './code.ts';
import { isCustomLayoutId, type LayoutLookup } from './customLayout.ts';
import { dealFromCode } from './deal.ts';
import { gameFromDeal, replayFrom, type Game } from './game.ts';
import { layoutById } from './layouts/index.ts';
import type { MoveError, Pair } from './position.ts';
import { ok, err, type Result } from './result.ts';

/** The error for a code whose layout `lookup` does not know: a custom one only its share link can bring. */
export function unknownLayout(layoutId: string): CodeError {
  return isCustomLayoutId(layoutId)
    ? { kind: 'custom', message: `Layout ${layoutId} is a player's own layout not on this machine: open its share link to add it` }
    : { kind: 'layout', message: `Layout ${layoutId} is not one this game has` };
}

/** `lookup`: where layouts are found (by default the built-in ones; a page adds the player's own). */
export function newGameFromCode(code: string, lookup: LayoutLookup = layoutById): Result<Game, CodeError> {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const { layoutId, dealNumber } = parsed.value;
  const layout = lookup(layoutId);
  if (layout === undefined) return err(unknownLayout(layoutId));
  let deal;
  try {
    deal = dealFromCode(layout, dealNumber);
  } catch (error) {
    // A layout that cannot be dealt (one from sync that no order of removals clears): said, never thrown.
    return err({ kind: 'deal', message: error instanceof Error ? error.message : String(error) });
  }
  return ok(gameFromDeal(makeCode(layoutId, dealNumber), layout, deal.faces, deal.plan));
}

/** Restores a saved game: the code's deal with the moves played again, refused if any move is not legal. */
export function replay(code: string, moves: readonly Pair[], lookup: LayoutLookup = layoutById): Result<Game, CodeError | MoveError> {
  const game = newGameFromCode(code, lookup);
  if (!game.ok) return game;
  return replayFrom(game.value, moves);
}
