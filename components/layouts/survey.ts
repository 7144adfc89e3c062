/** The fairness survey of a layout about to be imported: core/survey, run in the page's solver worker. */
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';
import { surveyInWorker } from '@/stores/solver/survey';
import { useServices } from '@/stores/services';

export type { Survey };

/** A surveyor bound to this page's solver (call in a component's setup). */
export function useSurvey(): (slots: readonly Slot[]) => Promise<Survey | null> {
  const solver = useServices().solver;
  return (slots) => surveyInWorker(slots, solver);
}
