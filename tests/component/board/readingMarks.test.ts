/** The optional board marks: free tiles highlighted, and the selected tile's free matches shown (no hint). */
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type VueWrapper } from '@vue/test-utils';
import BoardView from '@/components/board/BoardView.vue';
import { geometryOf } from '@/core/layout';
import { TURTLE } from '@/core/layouts/turtle';
import { freeSlots, initialPosition, isFree, type Position } from '@/core/position';
import { matches } from '@/core/tiles';
import { dealt } from './dealt';

const position: Position = initialPosition(geometryOf(TURTLE), dealt(11));
let wrapper: VueWrapper | null = null;
function mountBoard(props: { selected?: number | null; highlightFree?: boolean; showMatches?: boolean }): VueWrapper {
  wrapper = mount(BoardView, {
    attachTo: document.body,
    props: {
      code: 'MJ1-L00-AAAAABL', layoutId: 'L00', status: 'playing', ready: true, position,
      selected: null, hinted: null, lastTap: null, lastRemoved: null, tileStyle: 'digits', ...props,
    },
  });
  return wrapper;
}
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

/** A free tile with at least one free match elsewhere on the board. */
function selectable(): { slot: number; expected: number[] } {
  for (const slot of freeSlots(position)) {
    const expected = freeSlots(position).filter((o) => o !== slot && matches(position.faces[slot], position.faces[o]));
    if (expected.length > 0) return { slot, expected };
  }
  throw new Error('the deal has no free pair');
}
const marked = (w: VueWrapper) => w.findAll('.mj-tile.is-match').map((t) => Number(t.attributes('data-tile'))).sort((a, b) => a - b);

describe('reading marks on the board', () => {
  it('show matches: marks exactly the free tiles that match the selected one', () => {
    const { slot, expected } = selectable();
    const w = mountBoard({ selected: slot, showMatches: true });
    expect(marked(w)).toEqual(expected);
    // Blocked tiles of the same kind stay unmarked.
    for (const t of w.findAll('.mj-tile.is-match')) expect(t.attributes('data-free')).toBe('true');
  });

  it('show matches: nothing marked when the setting is off, or nothing is selected', () => {
    const { slot } = selectable();
    expect(marked(mountBoard({ selected: slot, showMatches: false }))).toEqual([]);
    wrapper!.unmount();
    expect(marked(mountBoard({ selected: null, showMatches: true }))).toEqual([]);
  });

  it('show matches: marking is not hinting (no tile is data-hinted)', () => {
    const { slot } = selectable();
    const w = mountBoard({ selected: slot, showMatches: true });
    expect(w.findAll('[data-hinted="true"]')).toHaveLength(0);
  });

  it('highlight free tiles: the board carries the class that rings free tiles, only when asked', () => {
    expect(mountBoard({ highlightFree: true }).get('[data-board]').classes()).toContain('hl-free');
    wrapper!.unmount();
    expect(mountBoard({}).get('[data-board]').classes()).not.toContain('hl-free');
    const free = wrapper!.findAll('[data-free="true"]').length;
    expect(free).toBe(freeSlots(position).length);
    expect(free).toBe(position.faces.filter((_, s) => isFree(position, s)).length);
  });
});
