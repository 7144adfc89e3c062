/**
 * The player's layouts judged as an import judges them before they are offered: a layout come from
 * storage (another machine's, by sync, which nothing checked here) is surveyed in the solver's worker,
 * once a page, and one that cannot be dealt is said as such. Those this page added were judged by what
 * added them (an import, the editor, a share link). One survey at a time, so a hint asked meanwhile
 * waits behind one at most.
 */
import { shallowRef, type ShallowRef } from 'vue';
import type { CustomLayout } from '@/core/customLayout';
import type { Slot } from '@/core/layout';
import type { Survey } from '@/core/survey';

/** Why a layout cannot be dealt, as an import says it (components/layouts/importText.ts). */
export type Unplayable = 'noOrder' | 'unwinnable';

export interface LayoutJudge {
  /** The layouts judged that cannot be dealt, and why. */
  readonly unplayable: ShallowRef<ReadonlyMap<string, Unplayable>>;
  /** Layouts judged already (added here after their own survey). */
  accept(ids: readonly string[]): void;
  /** Surveys every layout of `list()` not judged yet; resolves once none is left. */
  judge(list: () => readonly CustomLayout[]): Promise<void>;
}

export function createLayoutJudge(survey: (slots: readonly Slot[]) => Promise<Survey | null>): LayoutJudge {
  const unplayable = shallowRef<ReadonlyMap<string, Unplayable>>(new Map());
  const judged = new Set<string>();
  let running: Promise<void> | null = null;

  async function run(list: () => readonly CustomLayout[]): Promise<void> {
    for (let next = list().find((l) => !judged.has(l.id)); next; next = list().find((l) => !judged.has(l.id))) {
      judged.add(next.id);
      // No answer (the worker failed): offered still; its deal would say so.
      const verdict = await survey(next.slots).catch(() => null);
      if (verdict && !verdict.dealable) unplayable.value = new Map([...unplayable.value, [next.id, verdict.dealing === 'noOrder' ? 'noOrder' : 'unwinnable']]);
    }
  }

  return {
    unplayable,
    accept(ids) {
      for (const id of ids) judged.add(id);
    },
    judge(list) {
      running ??= run(list).finally(() => (running = null));
      return running;
    },
  };
}
