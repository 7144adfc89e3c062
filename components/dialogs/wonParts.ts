import { shallowReactive, type Component } from 'vue';
import type { Language } from '@/components/i18n';

/**
 * The win dialog's parts that load on demand: the deal of the day's, the race's and the rewards'.
 * Fetched ahead (with the dialog itself, once the board is on screen), they are here when the win
 * is, and the dialog opens with them in place: a part arriving after it opened would push the
 * choices below it down, under a pointer already on its way to one.
 */
export const wonParts = shallowReactive<{ daily?: Component; race?: Component; rewards?: Component }>({});

let fetching: Promise<unknown> | null = null;

/** Loads the parts (once) and the rewards' words in `lang`; resolves when they are here. */
export function fetchWonParts(lang: Language): Promise<void> {
  fetching ??= Promise.all([
    import('@/components/daily/DailyWin.vue').then((m) => (wonParts.daily = m.default)),
    import('@/components/race/RaceWin.vue').then((m) => (wonParts.race = m.default)),
    import('@/components/rewards/EarnedRewards.vue').then((m) => (wonParts.rewards = m.default)),
  ]).catch((error) => {
    fetching = null; // asked again when next shown
    throw error;
  });
  const words = import('@/components/i18n/areas').then((m) => Promise.all([m.loadArea('rewards', 'en'), m.loadArea('rewards', lang)]));
  return Promise.all([fetching, words]).then(() => undefined);
}
