/**
 * Going back and forth along the game: undo, redo, restart, and undo to the last winnable
 * position (found by the solver, off the page's thread). The pairs taken back are kept to redo
 * in the saved game, so redo survives a reload and follows the game across tabs; a new pair
 * clears them (session.ts).
 */
import { ref, type Ref, type ShallowRef } from 'vue';
import { restart as restartGame, undo as undoGame, type Game } from '@/core/game';
import type { SolverClient } from '../solver/client';
import type { SavedGame } from '../storage/savedGame';
import type { SessionStatus } from './decisions';
import type { SessionAction } from './session';
import type { Pair } from '@/core/position';

export interface LineInputs {
  solver: SolverClient;
  ready: Ref<boolean>;
  game: ShallowRef<Game>;
  saved: ShallowRef<SavedGame>;
  status: Ref<SessionStatus>;
  held: Ref<boolean>;
  canUndo: Ref<boolean>;
  canRestart: Ref<boolean>;
  act(action: SessionAction): void;
  /** Shows `g`: nothing selected or hinted, the winnable answer asked again. */
  showLine(g: Game): void;
  /** Plays pairs as the player would, leaving `redo` to redo after them. */
  play(pairs: Pair[], redo: Pair[]): void;
  /** A game whose clock a dialog's hold stopped: it runs at release. */
  runAtRelease(id: string): void;
  /** Undo to the last winnable position learned a winning plan from where it went back to. */
  learnPlan(plan: Pair[] | null): void;
}

/** What the last undo to the last winnable position did, numbered so the page can say it each time. */
export interface WinnableBackResult {
  /** Pairs taken back (0: the game could be won as it was). */
  undone: number;
  seq: number;
}

export function gameLines(inputs: LineInputs) {
  const { game, saved, status, ready } = inputs;
  const redoList = (): Pair[] => (saved.value.redo ?? []).map(([a, b]): Pair => [a, b]);
  const backResult = ref<WinnableBackResult | null>(null);
  const searching = ref(false);

  /** Shows `g`, an earlier point of the game shown, with `redo` left to redo. */
  function rewindTo(g: Game, redo: Pair[]): void {
    // Undoing out of "No more moves" starts the clock again; a paused game stays paused, a held one runs at release.
    let runs = saved.value.runningSince !== null || status.value === 'stuck' || saved.value.frozen === true;
    if (runs && inputs.held.value) {
      inputs.runAtRelease(saved.value.id);
      runs = false;
    }
    inputs.showLine(g);
    inputs.act({ kind: 'rewound', moves: g.moves, clock: runs ? 'runs' : 'stands', redo });
  }

  const canRedo = () => ready.value && status.value === 'playing' && (saved.value.redo?.length ?? 0) > 0;

  return {
    canRedo,
    canUndoToWinnable: () => inputs.canUndo.value && !searching.value,
    backResult,
    searching,
    undo(): void {
      if (!inputs.canUndo.value) return;
      const moves = game.value.moves;
      rewindTo(undoGame(game.value), [moves[moves.length - 1], ...redoList()]);
    },
    redo(): void {
      if (!canRedo()) return;
      const [next, ...rest] = redoList();
      inputs.play([next], rest);
    },
    restart(): void {
      if (inputs.canRestart.value) rewindTo(restartGame(game.value), [...game.value.moves, ...redoList()]);
    },
    /** Asks the solver how far back the game can still be won, and goes there (toWinnable.ts, loaded on first use). */
    undoToWinnable: () => void import('./toWinnable').then((m) => m.undoToWinnable({ ...inputs, backResult, searching, redoList, rewindTo })),
  };
}
