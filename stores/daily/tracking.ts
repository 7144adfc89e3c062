import { computed, watch, type Ref } from 'vue';
import type { Pinia } from 'pinia';
import { dailyDateOfCode } from '@/core/daily';
import { useGameStore } from '../game';

/**
 * Follows the game on a page: `date` becomes the date of the daily deal on the board (null for any
 * other game), and what the player does with it goes to the daily store: a first pair removed
 * (started) and a win on this page (its time and hints, on this machine's date). Loaded after the
 * first frame, so the date rule is not part of the page's first load; the store loads when a
 * daily deal is played. Returns the function that stops following.
 */
export function trackDaily(pinia: Pinia, date: Ref<string | null>): () => void {
  const game = useGameStore(pinia);
  const daily = () => import('./index').then((m) => m.useDailyStore(pinia));
  const shown = computed(() => (game.ready ? dailyDateOfCode(game.code) : null));
  const stops = [
    watch(shown, (d) => (date.value = d), { immediate: true }),
    watch(
      () => (game.moveCount > 0 ? shown.value : null),
      (started) => started && void daily().then((store) => store.markStarted(started)),
      { immediate: true },
    ),
    watch(
      () => game.status === 'won' && game.wonHere,
      (wonHere) => {
        const day = shown.value;
        if (!wonHere || !day) return;
        const result = { ms: Math.round(game.elapsedMs()), hints: game.hintsUsed };
        void daily().then((store) => store.recordWin(day, result));
      },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
