/**
 * The game being played on this page: what the board shows, what the player may
 * do now, and every action. Its parts, by concept: the session and its clock
 * (session/), assistance (assist/), going back and forth (history/), following
 * other tabs and machines (following/), what follows a win (afterWin.ts), new
 * boards' order (dealQueue.ts); what loads after the first script, in lazyParts.ts.
 * This store holds the state and makes every decision the components bind to.
 */
import { defineStore, getActivePinia } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { Result } from '@/core/result';
import type { Layout } from '@/core/layout';
import type { Position, Pair } from '@/core/position';
import { gameStatus, replayFrom, type Game } from '@/core/game';
import { tap as tapRule } from '@/core/tap';
import { canonicalCode, makeCode, randomDealNumber, type CodeError } from '@/core/code';
import { placeholderGame } from '../../core/dealing';
import { gameSync } from './following/sync';
import { useServices } from '../services';
import { deviceId } from '../device';
import { useNoticesStore } from '../notices';
import { useSettingsStore } from '../settings';
import { randomId } from '../storage/schema';
import type { SavedGame } from '../storage/savedGame';
import { abandoned, newSavedGame, reduceSession, type FinishedGame, type SessionAction } from './session/session';
import { createDealQueue } from './dealQueue';
import { assistance } from './assist';
import { showStoredGame } from './following/startup';
import { sessionDecisions } from './session/decisions';
import { tapFeedback } from './feedback';
import { gamePersistence } from './following/persistence';
import { clockHold } from './session/clockHold';
import { playClock } from './session/playClock';
import { offeredSwap } from './following/offeredSwap';
import { afterWin } from './afterWin';
import { gameHistory } from './history';
import { loadCounting, loadProgress } from './lazyParts';
import type { Shown } from './session/shown';

export type { SessionStatus } from './session/decisions';
export type { LastResult } from './afterWin';
export type { DemoState } from './assist/demo';

export const useGameStore = defineStore('game', () => {
  const services = useServices();
  const notices = useNoticesStore();
  // Finished games (their store and records) load apart from the page's first script: only an
  // ended game needs them, and record() waits for them to be read.
  const pinia = getActivePinia();
  const progress = () => loadProgress(pinia);
  const count = (finished: FinishedGame | null): void => void (finished && progress().then((p) => p.record(finished)));
  const settings = useSettingsStore();
  const clock = services.clock;
  const pageId = randomId(8); // orders copies written by several tabs
  /** Who wrote the game this page restored when it started. */
  let restoredWriter: string | null = null;
  let device = ''; // this browser profile, once read

  const ready = ref(false);
  const game = shallowRef<Game>(placeholderGame());
  const saved = shallowRef<SavedGame>(newSavedGame('', randomId(10), { now: clock.now(), page: pageId, device }));
  const feedback = tapFeedback();
  const { selected, hinted } = feedback;
  /** A game not shown now but worth going back to (further along than the one that replaced it). */
  const offered = shallowRef<SavedGame | null>(null);
  /** Something (a dialog) covers this page's board: its clock stands and its faces are hidden until release(). */
  const held = ref(false);
  /** The game shown was won on this page (by its last tap): the win is shown here, and only here. */
  const wonHere = ref(false);
  let loading: Promise<void> | null = null;
  const queue = createDealQueue(services.dealing, () => notices.push('notices.dealFailed'));
  const decide = sessionDecisions({ ready, game, saved, held, winnableWanted: () => settings.showWinnable });
  const { status, moveCount } = decide;
  const code = computed(() => game.value.code);
  const layout = computed<Layout>(() => game.value.layout);
  const position = computed<Position>(() => game.value.position);
  const hintsUsed = computed(() => saved.value.hintsUsed);

  /** Whether `input` (a code as typed or linked) names the game shown. */
  const isCurrent = (input: string): boolean => canonicalCode(input) === game.value.code;
  const timing = playClock({ clock, saved, beat: (banked) => persistence.beat(banked) });
  const stamp = () => ({ now: timing.wallNow(), page: pageId, device });
  const savedFor = (g: Game): SavedGame => newSavedGame(g.code, randomId(10), stamp());
  const elapsedMs = (): number => timing.elapsed();
  const shown: Shown = { ready, game, saved, status, act, play };
  const holding = clockHold(shown, held);

  const history = gameHistory(shown, {
    held, canUndo: decide.canUndo, canRestart: decide.canRestart, runAtRelease: holding.runAtRelease,
    showLine: (g) => ((game.value = g), forgetFeedback(), refreshWinnable()),
  });
  const assist = assistance(shown, { solver: services.solver, queue, hinted, canHint: decide.canHint, winnableWanted: () => settings.showWinnable }, history);
  const refreshWinnable = assist.refreshWinnable;
  const demo = assist.demo;

  /** Another board, or another line of it: nothing selected or hinted, the plan asked again, any demonstration stopped. */
  function forgetFeedback(): void {
    feedback.forget();
    assist.forget();
  }

  /** Shows a stored game. Returns false when it does not replay (damaged). */
  function show(next: SavedGame): boolean {
    const g = services.dealing.replay(next.code, next.moves);
    if (!g.ok) return false;
    const movesChanged = g.value.code !== game.value.code || JSON.stringify(g.value.moves) !== JSON.stringify(game.value.moves);
    if (next.id !== saved.value.id) wonHere.value = false;
    persistence.follow(null);
    game.value = g.value;
    saved.value = { ...next, won: gameStatus(g.value) === 'won' };
    if (movesChanged) {
      forgetFeedback();
      refreshWinnable();
    }
    if (ready.value && saved.value.won && !wonHere.value) void moveOnFrom(saved.value);
    return true;
  }

  const wins = afterWin({
    dealing: services.dealing, saved, moveCount, now: timing.wallNow, device: () => device,
    showNext(next, id, follows) {
      game.value = next;
      saved.value = { ...savedFor(next), id };
      persistence.follow(follows);
      forgetFeedback();
      assist.forgetWinnable();
      refreshWinnable();
    },
  });

  /**
   * A won game restored or seen here: counted unless it is already (the page that won may not have
   * lived to), and left. Resolves once both are done: a page that starts on a won game is ready only
   * once the win is counted, so no game played there can take the won game's place in storage uncounted.
   */
  const moveOnFrom = (won: SavedGame) => Promise.all([loadCounting().then((m) => m.countWon(progress, device, won)), wins.moveOn(won)]);

  const persistence = gamePersistence({ services, notices, game, saved, localBlocked: () => sync.localBlocked(), banked: () => timing.bank() });
  const { commit, syncCopy } = persistence;

  const sync = gameSync({
    services, notices, pageId, device: () => device, saved, offered, following: persistence.following, show,
    commit: (next) => commit(next), syncCopy, isOwnSave: persistence.isOwnSave,
  });

  /** Applies an action to the saved game: stored, and counted when it ended the game. */
  function act(action: SessionAction): void {
    const at = stamp();
    const step = reduceSession(timing.bank(at.now), action, at);
    commit(step.saved, { urgent: step.urgent });
    count(step.finished);
  }

  function init(): Promise<void> {
    loading ??= (async () => {
      sync.listen();
      // Finished games are not needed to show the board: progress loads alongside (its record() waits for it).
      await settings.init();
      void progress().then((p) => p.init());
      device = await deviceId(services);
      const started = await showStoredGame({
        services, sync, device: () => device, saved: () => saved.value, show, commit: (next) => commit(next), syncCopy, moveOn: moveOnFrom,
        dealStored: persistence.dealIsStored,
        showFirst(g) {
          game.value = g;
          commit(savedFor(g));
        },
      });
      restoredWriter = saved.value.writer;
      ready.value = true;
      started.afterReady();
      queue.loaded();
      refreshWinnable();
      assist.loadLater();
      // After the first paint, so that a new game starts at once (where the worker deals, it loads on first use).
      if (!services.solver.deal) void services.dealing.loadDealer();
    })();
    return loading;
  }

  function tap(slot: number): void {
    if (!ready.value || status.value === 'won' || status.value === 'paused') return;
    const result = tapRule(position.value, selected.value, slot);
    selected.value = result.selected;
    feedback.tapped(slot, result.outcome);
    // Any tap on a tile, even a blocked one, is starting to play: a fresh deal's clock starts.
    if (saved.value.fresh) act({ kind: 'touched' });
    if (result.removed) play([result.removed]);
  }

  /** Plays pairs by the rules, as taps would; `redo`: what is left to redo after them (else a new pair clears it). */
  function play(pairs: Pair[], redo?: Pair[]): boolean {
    const played = replayFrom(game.value, [...game.value.moves, ...pairs]);
    if (!played.ok || pairs.length === 0) return false;
    if (saved.value.fresh) act({ kind: 'touched' }); // Show me how or redo on a fresh deal starts its clock too
    const g = (game.value = played.value);
    selected.value = null;
    feedback.removed(pairs[pairs.length - 1]);
    const board = gameStatus(g);
    act({ kind: 'played', moves: g.moves, board, layoutId: layout.value.id, redo });
    if (board === 'won') {
      wonHere.value = true;
      services.sync.flush();
    }
    refreshWinnable();
    return true;
  }

  /** The player acts: a demonstration under way stops first. */
  const own = <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => (demo.stop(), run(...args));

  /**
   * `hidden`: the page was hidden or left. A fresh deal's clock is not running, so it stays ready to play
   * there; and a game another page set running since (resumed or played in another window or the popup)
   * is that page's to pause: a page hidden behind it does not stop the player's clock.
   */
  function pause(reason: 'player' | 'hidden' = 'player'): void {
    if (!ready.value) return;
    // Another live page's: one that wrote the game since this page restored it (a copy restored as it was,
    // say from a page that crashed, is this page's to pause).
    const othersGame = reason === 'hidden' && saved.value.writer !== pageId && saved.value.writer !== restoredWriter;
    if (status.value !== 'playing' || (reason === 'hidden' && saved.value.fresh) || othersGame) return void services.sync.flush();
    act({ kind: 'paused' });
    selected.value = null;
  }

  function resume(): void {
    if (!ready.value || status.value !== 'paused' || held.value) return;
    act({ kind: 'clockStarted' });
  }

  /**
   * The page that won leaves its win (the win dialog was closed, or Next deal chosen): it moves on to
   * the same next game as every other page, without the last-result line the win dialog just showed.
   */
  function leaveWin(): void {
    if (!ready.value || !saved.value.won) return;
    wonHere.value = false;
    void wins.moveOn(saved.value, { quiet: true });
  }

  function begin(g: Game): void {
    history.looking.value?.close();
    count(abandoned(timing.bank(), layout.value.id, timing.wallNow()));
    wonHere.value = false;
    holding.forget();
    wins.dismiss();
    game.value = g;
    forgetFeedback();
    assist.forgetWinnable();
    commit(savedFor(g), { urgent: true });
    refreshWinnable();
  }

  function withDeal(dealCode: string, run: (g: Game) => void): void {
    queue.withDeal(dealCode, run);
    if (assist.hintAsked() && queue.busy.value) queue.afterDealing(assist.hint);
  }

  function newGame(layoutId?: string): void {
    // The layout shown is known only once the stored game is read.
    queue.whenLoaded(() => {
      const id = layoutId && services.layouts.lookup(layoutId) ? layoutId : layout.value.id;
      withDeal(makeCode(id, randomDealNumber()), begin);
    });
  }

  /** `afresh`: start the code from the beginning even when it is the current game (replaying a finished one). */
  function startCode(input: string, { afresh = false } = {}): Result<void, CodeError> {
    const parsed = services.layouts.parseCode(input); // a custom layout not here: its share link is asked for
    if (!parsed.ok) return parsed;
    withDeal(makeCode(parsed.value.layoutId, parsed.value.dealNumber), (made) => {
      if (made.code !== game.value.code || afresh) begin(made);
    });
    return { ok: true, value: undefined };
  }

  const swap = offeredSwap(shown, { offered, now: timing.wallNow, layoutId: () => layout.value.id, show, offer: sync.offer, count });

  watch(() => settings.showWinnable, refreshWinnable);

  return {
    ...decide, ready, dealing: queue.busy, code, gameId: computed(() => saved.value.id), layout, position, selected, hinted, hintsUsed, isCurrent, lastTap: feedback.lastTap,
    lastRemoved: feedback.lastRemoved, winnable: assist.winnable, lost: assist.lost, assisted: computed(() => saved.value.assisted === true),
    canRedo: computed(history.canRedo), canUndoToWinnable: assist.canUndoToWinnable, winnableBack: assist.backResult, winnableBackBusy: assist.searching, canFinish: assist.canFinish,
    offered, held, wonHere, lastResult: wins.lastResult, elapsedMs, init, tap: own(tap), hint: own(assist.hint), undo: own(history.undo), redo: own(history.redo),
    restart: own(history.restart), undoToWinnable: own(assist.undoToWinnable), finish: own(assist.finish), pause, resume, hold: holding.hold, release: holding.release,
    newGame, startCode, demo: demo.state, showHow: demo.toggle, demoPause: demo.pause, demoResume: demo.resume, demoStep: demo.step, stopDemo: demo.stop,
    lookBack: history.looking, openLookBack: history.openLookBack,
    acceptOffered: swap.accept, dismissOffered: swap.dismiss, offerKept: sync.offer, leaveWin, dismissLastResult: wins.dismiss, refreshWinnable,
  };
});
