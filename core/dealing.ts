/**
 * Dealing: a code's board, made once and kept. Dealing is costly (the core builds
 * a winnable deal, in the solver worker where there is one), and every saved copy
 * of a game is checked by replaying it, so the last few deals are kept here.
 *
 * One instance per app (see services.ts) and one in the solver worker: each owns
 * its cache and its dealer, so two apps in one test never share either.
 */
import { canonicalCode, parseCode, type CodeError } from './code';
import { gameFromDeal, replayFrom, type Game } from './game';
import type { LayoutLookup } from './customLayout';
import { LAYOUTS, layoutById } from './layouts';
import type { Layout } from './layout';
import type { MoveError } from './position';
import type { Result } from './result';
import { isFace, TILE_SET } from './tiles';
import type { DealtFaces } from './solver/protocol';

/** Deals a code in this thread, its layout found by `lookup`: core/newGame's newGameFromCode. */
export type Dealer = (code: string, lookup?: LayoutLookup) => Result<Game, CodeError>;

export interface DealingOptions {
  /** The dealer when it is at hand already (the worker bundles it); else it is loaded by `loadDealer`. */
  dealer?: Dealer;
  /** Loads the dealer on demand, so that a page showing a stored game loads neither core/deal nor the solver. */
  loadDealer?: () => Promise<Dealer>;
  /** The way to deal off this thread (the solver worker), asked at each deal; null where there is none. */
  offThread?: () => ((code: string, layout: Layout) => Promise<DealtFaces | { refused: CodeError } | null>) | null;
  /** Where a code's layout is found: the built-in ones, and the player's own where the page has them. */
  layouts?: LayoutLookup;
  /** How many deals are kept. */
  keep?: number;
}

export interface Dealing {
  /** The code's deal when it is kept (dealt or restored before): no dealing needed. */
  known(code: string): Game | null;
  /**
   * The code's deal without waiting, when that can be had: kept, a code that is no code (its error),
   * or dealt here when this thread deals (no worker) and the dealer is loaded. Null: ask `deal()`.
   */
  dealNow(code: string): Result<Game, CodeError> | null;
  /** The code's deal without holding up the page: kept, else from the worker, else dealt here once the dealer loads. */
  deal(code: string): Promise<Result<Game, CodeError>>;
  /** A stored game's moves played again on its code's deal, which must be kept or dealable now. */
  replay(code: string, moves: readonly [number, number][]): Result<Game, CodeError | MoveError>;
  /** Keeps a deal known to be right (restored from storage). */
  remember(game: Game): void;
  /** Makes the dealer available here; resolves once it is. */
  loadDealer(): Promise<void>;
  /** Deals with this dealer from now on (code that bundles the dealer anyway). */
  useDealer(dealer: Dealer): void;
  /** Whether this instance can deal in its own thread now. */
  readonly canDealHere: boolean;
}

export function createDealing(options: DealingOptions = {}): Dealing {
  const keep = options.keep ?? 6;
  /** Most recently used last. */
  const kept = new Map<string, Game>();
  let dealer: Dealer | null = options.dealer ?? null;
  let loading: Promise<void> | null = null;
  const lookup = options.layouts ?? layoutById;

  function remember(game: Game): void {
    kept.delete(game.code);
    kept.set(game.code, game);
    while (kept.size > keep) kept.delete(kept.keys().next().value as string);
  }

  function known(code: string): Game | null {
    const canonical = canonicalCode(code);
    const game = canonical === null ? undefined : kept.get(canonical);
    if (!game) return null;
    remember(game);
    return game;
  }

  function loadDealer(): Promise<void> {
    if (dealer) return Promise.resolve();
    if (!options.loadDealer) return Promise.reject(new Error('this dealing has no dealer to load'));
    loading ??= options.loadDealer().then((loaded) => {
      dealer = loaded;
    });
    return loading;
  }

  function dealHere(code: string): Result<Game, CodeError> {
    if (!dealer) throw new Error(`no dealer loaded to deal ${code}`); // callers wait for loadDealer() first
    const made = dealer(code, lookup);
    if (made.ok) remember(made.value);
    return made;
  }

  function dealNow(code: string): Result<Game, CodeError> | null {
    const game = known(code);
    if (game) return { ok: true, value: game };
    const parsed = parseCode(code);
    if (!parsed.ok) return parsed;
    return dealer && !options.offThread?.() ? dealHere(code) : null;
  }

  /** The worker's deal; null when it has none to give (none there, or it failed): then it is dealt here. */
  async function fromWorker(canonical: string): Promise<Result<Game, CodeError> | null> {
    const layout = lookup(canonical.split('-')[1]);
    const answered = layout ? options.offThread?.()?.(canonical, layout) : null;
    if (!answered || !layout) return null;
    const deal = await answered.catch(() => null); // a failing worker: dealt here instead
    // A board the worker found cannot be dealt: not tried again here, where it would hold up the page.
    if (deal && 'refused' in deal) return { ok: false, error: deal.refused };
    if (!deal || deal.faces.length !== layout.slots.length || !deal.faces.every(isFace)) return null;
    const game = gameFromDeal(canonical, layout, deal.faces, deal.plan);
    remember(game);
    return { ok: true, value: game };
  }

  async function deal(code: string): Promise<Result<Game, CodeError>> {
    const now = dealNow(code);
    if (now) return now;
    const canonical = canonicalCode(code) as string; // dealNow answers every code that is not one
    const made = await fromWorker(canonical);
    if (made) return made;
    await loadDealer();
    const meanwhile = known(canonical); // dealt by another request while the dealer loaded
    return meanwhile ? { ok: true, value: meanwhile } : dealHere(canonical);
  }

  function replay(code: string, moves: readonly [number, number][]): Result<Game, CodeError | MoveError> {
    const start = dealNow(code) ?? dealHere(code);
    return start.ok ? replayFrom(start.value, moves) : start;
  }

  return {
    known, dealNow, deal, replay, remember, loadDealer,
    useDealer(given) {
      dealer = given;
    },
    get canDealHere() {
      return dealer !== null;
    },
  };
}

/** What a store holds before storage is read: no deal, never shown. */
export function placeholderGame(): Game {
  return gameFromDeal('', LAYOUTS[0], TILE_SET, []);
}
