/**
 * New boards asked for, in order: one asked before the stored game is read waits
 * for it (so it never writes over it), and of the boards dealt off the page's
 * thread only the newest one asked for is started, whichever deal comes back first.
 * A board that cannot be dealt is `refused` (said to the player) and the queue is
 * free again: the game shown goes on, its hints and undo with it.
 */
import { ref, type Ref } from 'vue';
import type { CodeError } from '@/core/code';
import type { Game } from '@/core/game';
import type { Result } from '@/core/result';
import type { Dealing } from '../../core/dealing';

export interface DealQueue {
  /** A board is being dealt off the page's thread: the board shown stays in play until it comes. */
  readonly busy: Ref<boolean>;
  /** Runs `run` once the page has read its stored game (at once when it has). */
  whenLoaded(run: () => void): void;
  /** The page has read its stored game: what waited for it runs now. */
  loaded(): void;
  /** Runs `run` with the code's deal: at once when it can be had now, else when dealt, unless a newer board was asked meanwhile. */
  withDeal(code: string, run: (game: Game) => void): void;
  /** Runs `run` once no board is being dealt (at once when none is). */
  afterDealing(run: () => void): void;
}

export function createDealQueue(dealing: Dealing, refused: (code: string) => void): DealQueue {
  const busy = ref(false);
  let isLoaded = false;
  const waiting: (() => void)[] = [];
  let newest = 0;
  let afterDeal: (() => void) | null = null;

  function whenLoaded(run: () => void): void {
    if (isLoaded) run();
    else waiting.push(run);
  }

  function settled(): void {
    busy.value = false;
    const next = afterDeal;
    afterDeal = null;
    next?.();
  }

  function withDeal(code: string, run: (game: Game) => void): void {
    if (!isLoaded) return void waiting.push(() => withDeal(code, run));
    const asked = ++newest;
    const done = (made: Result<Game, CodeError> | null): void => {
      if (asked !== newest) return;
      busy.value = false;
      if (made?.ok) run(made.value);
      else refused(code);
      settled();
    };
    const now = dealing.dealNow(code);
    if (now) return done(now);
    busy.value = true;
    void dealing.deal(code).then(done, () => done(null));
  }

  return {
    busy,
    whenLoaded,
    loaded() {
      isLoaded = true;
      for (const run of waiting.splice(0)) run();
    },
    withDeal,
    afterDealing(run) {
      if (busy.value) afterDeal = run;
      else run();
    },
  };
}
