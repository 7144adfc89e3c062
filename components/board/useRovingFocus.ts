import { computed, nextTick, ref, watch, type ComputedRef, type Ref } from 'vue';
import { isFree, isPresent, type Position } from '@/core/position';
import type { Slot } from '@/core/layout';
import type * as BoardKeys from './boardKeys';
import type { ArrowMove, NavTile } from './boardKeys';
import { slotOf } from './tileSlot';

/** What the keyboard needs of the board's props. */
export interface RovingFocusProps {
  readonly code: string;
  readonly ready: boolean;
  readonly position: Position | null;
  readonly lastRemoved: { pair: readonly [number, number]; seq: number } | null;
}

export { slotOf };

/**
 * Roving tabindex over the board's tiles: one tile is in the tab order (the
 * focused one, else the first free tile in reading order) and the arrow keys
 * move focus to the nearest tile that way. When the focused tile is removed,
 * focus goes to the nearest free tile, so play continues from the keyboard.
 * The moves themselves (boardKeys.ts) load with the first focus on a tile.
 * `drawn` is where each slot is drawn (the layout's places, or turned a quarter
 * turn), so reading order and the arrows follow the board as it is seen.
 */
export function useRovingFocus(
  props: RovingFocusProps,
  board: Ref<HTMLElement | null>,
  drawn: ComputedRef<readonly Slot[]>,
  paintOrder: ComputedRef<readonly number[]>,
) {
  const focusSlot = ref<number | null>(null);
  const shown = (p: Position | null, slot: number | null): p is Position => p !== null && props.ready && slot !== null && isPresent(p, slot);

  const tabSlot = computed(() => {
    const p = props.position;
    if (shown(p, focusSlot.value)) return focusSlot.value;
    if (!p || !props.ready) return null;
    let best: number | null = null;
    let bestFree = false;
    for (const s of drawn.value.keys()) {
      if (!isPresent(p, s)) continue;
      const free = isFree(p, s);
      if (best === null || readsBefore(s, free, best, bestFree)) [best, bestFree] = [s, free];
    }
    return best;
  });
  function readsBefore(a: number, aFree: boolean, b: number, bFree: boolean): boolean {
    if (aFree !== bFree) return aFree;
    const p = drawn.value[a], q = drawn.value[b];
    return p.y - q.y < 0 || (p.y === q.y && (p.x - q.x < 0 || (p.x === q.x && p.z > q.z)));
  }

  /** The tiles on the board, for the keyboard: worked out when a key asks, not on every move. */
  function navTiles(): NavTile[] {
    const p = props.position;
    if (!p || !props.ready) return [];
    return paintOrder.value.filter((s) => isPresent(p, s)).map((s) => ({ slot: s, ...drawn.value[s], free: isFree(p, s) }));
  }

  let keys: typeof BoardKeys | null = null;
  const loadKeys = (): Promise<typeof BoardKeys> => import('./boardKeys').then((m) => (keys = m));
  const withKeys = (run: (k: typeof BoardKeys) => void): void => {
    if (keys) run(keys);
    else void loadKeys().then(run);
  };

  let focusInside = false;
  function onFocusIn(e: FocusEvent): void {
    focusInside = true;
    if (!keys) void loadKeys();
    const slot = slotOf(e.target);
    if (slot !== null) focusSlot.value = slot;
  }
  function onFocusOut(e: FocusEvent): void {
    const next = e.relatedTarget;
    if (next instanceof Node && !board.value?.contains(next)) focusInside = false;
  }

  function focusTile(slot: number): void {
    focusSlot.value = slot;
    // At once when the tile is there: focus then leaves a removed tile before it goes, which is
    // far cheaper than removing the focused element.
    const tile = () => board.value?.querySelector<HTMLElement>(`[data-tile="${slot}"]`);
    const now = tile();
    if (now) now.focus();
    else void nextTick(() => tile()?.focus());
  }

  function moveFocusFrom(pair: readonly [number, number]): void {
    const current = focusSlot.value;
    if (current === null || !pair.includes(current)) return;
    const from = drawn.value[current];
    withKeys((k) => {
      const next = k.nearestTile(navTiles().filter((n) => !pair.includes(n.slot)), from);
      if (!next) return;
      if (focusInside) focusTile(next.slot);
      else focusSlot.value = next.slot;
    });
  }

  // The last arrow move, so the opposite arrow comes back to where it came from.
  let lastMove: ArrowMove | null = null;
  function onKeydown(e: KeyboardEvent): void {
    if (!e.key.startsWith('Arrow') || e.altKey || e.ctrlKey || e.metaKey) return;
    const fromSlot = slotOf(e.target) ?? tabSlot.value;
    if (fromSlot === null) return;
    e.preventDefault();
    withKeys((k) => {
      const dir = k.ARROW_KEYS[e.key];
      const tiles = navTiles();
      const from = tiles.find((n) => n.slot === fromSlot);
      const move = dir && from ? k.arrowMove(tiles, from, dir, lastMove) : null;
      if (!move) return;
      lastMove = move;
      focusTile(move.to);
    });
  }

  watch(
    () => props.lastRemoved?.seq,
    () => {
      const removed = props.lastRemoved;
      if (removed && props.position) moveFocusFrom(removed.pair);
    },
  );
  watch(
    () => props.code,
    () => (focusSlot.value = null),
  );
  // A board that turns (the window was resized) turns the arrows with it: the last move no longer points back.
  watch(drawn, () => (lastMove = null));

  return { tabSlot, onFocusIn, onFocusOut, onKeydown };
}
