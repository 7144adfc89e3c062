/**
 * Assistance: Hint (and a game found lost), Finish for me, Show me how, undo to the last winnable
 * position, and whether the game can still be won. What the page binds to of each (lost, canFinish,
 * the demonstration's state, the winnable answer) is here from the start; the parts that act load
 * apart from the page's first script (lazyParts.ts), hints and Finish for me just after start-up.
 * A hint asked before they loaded waits for them.
 */
import { computed, ref, shallowRef, watch, type Ref } from 'vue';
import type { Game } from '@/core/game';
import type { SolverClient } from '../../solver/client';
import type { DealQueue } from '../dealQueue';
import type { Shown } from '../session/shown';
import { loadDemo, loadFinishing, loadHints, loadToWinnable } from '../lazyParts';
import type { Hints } from './hints';
import type { Finishing } from './finishing';
import type { DemoState, ShowMeHow } from './demo';
import { createWinnableCheck } from './winnableCheck';
import type { Pair } from '@/core/position';


export interface AssistInputs {
  solver: SolverClient;
  queue: DealQueue;
  /** The pair outlined on the board. */
  hinted: Ref<Pair | null>;
  /** A hint (or Show me how) may be asked now. */
  canHint: Ref<boolean>;
  /** The player asked to see whether the game can still be won (a setting). */
  winnableWanted(): boolean;
}

/** What undo to the last winnable position needs of the history: where it goes back, and what is left to redo. */
export interface Rewind {
  canUndo: Ref<boolean>;
  redoList(): Pair[];
  rewindTo(g: Game, redo: Pair[]): void;
}

/** What the last undo to the last winnable position did, numbered so the page can say it each time. */
export interface WinnableBackResult {
  /** Pairs taken back (0: the game could be won as it was). */
  undone: number;
  seq: number;
}

export function assistance(shown: Shown, { solver, queue, hinted, canHint, winnableWanted }: AssistInputs, rewind: Rewind) {
  const { ready, saved, status } = shown;
  const winnableCheck = createWinnableCheck(solver, () => winnableWanted() && ready.value, () => ({
    saved: saved.value,
    won: status.value === 'won',
  }));
  const lost = ref(false);
  const markLost = () => void (lost.value = true);

  let hints: Hints | null = null;
  const withHints = (run: (h: Hints) => void) =>
    void loadHints().then((m) => run((hints ??= m.createHints(shown, { lost, solver, queue, hinted, canHint: () => canHint.value, learn: winnableCheck.learn }))));
  const usePlan = (plan: Pair[] | null) => withHints((h) => h.usePlan(plan));
  const ending = shallowRef<Finishing | null>(null);

  const demoState = ref<DemoState>('off');
  let driver: ShowMeHow | null = null;
  const withDriver = (run: (d: ShowMeHow) => void) =>
    void loadDemo().then((m) => {
      driver ??= m.showMeHow(shown, { state: demoState, solver, hinted, markLost, canStart: () => canHint.value && !queue.busy.value });
      run(driver);
    });

  const backResult = ref<WinnableBackResult | null>(null);
  const searching = ref(false);

  watch(winnableCheck.winnable, (w) => w === false && markLost());

  return {
    winnable: winnableCheck.winnable,
    refreshWinnable: winnableCheck.refresh,
    forgetWinnable: winnableCheck.forget,
    lost,
    hint: () => withHints((h) => h.hint()),
    /** A hint was asked and not answered yet. */
    hintAsked: () => hints?.asking() ?? false,
    /** Another board, or another line of it: the plan is asked again, nothing known lost, any demonstration stopped. */
    forget(): void {
      hints?.forget();
      lost.value = false;
      driver?.stop();
    },
    /** Loads hints, and starts watching for Finish for me, after the first paint. */
    loadLater(): void {
      withHints(() => undefined);
      void loadFinishing().then((m) => (ending.value ??= m.finishing(shown)));
    },
    canFinish: computed(() => ending.value?.canFinish.value ?? false),
    finish: () => ending.value?.finish(),
    /** Show me how: its state at once, its driver loaded on first use. */
    demo: {
      state: demoState,
      /** Starts Show me how, or stops it while it runs. */
      toggle: () => withDriver((d) => d.toggle()),
      pause: () => driver?.pause(),
      resume: () => driver?.resume(),
      step: () => driver?.step(),
      stop: () => driver?.stop(),
    },
    canUndoToWinnable: computed(() => rewind.canUndo.value && !searching.value),
    backResult,
    searching,
    /** Asks the solver how far back the game can still be won, and goes there (toWinnable.ts, loaded on first use). */
    undoToWinnable: () =>
      void loadToWinnable().then((m) => m.undoToWinnable(shown, { solver, ...rewind, backResult, searching, learnPlan: usePlan })),
  };
}
