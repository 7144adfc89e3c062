import { onBeforeUnmount, onMounted, watch, type Ref, type WatchSource } from 'vue';

/**
 * The toolbar's arrangements, roomiest first (its CSS says what each shows):
 * every label; labels on play, the code and New game; New game's only; icons
 * only; two rows. `-free`: the clock no longer centred on the page; `-tight`:
 * closer, without the layout's name.
 */
export const FITS = ['full', 'full-free', 'main', 'main-free', 'brief', 'brief-tight', 'icons-tight', 'stacked'] as const;
export type Fit = (typeof FITS)[number];

/** Whether `el`'s shown children spill out of it, on either side (a row packed to its end spills left). */
function spills(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return Array.from(el.children).some((child) => {
    const rect = child.getBoundingClientRect();
    return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
  });
}

/**
 * Sets `data-fit` on the toolbar to the roomiest arrangement in which nothing
 * overflows, measured in the page (labels differ in length by language), at
 * mount, on every window resize and whenever `contentChanges` change. Returns
 * the fitting, for content that comes later (a part loaded on demand).
 */
export function useToolbarFit(toolbar: Readonly<Ref<HTMLElement | null>>, contentChanges: WatchSource<unknown>): () => void {
  const fit = () => {
    const el = toolbar.value;
    if (!el) return;
    for (const level of FITS) {
      el.dataset.fit = level;
      if (!spills(el) && !Array.from(el.children).some(spills)) return;
    }
  };
  // The window, not the toolbar, is watched: the toolbar's own height changes with its arrangement.
  onMounted(() => {
    fit();
    window.addEventListener('resize', fit);
  });
  watch(contentChanges, fit, { flush: 'post' });
  onBeforeUnmount(() => window.removeEventListener('resize', fit));
  return fit;
}
