import { computed, type Ref } from 'vue';
import { boardExtent, type BoardBounds } from './boardMetrics';

/**
 * Scales the board to fill its container without scrolling. The fit is done by
 * the style sheet with container units (board.css), so the page never measures
 * the container, draws the board in one layout pass and re-fits on a resize
 * without running any script; only the board's extent in tile widths comes from here.
 */
export function useBoardFit(bounds: Ref<BoardBounds>) {
  const style = computed(() => {
    const { across, down } = boardExtent(bounds.value);
    return { '--across': across.toFixed(4), '--down': down.toFixed(4) };
  });
  return { style };
}
