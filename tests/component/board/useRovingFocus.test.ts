import { afterEach, describe, expect, it, vi } from 'vitest';
import { computed, effectScope, nextTick, reactive, ref, type EffectScope } from 'vue';
import { slotOf, useRovingFocus, type RovingFocusProps } from '@/components/board/useRovingFocus';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { freeSlots, initialPosition, isPresent, playablePairs, removePair, type Position } from '@/core/position';
import { TILE_SET } from '@/core/tiles';
import { turned } from '@/components/board/boardMetrics';

const START = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
/** Whether the board is drawn turned a quarter turn, as in a narrow window: the focus is given the places drawn. */
const turn = ref(false);
const slots = computed(() => (turn.value ? TURTLE.slots.map(turned) : TURTLE.slots));
const paintOrder = computed(() => TURTLE.slots.map((_, s) => s));

/** The first free tile reading the board as text: top row first, then left to right. */
function firstInReadingOrder(p: Position): number {
  return [...freeSlots(p)].sort((a, b) => {
    const s = TURTLE.slots[a], t = TURTLE.slots[b];
    return s.y - t.y || s.x - t.x || t.z - s.z;
  })[0];
}

/** An event as the board receives it, from a tile. */
function from<E extends Event>(event: E, target: HTMLElement): E {
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

let scope: EffectScope | null = null;
let element: HTMLElement | null = null;
function roving(initial: Partial<RovingFocusProps> = {}) {
  const props = reactive<{ -readonly [K in keyof RovingFocusProps]: RovingFocusProps[K] }>({ code: 'MJ1-L00-AAAAABL', ready: true, position: START, lastRemoved: null, ...initial });
  const board = document.createElement('div');
  document.body.append(board);
  element = board;
  scope = effectScope();
  const result = scope.run(() => useRovingFocus(props, ref(board), slots, paintOrder));
  if (!result) throw new Error('no focus');
  /** Draws the tiles on the board as the board would, the tab stop with tabindex 0. */
  const draw = () => {
    board.replaceChildren(
      ...TURTLE.slots.flatMap((_, s) => {
        if (!props.position || !isPresent(props.position, s)) return [];
        const tile = document.createElement('button');
        tile.dataset.tile = String(s);
        tile.tabIndex = result.tabSlot.value === s ? 0 : -1;
        return [tile];
      }),
    );
  };
  draw();
  const tile = (slot: number) => board.querySelector<HTMLElement>(`[data-tile="${slot}"]`)!;
  /** Focuses the tab stop, as Tab onto the board would; the slot it is on. */
  const enter = (): number => {
    const start = result.tabSlot.value!;
    tile(start).focus();
    result.onFocusIn(from(new FocusEvent('focusin'), tile(start)));
    return start;
  };
  /** Presses an arrow key on the focused tile and waits for focus to land on another. */
  const press = async (key: string) => {
    const at = result.tabSlot.value!;
    result.onKeydown(from(new KeyboardEvent('keydown', { key, cancelable: true }), tile(at)));
    await vi.waitFor(() => expect(result.tabSlot.value).not.toBe(at));
    result.onFocusIn(from(new FocusEvent('focusin'), tile(result.tabSlot.value!)));
  };
  return { props, draw, tile, enter, press, ...result };
}

afterEach(() => {
  turn.value = false;
  scope?.stop();
  scope = null;
  element?.remove();
  element = null;
});

describe('slotOf', () => {
  it('finds the tile an event happened on, or inside', () => {
    const tile = document.createElement('button');
    tile.dataset.tile = '42';
    const inner = document.createElement('span');
    tile.append(inner);
    expect(slotOf(tile)).toBe(42);
    expect(slotOf(inner)).toBe(42);
    expect(slotOf(document.createElement('div'))).toBeNull();
    expect(slotOf(null)).toBeNull();
  });
});

describe('useRovingFocus', () => {
  it('puts the first free tile in reading order in the tab order, and none before the game is read', () => {
    const { props, tabSlot } = roving();
    expect(tabSlot.value).toBe(firstInReadingOrder(START));
    props.ready = false;
    expect(tabSlot.value).toBeNull();
  });

  it('keeps the focused tile in the tab order, until another game is shown', async () => {
    const { props, tabSlot, onFocusIn, tile } = roving();
    const blocked = TURTLE.slots.findIndex((_, s) => !freeSlots(START).includes(s));
    onFocusIn(from(new FocusEvent('focusin'), tile(blocked)));
    expect(tabSlot.value).toBe(blocked);
    props.code = 'MJ1-L00-AAAAABM';
    await nextTick();
    expect(tabSlot.value).toBe(firstInReadingOrder(START));
  });

  it('moves focus with the arrow keys to the nearest free tile that way', async () => {
    const { tabSlot, onFocusIn, onKeydown, tile } = roving();
    const start = tabSlot.value!;
    tile(start).focus();
    onFocusIn(from(new FocusEvent('focusin'), tile(start)));
    const key = from(new KeyboardEvent('keydown', { key: 'ArrowRight', cancelable: true }), tile(start));
    onKeydown(key);
    expect(key.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(tabSlot.value).not.toBe(start));
    const to = tabSlot.value!;
    expect(freeSlots(START)).toContain(to);
    expect(TURTLE.slots[to].x).toBeGreaterThan(TURTLE.slots[start].x);
    expect(document.activeElement).toBe(tile(to));
  });

  it('comes back with the opposite arrow: Right then Left, Down then Up', async () => {
    const { tabSlot, tile, enter, press } = roving();
    const start = enter();
    for (const [there, back] of [['ArrowRight', 'ArrowLeft'], ['ArrowDown', 'ArrowUp'], ['ArrowRight', 'ArrowLeft']]) {
      await press(there);
      await press(back);
      expect(tabSlot.value, `${there} then ${back}`).toBe(start);
      expect(document.activeElement).toBe(tile(start));
    }
  });

  it('leaves other keys, and arrows with a modifier, to the page', () => {
    const { tabSlot, onKeydown } = roving();
    for (const init of [{ key: 'Enter' }, { key: 'ArrowLeft', ctrlKey: true }, { key: 'ArrowUp', altKey: true }]) {
      const key = new KeyboardEvent('keydown', { ...init, cancelable: true });
      onKeydown(key);
      expect(key.defaultPrevented, init.key).toBe(false);
    }
    expect(tabSlot.value).toBe(firstInReadingOrder(START));
  });

  it('when the focused tile is removed, gives focus to the nearest free tile left', async () => {
    const { props, tabSlot, onFocusIn, tile, draw } = roving();
    const pair = playablePairs(START)[0];
    const removed = removePair(START, pair[0], pair[1]);
    if (!removed.ok) throw new Error(removed.error.kind);
    tile(pair[0]).focus();
    onFocusIn(from(new FocusEvent('focusin'), tile(pair[0])));
    props.position = removed.value;
    props.lastRemoved = { pair, seq: 1 };
    await nextTick();
    draw();
    // Focus goes on to a tile still there, which takes the tab stop.
    await vi.waitFor(() => expect(slotOf(document.activeElement)).not.toBeNull());
    const next = slotOf(document.activeElement)!;
    expect(pair).not.toContain(next);
    expect(freeSlots(removed.value)).toContain(next);
    expect(tabSlot.value).toBe(next);
  });

  it('once the board turns, the opposite arrow no longer goes back along a move made before: it goes the way now seen', async () => {
    const { tabSlot, enter, press } = roving();
    const start = enter();
    await press('ArrowRight');
    const reached = tabSlot.value!;
    turn.value = true;
    await nextTick();
    await press('ArrowLeft');
    // Turned, the tile Right came from is drawn above: Left goes to a tile drawn to the left instead.
    expect(tabSlot.value).not.toBe(start);
    expect(turned(TURTLE.slots[tabSlot.value!]).x).toBeLessThan(turned(TURTLE.slots[reached]).x);
  });
});
