import { computed, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { BOARD_PAD, boardExtent, fitTileWidth, LAYER_LIFT, THICKNESS, TILE_RATIO, type BoardBounds } from './boardMetrics';

/**
 * Scales the board to fill its container without scrolling and re-fits it on
 * every resize. Only the board's custom properties change, so a resize never
 * re-renders the tiles.
 */
export function useBoardFit(container: Ref<HTMLElement | null>, bounds: Ref<BoardBounds>) {
  const box = ref({ width: 0, height: 0 });
  let observer: ResizeObserver | null = null;

  function measure(): void {
    const el = container.value;
    if (el) box.value = { width: el.clientWidth, height: el.clientHeight };
  }

  onMounted(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver(measure);
    if (container.value) observer.observe(container.value);
  });
  watch(container, (el, old) => {
    if (old) observer?.unobserve(old);
    if (el) observer?.observe(el);
  });
  onBeforeUnmount(() => observer?.disconnect());

  const tileWidth = computed(() => Math.floor(fitTileWidth(bounds.value, box.value.width, box.value.height) * 10) / 10);

  const style = computed(() => {
    const w = tileWidth.value;
    const { across, down } = boardExtent(bounds.value);
    return {
      '--tw': `${w}px`,
      '--th': `${(w * TILE_RATIO).toFixed(2)}px`,
      '--lift': `${(w * LAYER_LIFT).toFixed(2)}px`,
      '--thick': `${(w * THICKNESS).toFixed(2)}px`,
      '--pad': `${(w * BOARD_PAD).toFixed(2)}px`,
      width: `${(w * across).toFixed(1)}px`,
      height: `${(w * down).toFixed(1)}px`,
    };
  });

  return { tileWidth, style };
}
