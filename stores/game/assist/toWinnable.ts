/**
 * Undo to the last winnable position, once the solver (off the page's thread) has answered: goes
 * back to the point it found, keeping the pairs taken back to redo, and marks the game assisted.
 * Loaded on first use.
 */
import type { Ref } from 'vue';
import { replayFrom, type Game } from '@/core/game';
import type { SolverAnswer, SolverClient } from '../../../core/solver/protocol';
import { sameCopy, type SavedGame } from '../../storage/savedGame';
import type { Shown } from '../session/shown';

import type { Pair } from '@/core/position';

export interface ToWinnableInputs {
  solver: SolverClient;
  canUndo: Ref<boolean>;
  /** The solver is being asked. */
  searching: Ref<boolean>;
  backResult: Ref<{ undone: number; seq: number } | null>;
  redoList(): Pair[];
  rewindTo(g: Game, redo: Pair[]): void;
  learnPlan(plan: Pair[] | null): void;
}

/** Asks the solver how far back the game can still be won, and goes there: the pairs taken back can be redone. */
export function undoToWinnable(shown: Shown, inputs: ToWinnableInputs): void {
  const { canUndo, searching, solver } = inputs;
  const { saved } = shown;
  if (!canUndo.value || searching.value) return;
  const asked = saved.value;
  searching.value = true;
  const done = () => void (searching.value = false);
  void solver.winnableBack(asked.code, asked.moves).then((answer) => {
    done();
    goBack(shown, inputs, asked, answer);
  }, done);
}

function goBack({ game, saved, act }: Shown, { backResult, redoList, rewindTo, learnPlan }: ToWinnableInputs, asked: SavedGame, answer: SolverAnswer): void {
  if (!sameCopy(saved.value, asked) || answer.keep === null || answer.keep === undefined) return;
  const keep = answer.keep;
  const undone = asked.moves.length - keep;
  backResult.value = { undone, seq: (backResult.value?.seq ?? 0) + 1 };
  if (undone === 0) return learnPlan(answer.plan);
  const back = replayFrom(game.value, asked.moves.slice(0, keep));
  if (!back.ok) return;
  rewindTo(back.value, [...asked.moves.slice(keep), ...redoList()]);
  // Played on from here, a win came with help: it is kept off the leaderboard.
  act({ kind: 'assisted' });
  learnPlan(answer.plan);
}
