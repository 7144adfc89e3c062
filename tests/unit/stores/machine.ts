/** Pages of the extension in tests: each a Pinia with its own stores over given storage areas. */
import { createPinia, setActivePinia } from 'pinia';
import { newGameFromCode } from '@/core/newGame';
import { provideServices, useServices } from '@/stores/services';
import { createDealing } from '@/core/dealing';
import { useGameStore } from '@/stores/game';
import { useProgressStore } from '@/stores/progress';
import { useNoticesStore } from '@/stores/notices';
import { useSettingsStore } from '@/stores/settings';
import { memoryArea, type Backend, type StorageArea } from '@/stores/storage/area';
import type { SolverClient } from '@/stores/solver/client';
import type { VirtualClock } from '@/tests/unit/support/virtualClock';
import { dealOf, firstPairSolver } from '@/tests/unit/support/firstPairSolver';
import { replica, syncServer, type Replica } from './syncNetwork';

/** Hints the first playable pair; never claims to know whether the game can be won. */
export const simpleSolver: SolverClient = firstPairSolver;

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

/** Two machines on one sync server, B's clock `skewOfB` off A's; `sync` lets the pages write, then carries everything both ways. */
export function twoMachines(clock: VirtualClock, skewOfB = 0) {
  const server = syncServer();
  const a = machine(clock);
  const b = machine(skewed(clock, skewOfB));
  async function sync(...machines: Machine[]) {
    await clock.advance(60_000);
    for (const m of machines) server.upload(m.sync);
    for (const m of machines) await server.download(m.sync);
    await clock.advance(0);
  }
  return { clock, server, a, b, sync };
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

/** A stored game as storage.local keeps it: one pair of `code`'s plan played, paused, last played 5 s before `now`. */
export function storedGame(code: string, now: number, patch: object = {}) {
  return {
    v: 1,
    game: {
      id: 'abcdef1234', code, moves: planOf(code).slice(0, 1), hintsUsed: 0, elapsedMs: 5_000, runningSince: null,
      startedAt: now - 10_000, playedAt: now - 5_000, rev: 3, writer: 'tab00001', device: 'devx0001', won: false, ...patch,
    },
  };
}
