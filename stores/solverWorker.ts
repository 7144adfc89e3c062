/// <reference lib="webworker" />
/** The solver worker: hints and the "can still be won" answer, off the main thread. */
import { runSolverTask } from './solverTask';
import type { SolverRequest } from './solverProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SolverRequest>) => {
  scope.postMessage(runSolverTask(event.data));
};
