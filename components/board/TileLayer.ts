import { defineComponent, Fragment, h, inject, withMemo, type PropType, type VNode } from 'vue';
import { useI18n } from '@/components/i18n';
import { TileFace } from '@/components/faces/TileFace';
import { tileLabel } from './tileLabel';
import { BOARD_TILES, TILE } from './tileState';

/**
 * The tiles still on the board, in paint order, as plain buttons of one
 * component: a board is 144 tiles, and a component each would cost every
 * first paint an instance per tile.
 *
 * Each tile's render is memoized under its slot number (`withMemo`, what
 * `v-memo` compiles to, but with the slot as the cache index rather than the
 * tile's place in the list, which shifts as tiles leave): a move redraws only
 * the tiles whose state number changed (the pair, the selection, neighbours
 * that became free). tests/component/board/tileRenders.test.ts counts them.
 */
export default defineComponent({
  name: 'TileLayer',
  props: { order: { type: Array as PropType<readonly number[]>, required: true } },
  setup(props) {
    const board = inject(BOARD_TILES);
    if (!board) throw new Error('TileLayer is drawn by BoardView');
    const { t, lang } = useI18n();
    const cache: VNode[] = [];

    function tile(slot: number, state: number): VNode {
      const has = (flag: number): boolean => (state & flag) !== 0;
      const paused = board!.paused.value;
      const face = board!.faces.value[slot];
      const { x, y, z } = board!.slots.value[slot];
      return h(
        'button',
        {
          key: slot,
          type: 'button',
          class: [
            'mj-tile',
            {
              'is-blocked': !has(TILE.free),
              'is-selected': has(TILE.selected),
              'is-hinted': has(TILE.hinted),
              'is-back': paused,
              'is-shaking': has(TILE.shaking),
              'is-appearing': has(TILE.appearing),
              'is-match': has(TILE.match),
            },
          ],
          style: board!.places.value[slot],
          'data-tile': slot,
          'data-face': face,
          'data-x': x,
          'data-y': y,
          'data-z': z,
          'data-free': String(has(TILE.free)),
          'data-selected': String(has(TILE.selected)),
          'data-hinted': String(has(TILE.hinted)),
          tabindex: has(TILE.tabbable) ? 0 : -1,
          'aria-label': paused
            ? t('board.hiddenTile')
            : tileLabel(t, face, board!.tileStyle.value, { free: has(TILE.free), selected: has(TILE.selected), hinted: has(TILE.hinted) }),
          'aria-pressed': paused ? undefined : has(TILE.selected),
        },
        paused ? undefined : [h(TileFace, { face, tileStyle: board!.tileStyle.value })],
      );
    }

    return () => {
      const states = board.states.value;
      // A new game brings new faces, slots and places; they stay the same objects during a game.
      const shared = [board.paused.value, board.tileStyle.value, board.faces.value, board.slots.value, board.places.value, lang.value];
      const tiles: VNode[] = [];
      for (const slot of props.order) {
        const state = states[slot] ?? 0;
        if (state & TILE.present) tiles.push(withMemo([state, ...shared], () => tile(slot, state), cache, slot));
        else delete cache[slot]; // a tile put back (undo, restart) is drawn afresh, not from its unmounted render
      }
      return h(Fragment, tiles);
    };
  },
});
