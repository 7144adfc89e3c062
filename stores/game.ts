import { defineStore, getActivePinia } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { Result } from '@/core/result';
import type { Layout } from '@/core/layout';
import { playablePairs, remainingCount, type Position } from '@/core/position';
import { gameStatus, playPair, restart as restartGame, undo as undoGame, type Game } from '@/core/game';
import { tap as tapRule, type TapOutcome } from '@/core/tap';
import { layoutOfCode, makeCode, parseCode, randomDealNumber, type CodeError } from '@/core/code';
import { LAYOUTS } from '@/core/layouts';
import { placeholderGame } from './dealing';
import { makeStoredDeal, parseStoredDeal } from './storage/storedDeal';
import { gameSync } from './gameSync';
import { useServices } from './services';
import { deviceId } from './device';
import { useNoticesStore } from './notices';
import type { useProgressStore } from './progress';
import { useSettingsStore } from './settings';
import { KEYS } from './storage/keys';
import { randomId } from './storage/schema';
import { elapsedOf, pausedCopy, sameCopy, wrapSavedGame, type SavedGame } from './storage/savedGame';
import { nextGameAfter } from './nextGame';

type FinishedGame = Parameters<ReturnType<typeof useProgressStore>['record']>[0];

export type GameStatus = 'playing' | 'paused' | 'won' | 'stuck';
type Pair = [number, number];

/** The won game a page moved on from, shown quietly over the next one. */
export interface LastResult {
  id: string;
  code: string;
  layoutId: string;
  ms: number;
  hints: number;
}

export const useGameStore = defineStore('game', () => {
  const services = useServices();
  const notices = useNoticesStore();
  // Finished games (their store and records) load apart from the page's first script: only an
  // ended game needs them, and record() waits for them to be read.
  const pinia = getActivePinia();
  const progress = () => import('./progress').then((m) => m.useProgressStore(pinia));
  const recordFinished = (finished: FinishedGame): void => void progress().then((p) => p.record(finished));
  const settings = useSettingsStore();
  const clock = services.clock;
  const writer = randomId(8); // this page: orders copies written by several tabs

  const ready = ref(false);
  const game = shallowRef<Game>(placeholderGame());
  const saved = shallowRef<SavedGame>(savedFor(game.value, ''));
  const selected = ref<number | null>(null);
  const hinted = ref<Pair | null>(null);
  const lastTap = ref<{ slot: number; outcome: TapOutcome; seq: number } | null>(null);
  const lastRemoved = ref<{ pair: Pair; seq: number } | null>(null);
  const winnable = ref<boolean | null>(null);
  /** A new game is being dealt (in the solver worker): the board shown stays in play until it comes. */
  const dealing = ref(false);
  /** A game not shown now but worth going back to (further along than the one that replaced it). */
  const offered = shallowRef<SavedGame | null>(null);
  /** Something (a dialog) covers this page's board: its clock stands and its faces are hidden until release(). */
  const held = ref(false);
  /** The game whose running clock a hold stopped: it runs on at release(). */
  let heldClockOf: string | null = null;
  /** The game shown was won on this page (by its last tap): the win is shown here, and only here. */
  const wonHere = ref(false);
  /** The won game that the game shown follows, while nobody has played that one yet (so it is not stored). */
  let following: SavedGame | null = null;
  const lastWon = shallowRef<LastResult | null>(null);
  let plan: Pair[] | null = null;
  let feedbackSeq = 0;
  let me = '';
  let loading: Promise<void> | null = null;
  /** New games asked for before the stored game is read: started after it, so it is never written over. */
  const afterLoad: (() => void)[] = [];

  const code = computed(() => game.value.code);
  const layout = computed<Layout>(() => game.value.layout);
  const position = computed<Position>(() => game.value.position);
  const hintsUsed = computed(() => saved.value.hintsUsed);
  const moveCount = computed(() => game.value.moves.length);
  // From the replayed position, never from the stored flag. A fresh deal is in play, its clock waiting for the first tap.
  const status = computed<GameStatus>(() => {
    const state = gameStatus(game.value);
    if (state !== 'playing') return state;
    if (held.value) return 'paused';
    return saved.value.runningSince === null && !saved.value.fresh ? 'paused' : 'playing';
  });
  /** Until the next game's first pair is removed. */
  const lastResult = computed(() => (moveCount.value === 0 ? lastWon.value : null));
  const canUndo = computed(() => moveCount.value > 0 && status.value !== 'won');
  /** Tiles still on the board, and the pairs of them that can be played now (what the toolbar shows). */
  const remaining = computed(() => remainingCount(position.value));
  const pairsFree = computed(() => playablePairs(position.value).length);

  function savedFor(g: Game, device: string): SavedGame {
    const now = clock.now();
    return {
      id: randomId(10), code: g.code, moves: [], hintsUsed: 0, elapsedMs: 0, runningSince: null, fresh: true,
      startedAt: now, playedAt: now, rev: 0, writer, device: device || writer, won: false,
    };
  }

  const elapsedMs = (now: number = clock.now()): number => elapsedOf(saved.value, now);

  /** Another board, or another line of it: nothing selected or hinted, and the plan is asked again. */
  function forgetFeedback(): void {
    selected.value = null;
    hinted.value = null;
    plan = null;
  }

  /** Shows a stored game. Returns false when it does not replay (damaged). */
  function show(next: SavedGame): boolean {
    const g = services.dealing.replay(next.code, next.moves);
    if (!g.ok) return false;
    const movesChanged = g.value.code !== game.value.code || JSON.stringify(g.value.moves) !== JSON.stringify(game.value.moves);
    if (next.id !== saved.value.id) wonHere.value = false;
    following = null;
    game.value = g.value;
    saved.value = { ...next, won: gameStatus(g.value) === 'won' };
    if (movesChanged) {
      forgetFeedback();
      refreshWinnable();
    }
    if (ready.value && saved.value.won && !wonHere.value) void moveOn(saved.value);
    return true;
  }

  /**
   * A game won on another page, or before this one opened, is not shown again:
   * the page deals the game that follows it (the same one on every page) and
   * keeps it unstored until it is played, so the page that won keeps its win.
   */
  async function moveOn(won: SavedGame, { quiet = false } = {}): Promise<void> {
    const next = nextGameAfter(won, me);
    if (!next) return;
    const made = await services.dealing.deal(next.code);
    if (!made.ok || !sameCopy(saved.value, won)) return; // another game came meanwhile
    const layoutId = layoutOfCode(won.code) ?? made.value.layout.id;
    lastWon.value = quiet ? null : { id: won.id, code: won.code, layoutId, ms: elapsedOf(won, clock.now()), hints: won.hintsUsed };
    game.value = made.value;
    saved.value = { ...savedFor(made.value, me), id: next.id };
    following = won;
    forgetFeedback();
    winnable.value = null;
    refreshWinnable();
  }

  /** Read when the sync write happens: another tab of this browser may have moved on meanwhile. */
  const syncCopy = () => wrapSavedGame(pausedCopy(following ?? saved.value, clock.now()));

  let dealSaved = '';

  /** Every change: local at once, sync at a bounded rate (at once when urgent). */
  function commit(next: SavedGame, urgent = false): void {
    saved.value = next;
    following = null;
    if (!sync.localBlocked()) {
      const items: Record<string, unknown> = { [KEYS.game]: wrapSavedGame(next) };
      if (dealSaved !== next.code && game.value.code === next.code) {
        items[KEYS.deal] = makeStoredDeal(game.value);
        dealSaved = next.code;
      }
      services.backend.local.set(items).catch(() => notices.push('notices.saveFailed'));
    }
    services.sync.stage(KEYS.game, syncCopy, urgent);
  }

  const sync = gameSync({
    services, notices, writer, device: () => me, ready: () => ready.value, saved, offered, following: () => following, show, commit, syncCopy,
  });
  const { readGame, meetRemote, offer } = sync;

  function change(patch: Partial<SavedGame>, played = true, urgent = false): void {
    const now = clock.now();
    commit({ ...saved.value, ...patch, rev: saved.value.rev + 1, writer, device: me || writer, ...(played ? { playedAt: now } : {}) }, urgent);
  }

  function init(): Promise<void> {
    loading ??= (async () => {
      sync.listen();
      // Finished games are not needed to show the board: progress loads alongside (its record() waits for it).
      await settings.init();
      void progress().then((p) => p.init());
      me = await deviceId(services);
      // A key that could not be read is not written over: a game is shown all the same.
      const unread = (area: 'local' | 'sync') => (): Record<string, unknown> => {
        sync.leaveAlone(area, KEYS.game, 'notices.saveFailed');
        return {};
      };
      const [localItems, syncItems] = await Promise.all([
        services.backend.local.get([KEYS.game, KEYS.offered, KEYS.deal]).catch(unread('local')),
        services.backend.sync.get([KEYS.game]).catch(unread('sync')),
      ]);
      // A damaged deal is simply dealt again from the code: it holds nothing of the player's.
      const storedStart = parseStoredDeal(localItems[KEYS.deal]);
      if (storedStart) {
        services.dealing.remember(storedStart);
        dealSaved = storedStart.code;
      }
      const fromLocal = await readGame('local', KEYS.game, localItems[KEYS.game]);
      const shown = fromLocal !== null && show(fromLocal);
      // With the local game shown, an offered or synced copy whose deal would take the worker is met once the page is ready.
      const later = (raw: unknown) => shown && services.solver.deal !== undefined && sync.needsDealing(raw);
      const offerLater = later(localItems[KEYS.offered]);
      const syncLater = later(syncItems[KEYS.game]);
      const fromOffer = offerLater ? null : await readGame('local', KEYS.offered, localItems[KEYS.offered]);
      const fromSync = syncLater ? null : await readGame('sync', KEYS.game, syncItems[KEYS.game]);
      if (shown) {
        if (fromOffer) offer(fromOffer);
        if (fromSync) meetRemote(fromSync);
      } else if (fromSync && fromSync.device !== me && show({ ...fromSync, runningSince: null })) {
        commit(saved.value);
      } else {
        const made = await services.dealing.deal(makeCode(LAYOUTS[0].id, randomDealNumber()));
        if (!made.ok) throw new Error(`cannot deal ${LAYOUTS[0].id}: ${made.error.message}`);
        game.value = made.value;
        commit(savedFor(game.value, me));
        if (fromOffer) offer(fromOffer);
      }
      // What a closed page could not send to sync yet goes now.
      if (!syncLater && (!fromSync || !sameCopy(fromSync, saved.value))) services.sync.stage(KEYS.game, syncCopy);
      if (saved.value.won) await moveOn(saved.value);
      ready.value = true;
      if (offerLater) void readGame('local', KEYS.offered, localItems[KEYS.offered]).then((g) => g && offer(g));
      if (syncLater) void readGame('sync', KEYS.game, syncItems[KEYS.game]).then((g) => (g ? meetRemote(g) : services.sync.stage(KEYS.game, syncCopy)));
      sync.catchUp();
      for (const run of afterLoad.splice(0)) run();
      refreshWinnable();
      // After the first paint, so that a new game starts at once (where the worker deals, it loads on first use).
      if (!services.solver.deal) void services.dealing.loadDealer();
    })();
    return loading;
  }

  function tap(slot: number): void {
    if (!ready.value || status.value === 'won' || status.value === 'paused') return;
    const result = tapRule(position.value, selected.value, slot);
    selected.value = result.selected;
    lastTap.value = { slot, outcome: result.outcome, seq: ++feedbackSeq };
    // Any tap on a tile, even a blocked one, is starting to play: a fresh deal's clock starts.
    if (saved.value.fresh) change({ fresh: false, runningSince: clock.now() });
    if (!result.removed) return;
    const [a, b] = result.removed;
    const played = playPair(game.value, a, b);
    if (!played.ok) return;
    game.value = played.value;
    hinted.value = null;
    lastRemoved.value = { pair: [a, b], seq: ++feedbackSeq };
    const now = clock.now();
    const state = gameStatus(played.value);
    const stopClock = state !== 'playing';
    const elapsed = elapsedMs(now);
    change(
      {
        moves: played.value.moves.map(([x, y]) => [x, y] as Pair),
        won: state === 'won',
        ...(stopClock ? { elapsedMs: elapsed, runningSince: null } : {}),
      },
      true,
      stopClock,
    );
    if (state === 'won') {
      wonHere.value = true;
      recordFinished({
        id: saved.value.id, code: saved.value.code, layoutId: layout.value.id, at: now, ms: elapsed, hints: saved.value.hintsUsed, won: true,
      });
      services.sync.flush();
    }
    refreshWinnable();
  }

  /** A hint asked while (or just before) a new board is dealt is for that board, which is about to replace this one. */
  let hintAfterDeal = false;
  let hintAsked = false;
  function hint(): void {
    if (dealing.value) return void (hintAfterDeal = true);
    if (!ready.value || status.value !== 'playing') return;
    const asked = saved.value;
    hintAsked = true;
    void services.solver.hint(asked.code, asked.moves, plan ?? game.value.plan.map(([x, y]) => [x, y] as Pair)).then((answer) => {
      hintAsked = false;
      if (dealing.value || !sameCopy(saved.value, asked) || !answer.pair) return; // the game moved on meanwhile
      plan = answer.plan;
      hinted.value = answer.pair;
      if (answer.winnable !== null) winnable.value = answer.winnable;
      change({ hintsUsed: asked.hintsUsed + 1 });
    }, () => void (hintAsked = false)); // the solver failed: no hint, the next asks a new worker
  }

  function resumeMoves(g: Game): void {
    const now = clock.now();
    // Undoing out of "No more moves" starts the clock again; a paused game stays paused, a held one runs at release.
    let running = saved.value.runningSince !== null || status.value === 'stuck' ? now : null;
    if (running !== null && held.value) {
      heldClockOf = saved.value.id;
      running = null;
    }
    const elapsed = elapsedMs(now);
    game.value = g;
    forgetFeedback();
    change({ moves: g.moves.map(([x, y]) => [x, y] as Pair), elapsedMs: elapsed, runningSince: running });
    refreshWinnable();
  }

  function undo(): void {
    if (!ready.value || !canUndo.value) return;
    resumeMoves(undoGame(game.value));
  }

  function restart(): void {
    if (!ready.value || status.value === 'won' || moveCount.value === 0) return;
    resumeMoves(restartGame(game.value));
  }

  /** `hidden`: the page was hidden or left. A fresh deal's clock is not running, so it stays ready to play there. */
  function pause(reason: 'player' | 'hidden' = 'player'): void {
    if (!ready.value) return;
    if (status.value !== 'playing' || (reason === 'hidden' && saved.value.fresh)) {
      services.sync.flush();
      return;
    }
    change({ elapsedMs: elapsedMs(), runningSince: null, fresh: false }, false, true);
    selected.value = null;
  }

  function resume(): void {
    if (!ready.value || status.value !== 'paused' || held.value) return;
    change({ runningSince: clock.now() }, false);
  }

  /** A dialog covers the board: the clock stops, if it runs, and the board shows as paused until release(). */
  function hold(): void {
    if (held.value) return;
    const running = ready.value && status.value === 'playing' && saved.value.runningSince !== null;
    held.value = true;
    if (!running) return;
    heldClockOf = saved.value.id;
    change({ elapsedMs: elapsedMs(), runningSince: null }, false);
  }

  /** The dialog is gone: a game whose clock the hold stopped goes on by itself; a paused one stays paused. */
  function release(): void {
    if (!held.value) return;
    held.value = false;
    const stopped = heldClockOf;
    heldClockOf = null;
    if (stopped === saved.value.id && status.value === 'paused') change({ runningSince: clock.now() }, false);
  }

  /**
   * The page that won leaves its win (the win dialog was closed, or Next deal chosen): it moves on to
   * the same next game as every other page, without the last-result line the win dialog just showed.
   */
  function leaveWin(): void {
    if (!ready.value || !saved.value.won) return;
    wonHere.value = false;
    void moveOn(saved.value, { quiet: true });
  }

  function dismissLastResult(): void {
    lastWon.value = null;
  }

  /** Counts the current game as played when it is left unfinished after at least one move. */
  function abandonCurrent(): void {
    const s = saved.value;
    if (s.won || s.moves.length === 0) return;
    recordFinished({
      id: s.id, code: s.code, layoutId: layout.value.id, at: clock.now(), ms: elapsedMs(), hints: s.hintsUsed, won: false,
    });
  }

  function begin(g: Game): void {
    abandonCurrent();
    wonHere.value = false;
    heldClockOf = null;
    lastWon.value = null;
    game.value = g;
    forgetFeedback();
    winnable.value = null;
    commit(savedFor(g, me), true);
    refreshWinnable();
  }

  let dealAsked = 0;
  /**
   * Runs `run` with the code's deal: at once when it is known (or dealing here is
   * all there is and is loaded), else when the worker has dealt it, unless a newer
   * game was asked for meanwhile.
   */
  function withDeal(code: string, run: (g: Game) => void): void {
    if (!ready.value) return void afterLoad.push(() => withDeal(code, run));
    const asked = ++dealAsked;
    const now = services.dealing.dealNow(code);
    if (now) {
      dealing.value = false;
      return void (now.ok && run(now.value));
    }
    dealing.value = true;
    if (hintAsked) hintAfterDeal = true;
    void services.dealing.deal(code).then((made) => {
      if (asked !== dealAsked) return;
      dealing.value = false;
      if (made.ok) run(made.value);
      if (hintAfterDeal) {
        hintAfterDeal = false;
        hint();
      }
    });
  }

  function newGame(layoutId?: string): void {
    // The layout shown is known only once the stored game is read.
    if (!ready.value) return void afterLoad.push(() => newGame(layoutId));
    withDeal(makeCode(layoutId && LAYOUTS.some((l) => l.id === layoutId) ? layoutId : layout.value.id, randomDealNumber()), begin);
  }

  /** `afresh`: start the code from the beginning even when it is the current game (replaying a finished one). */
  function startCode(input: string, afresh = false): Result<void, CodeError> {
    const parsed = parseCode(input);
    if (!parsed.ok) return parsed;
    const code = makeCode(parsed.value.layoutId, parsed.value.dealNumber);
    withDeal(code, (made) => {
      if (made.code !== game.value.code || afresh) begin(made);
    });
    return { ok: true, value: undefined };
  }

  /** Swaps the offered game in; the one shown now is offered in its place if it was played. */
  function acceptOffered(): void {
    const other = offered.value;
    if (!ready.value || !other) return;
    const current = saved.value;
    if (!show({ ...other, runningSince: null })) return offer(null);
    change({}, true, true);
    offer(current.moves.length > 0 && !current.won && current.id !== other.id ? pausedCopy(current, clock.now()) : null);
  }

  function dismissOffered(): void {
    const other = offered.value;
    if (!ready.value || !other) return;
    // Another line of the game being played is not a game of its own: it ends with that game.
    if (!other.won && other.moves.length > 0 && other.id !== saved.value.id) {
      const layoutId = layoutOfCode(other.code) ?? layout.value.id;
      recordFinished({ id: other.id, code: other.code, layoutId, at: clock.now(), ms: other.elapsedMs, hints: other.hintsUsed, won: false });
    }
    offer(null);
  }

  let solveAsked = 0;
  function refreshWinnable(): void {
    if (!settings.showWinnable || !ready.value) return;
    const asked = ++solveAsked;
    winnable.value = null;
    if (status.value === 'won') return void (winnable.value = true);
    void services.solver.solve(saved.value.code, saved.value.moves).then((answer) => {
      if (asked === solveAsked) winnable.value = answer.winnable;
    }, () => undefined); // unknown stays unknown
  }

  watch(() => settings.showWinnable, refreshWinnable);

  return {
    ready, dealing, code, layout, position, status, selected, hinted, hintsUsed, moveCount, canUndo, remaining, pairsFree, lastTap,
    lastRemoved, winnable, offered, held, wonHere, lastResult, elapsedMs, init, tap, hint, undo, restart, pause, resume, hold, release,
    newGame, startCode, acceptOffered, dismissOffered, leaveWin, dismissLastResult, refreshWinnable,
  };
});
