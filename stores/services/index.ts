/**
 * What the stores of one page share: the storage areas, the clock, one sync
 * writer (so the rate limit holds for the whole page) and the solver. Kept per
 * Pinia instance so tests can run two "machines" side by side.
 */
import { getActivePinia, type Pinia } from 'pinia';
import type { Backend } from '../storage/area.ts';
import { browserBackend } from '../storage/browserArea.ts';
import { createSyncWriter, realClock, SYNC_LIMITS, type Clock, type SyncLimits, type SyncWriter } from '../storage/syncWriter.ts';
import { createSolverClient, type SolverClient } from '../solver/client.ts';
import { createDealing, type Dealing } from '../../core/dealing.ts';
import { SETTINGS, type SettingsTable } from '../../core/settings.ts';
import { createLayoutRegistry, type LayoutRegistry } from './layoutRegistry.ts';
import type { RewardKind } from '../../core/rewards/index.ts';

export interface Services {
  backend: Backend;
  clock: Clock;
  sync: SyncWriter;
  solver: SolverClient;
  /** This app's deals: kept, dealt in the worker, or here once the dealer has loaded. */
  dealing: Dealing;
  /** The player's own layouts, as this page knows them (read on first need). */
  layouts: LayoutRegistry;
  /** The settings this page keeps, shows and syncs (core/settings.ts). */
  settings: SettingsTable;
  /** The kinds of reward a finished game is judged by, where a test gives its own (else core/rewards/kinds.ts). */
  rewards?: readonly RewardKind[];
}

const byPinia = new WeakMap<Pinia, Services>();
const failureListeners = new WeakMap<Services, Set<(failing: boolean) => void>>();

export interface ServiceOptions {
  backend?: Backend;
  clock?: Clock;
  limits?: SyncLimits;
  solver?: SolverClient;
  /** Deals shared with other apps (tests of several pages of one machine, where dealing again would only cost time). */
  dealing?: Dealing;
  /** The settings table, for tests that add a setting or a choice (core/settings.ts: withSetting, withChoice). */
  settings?: SettingsTable;
  rewards?: readonly RewardKind[];
}

/** Call before the stores are first used to swap in test doubles. */
export function provideServices(pinia: Pinia, options: ServiceOptions = {}): Services {
  const backend = options.backend ?? browserBackend();
  const clock = options.clock ?? realClock;
  const listeners = new Set<(failing: boolean) => void>();
  const layouts = createLayoutRegistry(() => import('../customLayouts/stored.ts').then((m) => m.readLayouts(services)));
  const dealing = options.dealing ?? createDealing({
    layouts: layouts.lookup,
    loadDealer: () => import('@/core/newGame').then((m) => m.newGameFromCode),
    offThread: () => {
      const solver = services.solver;
      return solver.deal ? (code) => solver.deal!(code).then((answer) => answer.deal ?? null) : null;
    },
  });
  const services: Services = {
    backend,
    clock,
    sync: createSyncWriter(backend.sync, clock, options.limits ?? SYNC_LIMITS, {
      onFailure: () => listeners.forEach((l) => l(true)),
      onRecovered: () => listeners.forEach((l) => l(false)),
    }),
    solver: options.solver ?? createSolverClient(dealing, layouts.lookup),
    dealing,
    layouts,
    settings: options.settings ?? SETTINGS,
    rewards: options.rewards,
  };
  failureListeners.set(services, listeners);
  byPinia.set(pinia, services);
  return services;
}

export function useServices(): Services {
  const pinia = getActivePinia();
  if (!pinia) throw new Error('Pinia is not active');
  return byPinia.get(pinia) ?? provideServices(pinia);
}

/** Hears when sync writes start failing (true) or recover (false). */
export function onSyncHealth(services: Services, listener: (failing: boolean) => void): void {
  failureListeners.get(services)?.add(listener);
}
