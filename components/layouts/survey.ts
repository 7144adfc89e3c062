/** The fairness survey of a layout about to be imported (core's survey, run in the solver worker). */
import type { ReadLayout } from '@/core/layoutFiles';
import type { Survey } from './importFiles';

export async function surveyLayout(slots: ReadLayout['slots']): Promise<Survey | null> {
  void slots;
  return null;
}
