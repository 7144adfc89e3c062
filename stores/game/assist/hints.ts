/**
 * Hints: the next pair of the winning plan, asked of the solver; Hint again while a pair is
 * outlined shows the plan's next pair that can be played now. Each pair shown counts as a hint.
 * A game the solver finds lost gets no pair and counts nothing: it is marked `lost` instead, so
 * the page can say so and offer to undo to the last winnable position.
 */
import type { Ref } from 'vue';
import type { SolverClient } from '../../solver/client';
import { samePosition } from '../../storage/savedGame';
import type { DealQueue } from '../dealQueue';
import type { Shown } from '../session/shown';

import type { Pair } from '@/core/position';

export interface HintInputs {
  /** The solver found the position shown lost (the store's, shown before this module loads). */
  lost: Ref<boolean>;
  solver: SolverClient;
  queue: DealQueue;
  hinted: Ref<Pair | null>;
  canHint: () => boolean;
  /** The solver's verdict on the position shown, when a hint learns it. */
  learn(winnable: boolean): void;
}

export type Hints = ReturnType<typeof createHints>;

export function createHints({ game, saved, act }: Shown, { lost, solver, queue, hinted, canHint, learn }: HintInputs) {
  /** The winning plan last learned for this line of the game, or null (then the deal's plan is tried). */
  let plan: Pair[] | null = null;
  let asking = false;

  function hint(): void {
    if (!canHint()) return;
    // A hint asked while (or just before) a new board is dealt is for that board, which is about to replace this one.
    if (queue.busy.value) return queue.afterDealing(hint);
    const shown = hinted.value;
    const known = plan;
    if (shown && known) {
      // Hint again: the plan's next pair playable now, unless the one outlined is the only one.
      const asked = saved.value;
      void import('../../../core/planNext').then((m) => {
        const again = hinted.value === shown && samePosition(saved.value, asked) ? m.nextPlanPair(game.value.position, known, shown) : null;
        if (!again) return;
        hinted.value = again;
        act({ kind: 'hinted' });
      });
      return;
    }
    const asked = saved.value;
    asking = true;
    void solver.hint(asked.code, asked.moves, plan ?? game.value.plan.map(([x, y]): Pair => [x, y])).then((answer) => {
      asking = false;
      // The game moved on meanwhile (a pair, an undo, another board): the answer is for another position.
      if (queue.busy.value || !samePosition(saved.value, asked)) return;
      if (answer.winnable !== null) learn(answer.winnable);
      if (answer.winnable === false) {
        lost.value = true; // no pair outlined, no hint counted
        return;
      }
      if (!answer.pair) return;
      plan = answer.plan;
      hinted.value = answer.pair;
      act({ kind: 'hinted' });
    }, () => void (asking = false)); // the solver failed: no hint, the next asks a new worker
  }

  return {
    hint,
    /** A hint was asked and not answered yet. */
    asking: () => asking,
    /** The plan from the position shown, when something else learned it (undo to the last winnable position). */
    usePlan(next: Pair[] | null): void {
      plan = next;
      lost.value = false;
    },
    /** Another board, or another line of it: the plan is asked again, nothing known lost. */
    forget(): void {
      plan = null;
    },
  };
}
