import { computed, type Ref } from 'vue';
import { BOARD_PAD, boardExtent, LAYER_LIFT, THICKNESS, TILE_RATIO, type BoardBounds } from './boardMetrics';

/**
 * Scales the board to fill its container without scrolling. The fit is done by
 * the style sheet with container units (board.css), so the page never measures
 * the container, draws the board in one layout pass and re-fits on a resize
 * without running any script; only the layout's proportions come from here.
 */
export function useBoardFit(bounds: Ref<BoardBounds>) {
  const style = computed(() => {
    const { across, down } = boardExtent(bounds.value);
    return {
      '--across': across.toFixed(4),
      '--down': down.toFixed(4),
      '--tile-ratio': String(TILE_RATIO),
      '--layer-lift': String(LAYER_LIFT),
      '--thickness': String(THICKNESS),
      '--board-pad': String(BOARD_PAD),
    };
  });
  return { style };
}
