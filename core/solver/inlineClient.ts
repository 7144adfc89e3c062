/** The solver in the page's own thread, where no worker can be had (the dev server's pages): loaded on first use. */
import type { Dealing } from '../dealing';
import type { SolverAnswer, SolverClient, SolverQuestion, SolverRequest } from './protocol';

/** Same answers as the worker's, computed in this thread with the page's own deals (so no `deal`: dealing is here anyway). */
export function inlineClient(dealing: Dealing | undefined): SolverClient {
  let next = 1;
  let tasks: Promise<(request: SolverRequest) => SolverAnswer> | null = null;
  const ask = async (request: SolverQuestion): Promise<SolverAnswer> => {
    tasks ??= import('./tasks').then((m) => m.createSolverTasks(dealing));
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
