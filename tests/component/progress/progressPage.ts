/** A page's Pinia over in-memory storage, with the progress store seeded through its own API. */
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import { makeCode } from '@/core/code';
import { provideServices } from '@/stores/services';
import { useProgressStore } from '@/stores/progress';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';

export const DAY = 24 * 60 * 60 * 1000;
export const START = Date.UTC(2026, 2, 1, 12);

export interface FinishedGame {
  layoutId: string;
  deal: number;
  ms: number;
  hints?: number;
  won?: boolean;
  day?: number; // days after START
}

/** `now`: the page's clock (START unless given). */
export function progressPage(now = START): { pinia: Pinia; progress: ReturnType<typeof useProgressStore> } {
  const pinia = createPinia();
  provideServices(pinia, { backend: { local: memoryArea(), sync: memoryArea() }, clock: virtualClock(now) });
  setActivePinia(pinia);
  return { pinia, progress: useProgressStore() };
}

let nextGame = 1000;

/** Records finished games in order, one a minute from the given day. */
export async function finish(progress: ReturnType<typeof useProgressStore>, games: readonly FinishedGame[]): Promise<void> {
  for (const [i, g] of games.entries()) {
    const code = makeCode(g.layoutId, g.deal);
    await progress.record({
      id: `game${nextGame++}`, // ids as the store checks them: 4-16 lower-case letters and digits
      code,
      layoutId: g.layoutId,
      at: START + (g.day ?? 0) * DAY + i * 60_000,
      ms: g.ms,
      hints: g.hints ?? 0,
      won: g.won ?? true,
    });
  }
}
