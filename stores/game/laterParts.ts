/**
 * Hints (a lost game's, and hint again's), and Finish for me, whose watch (stopping the clock once
 * every tile left is free) loads just after start-up: what the page binds to is here from the start.
 */
import { computed, ref, shallowRef } from 'vue';
import { createHints, type HintInputs } from './hints';
import type { FinishInputs, Finishing } from './finishing';

type Pair = [number, number];

export function laterParts(hintInputs: Omit<HintInputs, 'lost'>, finishInputs: FinishInputs) {
  const lost = ref(false);
  // Hints answer at once where the solver does (the order of a hint and a new deal matters): not deferred.
  const hints = createHints({ ...hintInputs, lost });
  const ending = shallowRef<Finishing | null>(null);
  return {
    lost,
    hint: hints.hint,
    /** A hint was asked and not answered yet. */
    hintAsked: hints.asking,
    usePlan: (plan: Pair[] | null) => hints.usePlan(plan),
    markLost: () => void (lost.value = true),
    /** Another board, or another line of it: the plan is asked again, nothing known lost. */
    forget(): void {
      hints.forget();
      lost.value = false;
    },
    /** Starts watching for Finish for me (after the first paint). */
    loadFinishing: () => void import('./finishing').then((m) => (ending.value ??= m.finishing(finishInputs))),
    canFinish: computed(() => ending.value?.canFinish.value ?? false),
    finish: () => ending.value?.finish(),
  };
}
