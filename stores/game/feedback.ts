/** What the board shows of the player's last taps: the tile selected, the pair hinted, and the effects of each tap. */
import { ref } from 'vue';
import type { TapOutcome } from '@/core/tap';
import type { Pair } from '@/core/position';

export function tapFeedback() {
  const selected = ref<number | null>(null);
  const hinted = ref<Pair | null>(null);
  /** Each tap and each removal is numbered, so the same one twice still plays its effect twice. */
  const lastTap = ref<{ slot: number; outcome: TapOutcome; seq: number } | null>(null);
  const lastRemoved = ref<{ pair: Pair; seq: number } | null>(null);
  let seq = 0;
  return {
    selected,
    hinted,
    lastTap,
    lastRemoved,
    tapped(slot: number, outcome: TapOutcome): void {
      lastTap.value = { slot, outcome, seq: ++seq };
    },
    removed(pair: Pair): void {
      hinted.value = null;
      lastRemoved.value = { pair, seq: ++seq };
    },
    /** Another board, or another line of it: nothing selected or hinted. */
    forget(): void {
      selected.value = null;
      hinted.value = null;
    },
  };
}
