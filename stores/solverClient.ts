/** The page side of the solver worker. Answers come back as promises; stale ones are the caller's to drop. A failing worker rejects them. */
import type { LayoutLookup } from '@/core/customLayout';
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';
import type { Dealing } from './dealing';
import type { SolverAnswer, SolverClient, SolverQuestion, SolverRequest } from './solverProtocol';

export type { SolverClient };

/**
 * The worker's client, loaded on first use: the first paint needs no solver. Its methods wait for
 * it; `deal` is there from the start, as whether dealing runs off the page is known at once.
 */
function lazyWorkerClient(layouts: LayoutLookup | undefined): SolverClient {
  let client: Promise<SolverClient> | null = null;
  const get = () => (client ??= import('./solverWorkerClient').then((m) => m.workerClient(layouts)));
  return {
    hint: (code, moves, plan) => get().then((c) => c.hint(code, moves, plan)),
    solve: (code, moves) => get().then((c) => c.solve(code, moves)),
    winnableBack: (code, moves) => get().then((c) => c.winnableBack(code, moves)),
    deal: (code) => get().then((c) => c.deal!(code)),
    survey: (slots) => get().then((c) => c.survey!(slots)),
    dispose() {
      void client?.then((c) => c.dispose());
    },
  };
}

/** Same answers, computed in this thread (loaded on demand) with the page's own deals: where no worker can be had. */
function inlineClient(dealing: Dealing | undefined): SolverClient {
  let next = 1;
  let tasks: Promise<(request: SolverRequest) => SolverAnswer> | null = null;
  const ask = async (request: SolverQuestion): Promise<SolverAnswer> => {
    tasks ??= import('./solverTask').then((m) => m.createSolverTasks(dealing));
    const answer = await tasks;
    return answer({ ...request, id: next++ });
  };
  return {
    hint: (code, moves, plan) => ask({ kind: 'hint', code, moves, plan }),
    solve: (code, moves) => ask({ kind: 'solve', code, moves }),
    winnableBack: (code, moves) => ask({ kind: 'winnableBack', code, moves }),
    survey: (slots) => ask({ kind: 'survey', slots }),
    dispose() {},
  };
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
  return worker ? lazyWorkerClient(layouts) : inlineClient(dealing);
}

/**
 * The fairness survey of a layout (core/survey.ts), off the page's thread where a worker can be had:
 * with `client`, in its worker (queued with its hints); else in a worker of its own, ended after
 * (in this thread where no worker can be had, as every solver answer there).
 * Null when the slots are not a valid board.
 */
export async function surveyInWorker(slots: readonly Slot[], client?: SolverClient): Promise<Survey | null> {
  const asked = client?.survey ? client : createSolverClient();
  try {
    const answer = await asked.survey!(slots.map(({ x, y, z }) => ({ x, y, z })));
    return answer.survey ?? null;
  } finally {
    if (asked !== client) asked.dispose();
  }
}
