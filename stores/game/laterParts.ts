/**
 * Hints (a lost game's, and hint again's) and Finish for me (its watch stops the clock once every
 * tile left is free) load just after start-up, apart from the page's first script: what the page
 * binds to (lost, canFinish) is here from the start. A hint asked before they loaded waits for them.
 */
import { computed, ref, shallowRef } from 'vue';
import type { HintInputs, Hints } from './hints';
import type { FinishInputs, Finishing } from './finishing';
import type { Pair } from '@/core/position';

export function laterParts(hintInputs: Omit<HintInputs, 'lost'>, finishInputs: FinishInputs) {
  const lost = ref(false);
  let hints: Hints | null = null;
  const withHints = (run: (h: Hints) => void) =>
    void import('./hints').then((m) => run((hints ??= m.createHints({ ...hintInputs, lost }))));
  const ending = shallowRef<Finishing | null>(null);
  return {
    lost,
    hint: () => withHints((h) => h.hint()),
    /** A hint was asked and not answered yet. */
    hintAsked: () => hints?.asking() ?? false,
    usePlan: (plan: Pair[] | null) => withHints((h) => h.usePlan(plan)),
    markLost: () => void (lost.value = true),
    /** Another board, or another line of it: the plan is asked again, nothing known lost. */
    forget(): void {
      hints?.forget();
      lost.value = false;
    },
    /** Loads hints, and starts watching for Finish for me, after the first paint. */
    loadLater(): void {
      withHints(() => undefined);
      void import('./finishing').then((m) => (ending.value ??= m.finishing(finishInputs)));
    },
    canFinish: computed(() => ending.value?.canFinish.value ?? false),
    finish: () => ending.value?.finish(),
  };
}
