/**
 * Look back after a win: the game just won, shown again move by move from its saved moves. The
 * board shows the position after `step` pairs while looking back; the game itself is untouched.
 */
import { computed, reactive, ref, type ShallowRef } from 'vue';
import { replayFrom, type Game } from '@/core/game';
import type { Position } from '@/core/position';

export type LookBack = ReturnType<typeof lookBack>;

/** Loaded on first use (the win dialog's Look back). */
export function lookBack(game: ShallowRef<Game>) {
  /** Pairs shown removed, or null when not looking back. */
  const step = ref<number | null>(null);
  const total = computed(() => game.value.moves.length);
  const position = computed<Position>(() => {
    if (step.value === null) return game.value.position;
    const shown = replayFrom(game.value, game.value.moves.slice(0, step.value));
    return shown.ok ? shown.value.position : game.value.position;
  });
  /** The pair removed last at the step shown (outlined on the board), or null at the start. */
  const lastPair = computed(() => (step.value ? game.value.moves[step.value - 1] : null));
  return reactive({
    step,
    total,
    position,
    lastPair,
    /** Starts at the deal, as it was first shown. */
    open(): void {
      step.value = 0;
    },
    close(): void {
      step.value = null;
    },
    go(to: number): void {
      if (step.value === null) return;
      step.value = Math.max(0, Math.min(total.value, Math.round(to)));
    },
  });
}
