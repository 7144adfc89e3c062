import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import { nextTick } from 'vue';
import BoardView from '@/components/board/BoardView.vue';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { initialPosition, isFree, playablePairs, removePair, type Position } from '@/core/position';
import { TILE_SET } from '@/core/tiles';

// Each drawn tile asks for its accessible name once: counting those calls counts tile renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/board/tileLabel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/board/tileLabel')>();
  return { ...actual, tileLabel: (...args: Parameters<typeof actual.tileLabel>) => (renders.count++, actual.tileLabel(...args)) };
});

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

function board(position: Position): VueWrapper {
  wrapper = mount(BoardView, {
    props: {
      code: 'MJ1-L00-AAAAABL', layoutId: 'L00', status: 'playing', ready: true, position,
      selected: null, hinted: null, lastTap: null, lastRemoved: null, tileStyle: 'digits',
    },
  });
  return wrapper;
}

describe('a move re-renders only the tiles it changes', () => {
  it('selecting a tile draws that tile again, and no other', async () => {
    const start = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
    const w = board(start);
    expect(renders.count).toBe(144);
    renders.count = 0;
    await w.setProps({ selected: playablePairs(start)[0][0] });
    expect(renders.count).toBe(1);
  });

  it('removing a pair draws again only the tiles whose state changed', async () => {
    let position = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
    const w = board(position);
    // Several pairs in a row, from all over the board: later tiles must keep their cached render.
    for (let move = 0; move < 6; move++) {
      const [a, b] = playablePairs(position)[move % 2 === 0 ? 0 : playablePairs(position).length - 1];
      const removed = removePair(position, a, b);
      if (!removed.ok) throw new Error(removed.error.kind);
      const next = removed.value;
      const freed = [...Array(144).keys()].filter((s) => s !== a && s !== b && isFree(position, s) !== isFree(next, s));
      renders.count = 0;
      await w.setProps({ position: next });
      await nextTick();
      // The newly free tiles, and at most one tile that takes over the tab stop.
      expect(renders.count).toBeGreaterThanOrEqual(freed.length);
      expect(renders.count).toBeLessThanOrEqual(freed.length + 1);
      position = next;
    }
  });
});

describe('tiles put back', () => {
  it('a pair removed and put back is drawn again, in place, with its state', async () => {
    const start = initialPosition(geometryOf(TURTLE), [...TILE_SET]);
    const w = board(start);
    const [a, b] = playablePairs(start)[0];
    const removed = removePair(start, a, b);
    if (!removed.ok) throw new Error(removed.error.kind);
    await w.setProps({ position: removed.value });
    expect(w.find(`[data-tile="${a}"]`).exists()).toBe(false);
    await w.setProps({ position: start, selected: a });
    const tile = w.find(`[data-tile="${a}"]`);
    expect(tile.exists()).toBe(true);
    expect(tile.attributes('data-selected')).toBe('true');
    expect(tile.attributes('data-free')).toBe('true');
    expect(tile.text()).not.toBe('');
    expect(w.findAll('[data-tile]')).toHaveLength(144);
  });
});
