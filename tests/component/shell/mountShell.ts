/** Mounts the page shell over real stores backed by memory storage and a simple solver. */
import { mount, flushPromises, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { playPair } from '@/core/game';
import { newGameFromCode } from '@/core/newGame';
import { playablePairs } from '@/core/position';
import { provideServices } from '@/stores/services';
import { memoryArea, type Backend } from '@/stores/storage/area';
import type { Clock } from '@/stores/storage/syncWriter';
import { firstPairSolver } from '@/tests/unit/support/firstPairSolver';
import { useGameStore } from '@/stores/game';
import { useSettingsStore } from '@/stores/settings';
import GameApp from '@/components/GameApp.vue';
import { afterEach, beforeEach, vi } from 'vitest';

/** Around each test of the file: the page at `path` (say `/newtab.html#game=…`) with an empty localStorage before, an empty body after. */
export function freshPageEach(path: string): void {
  beforeEach(() => {
    history.replaceState(null, '', path);
    localStorage.clear();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
}

export const q = (selector: string) => document.querySelector<HTMLElement>(selector);

/**
 * Some dialogs are loaded on first use, and work a tap causes waits for the next
 * frame (afterFrame: at most 100 ms). A timer set after that one fires after it,
 * however slow the machine, so waiting 120 ms here is ordered, not a race.
 */
export async function settle(): Promise<void> {
  await flushPromises();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 120));
  await vi.dynamicImportSettled();
  await flushPromises();
}

/** Clicks the element `selector` names (it must be there), then settles. */
export async function click(selector: string): Promise<void> {
  const el = q(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  el.click();
  await settle();
}


/** `backend`: share storage with another page (a fresh profile otherwise); `clock`: e.g. a virtual one. */
export async function mountShell(options: { compact?: boolean; backend?: Backend; clock?: Clock } = {}) {
  const pinia = createPinia();
  const backend = options.backend ?? { local: memoryArea(), sync: memoryArea() };
  provideServices(pinia, { backend, clock: options.clock, solver: firstPairSolver });
  setActivePinia(pinia);
  const wrapper: VueWrapper = mount(GameApp, { props: { compact: options.compact }, global: { plugins: [pinia] }, attachTo: document.body });
  // The stores are this page's pinia's, named: Pinia makes whichever instance a store was last used
  // from the active one, so while this page starts, another page's store (an action, a store loaded
  // on demand) may have made its own active, and a bare useGameStore() would return that page's game.
  const game = useGameStore(pinia);
  // A first visit deals a game, which loads the dealer on demand.
  await game.init();
  await flushPromises();
  setActivePinia(pinia);
  return { wrapper, game, settings: useSettingsStore(pinia) };
}

export function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

/** Plays playable pairs chosen blindly until no move is left: the moves of a stuck line. */
export function stuckLine(code: string): [number, number][] {
  const start = newGameFromCode(code);
  if (!start.ok) throw new Error(`bad code ${code}`);
  for (let variant = 0; variant < 20; variant++) {
    let game = start.value;
    for (;;) {
      const pairs = playablePairs(game.position);
      if (pairs.length === 0) break;
      const [a, b] = pairs[(game.moves.length * 7 + variant) % pairs.length];
      const next = playPair(game, a, b);
      if (!next.ok) throw new Error('a playable pair was refused');
      game = next.value;
    }
    if (game.moves.length < 72) return game.moves.map(([a, b]) => [a, b] as [number, number]);
  }
  throw new Error(`no stuck line found for ${code}`);
}
