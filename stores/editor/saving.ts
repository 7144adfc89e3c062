/**
 * The editor's survey and save. A draft that can be a board (validateShape) is surveyed in the
 * page's solver worker as an import is (surveyInWorker), once per shape; saving is the import's
 * rule: a valid shape with a winnable deal, added through the custom layouts store.
 */
import { shallowRef } from 'vue';
import { checkDraft, type Draft } from '@/core/editor';
import { customLayoutId, type CustomLayout } from '@/core/customLayout';
import { shapeId, type ShapeProblem } from '@/core/layoutFiles';
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';
import type { Services } from '../services';
import { surveyInWorker } from '../solver/survey';
import type { AddResult, Addition } from '../customLayouts';
import { additionOf, surveyToDeal } from '../customLayouts/accept';

export type SaveOutcome =
  | { kind: 'saved'; layout: CustomLayout; survey: Survey; localOnly: boolean }
  | { kind: 'already'; layout: CustomLayout }
  | { kind: 'invalid'; problem: ShapeProblem }
  | { kind: 'noName' }
  | { kind: 'unwinnable' }
  /** No order of removals at all: no deal can be built. */
  | { kind: 'noOrder' }
  | { kind: 'unchecked' }
  | { kind: 'failed'; reason: 'saveFailed' | 'protected' };

export interface Surveyor {
  /** The survey of the draft followed, once known. */
  result: ReturnType<typeof shallowRef<{ id: string; survey: Survey } | null>>;
  running: ReturnType<typeof shallowRef<boolean>>;
  /** Surveys the draft when it can be a board (the newest draft wins); forgets the verdict otherwise. */
  follow(draft: Draft): void;
  /** The survey of a valid shape (from the one run already for it when there is one). */
  surveyOf(slots: readonly Slot[]): Promise<Survey | null>;
}

export function createSurveyor(services: Pick<Services, 'solver'>): Surveyor {
  const result = shallowRef<{ id: string; survey: Survey } | null>(null);
  const running = shallowRef(false);
  const runs = new Map<string, Promise<Survey | null>>();
  let wanted = '';

  function surveyOf(slots: readonly Slot[]): Promise<Survey | null> {
    const id = customLayoutId(shapeId(slots));
    let run = runs.get(id);
    if (!run) {
      run = surveyInWorker(slots, services.solver).catch(() => null);
      // A survey that could not run is asked again next time.
      void run.then((s) => s === null && runs.delete(id));
      if (runs.size > 20) runs.delete(runs.keys().next().value!);
      runs.set(id, run);
    }
    return run;
  }

  function follow(draft: Draft): void {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      wanted = '';
      result.value = null;
      running.value = false;
      return;
    }
    const id = customLayoutId(shapeId(checked.value));
    if (id === wanted) return;
    wanted = id;
    result.value = null;
    running.value = true;
    void surveyOf(checked.value).then((survey) => {
      if (wanted !== id) return;
      running.value = false;
      result.value = survey ? { id, survey } : null;
    });
  }

  return { result, running, follow, surveyOf };
}

export interface SaveDeps {
  surveyor: Pick<Surveyor, 'surveyOf'>;
  add(layouts: readonly Addition[]): Promise<AddResult>;
}

/** Saves a draft as an import adds a layout (customLayouts/accept.ts): checked, surveyed (a winnable deal needed), added. */
export async function saveDraft(draft: Draft, names: { name: string; author: string }, deps: SaveDeps): Promise<SaveOutcome> {
  const checked = checkDraft(draft);
  if (!checked.ok) return { kind: 'invalid', problem: checked.error };
  if (!names.name.trim()) return { kind: 'noName' };
  const surveyed = await surveyToDeal(checked.value, deps.surveyor.surveyOf);
  if (!surveyed.ok) return { kind: surveyed.reason };
  const { survey } = surveyed;
  const added = await deps.add([additionOf(names.name, names.author.trim() ? names.author : undefined, checked.value)]);
  if (!added.saved.ok) return { kind: 'failed', reason: added.saved.reason };
  const layout = added.added[0];
  if (layout) return { kind: 'saved', layout, survey, localOnly: added.saved.localOnly.includes(layout.id) };
  const already = added.already[0];
  return already ? { kind: 'already', layout: already.layout } : { kind: 'failed', reason: 'saveFailed' };
}
