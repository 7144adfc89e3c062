/** The fairness survey of a layout, asked of a solver: loaded with the screens that survey (import, editor), not with the board. */
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';
import { createSolverClient, type SolverClient } from './client';

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
