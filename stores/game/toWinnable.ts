/**
 * Undo to the last winnable position, once the solver (off the page's thread) has answered: goes
 * back to the point it found, keeping the pairs taken back to redo, and marks the game assisted.
 * Loaded on first use.
 */
import type { Ref, ShallowRef } from 'vue';
import { replayFrom, type Game } from '@/core/game';
import type { SolverAnswer } from '../solverProtocol';
import { sameCopy, type SavedGame } from '../storage/savedGame';
import type { SessionAction } from './session';

type Pair = [number, number];

export interface ToWinnableInputs {
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  /** The game as it was when the solver was asked. */
  asked: SavedGame;
  answer: SolverAnswer;
  redo: Pair[];
  backResult: Ref<{ undone: number; seq: number } | null>;
  rewindTo(g: Game, redo: Pair[]): void;
  act(action: SessionAction): void;
  learnPlan(plan: Pair[] | null): void;
}

export function goBackToWinnable({ game, saved, asked, answer, redo, backResult, rewindTo, act, learnPlan }: ToWinnableInputs): void {
  if (!sameCopy(saved.value, asked) || answer.keep === null || answer.keep === undefined) return;
  const keep = answer.keep;
  const undone = asked.moves.length - keep;
  backResult.value = { undone, seq: (backResult.value?.seq ?? 0) + 1 };
  if (undone === 0) return learnPlan(answer.plan);
  const back = replayFrom(game.value, asked.moves.slice(0, keep));
  if (!back.ok) return;
  rewindTo(back.value, [...asked.moves.slice(keep), ...redo]);
  // Played on from here, a win came with help: it is kept off the leaderboard.
  act({ kind: 'assisted' });
  learnPlan(answer.plan);
}
