/** The page side of the solver worker. Answers come back as promises; stale ones are the caller's to drop. A failing worker rejects them. */
import type { LayoutLookup } from '@/core/customLayout';
import type { Dealing } from '../../core/dealing';
import type { SolverClient } from '../../core/solver/protocol';

export type { SolverClient };

/**
 * A client loaded on first use (the worker's, or the in-page one): the first paint needs no solver.
 * Its methods wait for it; `deal` is there from the start where dealing runs off the page.
 */
function lazyClient(load: () => Promise<SolverClient>, dealsOffPage: boolean): SolverClient {
  let client: Promise<SolverClient> | null = null;
  const get = () => (client ??= load());
  const lazy: SolverClient = {
    hint: (code, moves, plan) => get().then((c) => c.hint(code, moves, plan)),
    solve: (code, moves) => get().then((c) => c.solve(code, moves)),
    winnableBack: (code, moves) => get().then((c) => c.winnableBack(code, moves)),
    survey: (slots) => get().then((c) => c.survey!(slots)),
    dispose() {
      void client?.then((c) => c.dispose());
    },
  };
  if (dealsOffPage) lazy.deal = (code) => get().then((c) => c.deal!(code));
  return lazy;
}

/**
 * A worker script must come from the page's own origin. Under `wxt` dev mode the modules are served
 * by the dev server (another origin), and Chromium ends an extension page that asks for such a
 * worker, so there the solver runs in the page.
 */
export function workerAllowed(moduleUrl: string, pageOrigin: string | undefined): boolean {
  const module = new URL(moduleUrl);
  return !/^https?:$/.test(module.protocol) || module.origin === pageOrigin;
}

/** `dealing`: the page's deals, which a solver running in the page shares; `layouts`: where the page finds its layouts. */
export function createSolverClient(dealing?: Dealing, layouts?: LayoutLookup): SolverClient {
  const worker = typeof Worker !== 'undefined' && workerAllowed(import.meta.url, globalThis.location?.origin);
  return worker
    ? lazyClient(() => import('./workerClient').then((m) => m.workerClient(layouts)), true)
    : lazyClient(() => import('../../core/solver/inlineClient').then((m) => m.inlineClient(dealing)), false);
}
