/** Pages of the extension in tests: each a Pinia with its own stores over given storage areas. */
import { createPinia, setActivePinia } from 'pinia';
import { newGameFromCode } from '@/core/newGame';
import { replayFrom, type Game } from '@/core/game';
import { playablePairs } from '@/core/position';
import { provideServices, useServices } from '@/stores/services';
import { createDealing } from '@/core/dealing';
import { useGameStore } from '@/stores/game';
import { useProgressStore } from '@/stores/progress';
import { useNoticesStore } from '@/stores/notices';
import { useSettingsStore } from '@/stores/settings';
import { memoryArea, type Backend, type StorageArea } from '@/stores/storage/area';
import type { SolverClient } from '@/stores/solver/client';
import type { VirtualClock } from '@/tests/unit/support/virtualClock';
import { replica, type Replica } from './syncNetwork';

/** Deals made for the tests, kept: the same codes are dealt again and again. */
const deals = new Map<string, Game>();
function dealOf(code: string): Game | null {
  const known = deals.get(code);
  if (known) return known;
  const made = newGameFromCode(code);
  if (!made.ok) return null;
  deals.set(code, made.value);
  return made.value;
}

/** Hints the first playable pair; never claims to know whether the game can be won. */
export const simpleSolver: SolverClient = {
  async hint(code, moves) {
    const start = dealOf(code);
    const g = start ? replayFrom(start, moves) : { ok: false as const };
    const pair = g.ok ? (playablePairs(g.value.position)[0] ?? null) : null;
    return { id: 0, pair, plan: null, winnable: null };
  },
  async solve() {
    return { id: 0, pair: null, plan: null, winnable: null };
  },
  async winnableBack() {
    return { id: 0, pair: null, plan: null, winnable: null, keep: null };
  },
  dispose() {},
};

/**
 * The pages of these tests deal in one place: each page of a real browser deals for itself (or
 * finds the deal stored), and dealing the same codes again on every page would only take time.
 */
const sharedDealing = createDealing({ dealer: newGameFromCode });

export function openPage(backend: Backend, clock?: VirtualClock) {
  const pinia = createPinia();
  provideServices(pinia, { backend, clock, solver: simpleSolver, dealing: sharedDealing });
  setActivePinia(pinia);
  const page = {
    pinia,
    services: useServices(),
    game: useGameStore(),
    progress: useProgressStore(),
    notices: useNoticesStore(),
    settings: useSettingsStore(),
  };
  return page;
}

export type Page = ReturnType<typeof openPage>;

export interface Machine {
  /** This profile's storage.local; `written`: the keys of every set(), in order. */
  local: StorageArea & { data: Map<string, unknown>; written: string[] };
  sync: Replica;
  clock: VirtualClock;
  open(): Promise<Page>;
}

/**
 * The same time seen by a machine whose clock is off by `by` ms: its wall time is shifted, its timers
 * and monotonic time are the shared clock's. Machines disagree on the date; time still passes alike.
 */
export function skewed(clock: VirtualClock, by: number): VirtualClock {
  return { ...clock, now: () => clock.now() + by, set: (value) => clock.set(value - by) };
}

export function machine(clock: VirtualClock): Machine {
  const local = Object.assign(memoryArea(), { written: [] as string[] });
  const setLocal = local.set.bind(local);
  local.set = (items) => {
    local.written.push(...Object.keys(items));
    return setLocal(items);
  };
  const sync = replica(() => clock.now());
  return {
    local,
    sync,
    clock,
    async open() {
      const page = openPage({ local, sync }, clock);
      // A page reads its finished games alongside the game (the game store does not wait for them).
      await Promise.all([page.game.init(), page.progress.init()]);
      return page;
    },
  };
}

/** Plays the deal's winning plan from where the game is (a fresh game). */
export function playToWin(page: Page, pairs = 72): void {
  const game = page.game;
  const steps = planOf(game.code).slice(game.moveCount, game.moveCount + pairs);
  for (const [a, b] of steps) {
    game.tap(a);
    game.tap(b);
  }
}

/** Taps a free tile on and off: the player's first tap, which starts a fresh deal's clock. */
export function touch(page: Page): void {
  const [[a]] = planOf(page.game.code).slice(page.game.moveCount);
  page.game.tap(a);
  page.game.tap(a);
}

export function planOf(code: string): [number, number][] {
  const g = dealOf(code);
  if (!g) throw new Error('bad code');
  return g.plan.map(([a, b]) => [a, b]);
}
