/**
 * Going back and forth along the game: undo, redo, restart, and looking back after a win. The
 * pairs taken back are kept to redo in the saved game, so redo survives a reload and follows the
 * game across tabs; a new pair clears them (session/session.ts). Undo to the last winnable position
 * (assistance) goes back through rewindTo.
 */
import { shallowRef, type Ref } from 'vue';
import { restart as restartGame, undo as undoGame, type Game } from '@/core/game';
import type { Shown } from '../session/shown';
import { loadLookBack } from '../lazyParts';
import type { LookBack } from './lookBack';
import type { Pair } from '@/core/position';


export interface HistoryInputs {
  /** A dialog covers the board. */
  held: Ref<boolean>;
  canUndo: Ref<boolean>;
  canRestart: Ref<boolean>;
  /** Shows `g`: nothing selected or hinted, the winnable answer asked again. */
  showLine(g: Game): void;
  /** A game whose clock a dialog's hold stopped: it runs at release. */
  runAtRelease(id: string): void;
}

export function gameHistory(shown: Shown, { held, canUndo, canRestart, showLine, runAtRelease }: HistoryInputs) {
  const { game, saved, status, ready } = shown;
  const redoList = (): Pair[] => (saved.value.redo ?? []).map(([a, b]): Pair => [a, b]);
  const looking = shallowRef<LookBack | null>(null);

  /** Shows `g`, an earlier point of the game shown, with `redo` left to redo. */
  function rewindTo(g: Game, redo: Pair[]): void {
    // Undoing out of "No more moves" starts the clock again; a paused game stays paused, a held one runs at release.
    let runs = saved.value.runningSince !== null || status.value === 'stuck' || saved.value.frozen === true;
    if (runs && held.value) {
      runAtRelease(saved.value.id);
      runs = false;
    }
    showLine(g);
    shown.act({ kind: 'rewound', moves: g.moves, clock: runs ? 'runs' : 'stands', redo });
  }

  const canRedo = () => ready.value && status.value === 'playing' && (saved.value.redo?.length ?? 0) > 0;

  return {
    canUndo,
    canRedo,
    redoList,
    rewindTo,
    undo(): void {
      if (!canUndo.value) return;
      const moves = game.value.moves;
      rewindTo(undoGame(game.value), [moves[moves.length - 1], ...redoList()]);
    },
    redo(): void {
      if (!canRedo()) return;
      const [next, ...rest] = redoList();
      shown.play([next], rest);
    },
    restart(): void {
      if (canRestart.value) rewindTo(restartGame(game.value), [...game.value.moves, ...redoList()]);
    },
    /** Looking back after a win: the game won, move by move (lookBack.ts, loaded on first use). */
    looking,
    openLookBack: () => loadLookBack().then((m) => (looking.value ??= m.lookBack(game)).open()),
  };
}
