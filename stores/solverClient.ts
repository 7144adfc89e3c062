/** The page side of the solver worker. Answers come back as promises; stale ones are the caller's to drop. */
import type { SolverAnswer, SolverQuestion, SolverRequest } from './solverProtocol';

type Move = [number, number];

export interface SolverClient {
  hint(code: string, moves: Move[], plan: Move[] | null): Promise<SolverAnswer>;
  solve(code: string, moves: Move[]): Promise<SolverAnswer>;
  dispose(): void;
}

type Pending = Map<number, (answer: SolverAnswer) => void>;

function workerClient(): SolverClient {
  let worker: Worker | null = null;
  const pending: Pending = new Map();
  let next = 1;
  const start = (): Worker => {
    if (worker) return worker;
    worker = new Worker(new URL('./solverWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SolverAnswer>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    };
    return worker;
  };
  const ask = (request: SolverQuestion): Promise<SolverAnswer> =>
    new Promise((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      start().postMessage({ ...request, id });
    });
  return {
    hint: (code, moves, plan) => ask({ kind: 'hint', code, moves, plan }),
    solve: (code, moves) => ask({ kind: 'solve', code, moves }),
    dispose() {
      worker?.terminate();
      worker = null;
      for (const [id, resolve] of pending) resolve({ id, pair: null, plan: null, winnable: null });
      pending.clear();
    },
  };
}

/** Same answers, computed in this thread (loaded on demand): for environments without Worker. */
function inlineClient(): SolverClient {
  let next = 1;
  const ask = async (request: SolverQuestion): Promise<SolverAnswer> => {
    const { runSolverTask } = await import('./solverTask');
    const numbered: SolverRequest = { ...request, id: next++ };
    return runSolverTask(numbered);
  };
  return {
    hint: (code, moves, plan) => ask({ kind: 'hint', code, moves, plan }),
    solve: (code, moves) => ask({ kind: 'solve', code, moves }),
    dispose() {},
  };
}

export function createSolverClient(): SolverClient {
  return typeof Worker === 'undefined' ? inlineClient() : workerClient();
}
