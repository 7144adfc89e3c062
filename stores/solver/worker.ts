/// <reference lib="webworker" />
/** The solver worker: deals, hints and the "can still be won" answer, off the main thread. */
import { createSolverTasks } from '../../core/solver/tasks';
import type { SolverRequest } from '../../core/solver/protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = createSolverTasks();

scope.onmessage = (event: MessageEvent<SolverRequest>) => {
  scope.postMessage(answer(event.data));
};
