import { onScopeDispose, watch, type Ref, type WatchSource } from 'vue';

/**
 * The toolbar's arrangements, roomiest first (its CSS says what each shows):
 * every label; labels on play, the code and New game; New game's only; icons
 * only, on narrower buttons; then `menu`: one row of what play needs (hint,
 * undo, pause, More) at a finger's size, the rest in the More menu. `-free`:
 * the clock no longer centred on the page; `-tight`: closer, without the
 * layout's name. The toolbar is always one row: a second takes the board's
 * height, which a phone's or a short window cannot spare.
 */
export const FITS = ['full', 'full-free', 'main', 'main-free', 'brief', 'brief-tight', 'icons-tight', 'menu'] as const;
export type Fit = (typeof FITS)[number];

/** Whether `el`'s shown children spill out of it, on either side (a row packed to its end spills left). */
function spills(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return Array.from(el.children).some((child) => {
    const rect = child.getBoundingClientRect();
    return rect.width > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1);
  });
}

/** Where the arrangements found last are kept, each under the window width and words it was found for. */
export const REMEMBERED_FIT_KEY = 'mahjong:toolbar-fit';
const REMEMBERED_MOST = 16;

function rememberedAll(): [string, Fit][] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REMEMBERED_FIT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((e): e is [string, Fit] => Array.isArray(e) && typeof e[0] === 'string' && FITS.includes(e[1] as Fit))
      : [];
  } catch {
    return []; // no storage here, or not ours: measure afresh
  }
}

function remember(key: string, level: Fit): void {
  const kept = [[key, level] as [string, Fit], ...rememberedAll().filter(([k]) => k !== key)].slice(0, REMEMBERED_MOST);
  try {
    localStorage.setItem(REMEMBERED_FIT_KEY, JSON.stringify(kept));
  } catch {
    // Only a shortcut: without it the next page measures from the roomiest arrangement.
  }
}

/**
 * Sets `data-fit` on the toolbar to the roomiest arrangement in which nothing
 * overflows, measured in the page (labels differ in length by language), at
 * the next frame, after every window resize and after `contentChanges`
 * change. Returns a way to ask for it, for content that comes later (a part
 * loaded on demand).
 *
 * Each arrangement tried lays the page out again (the board's 144 tiles with
 * it), so a fitting starts from the arrangement found before for the same
 * window width and content (`shape`: what sets the toolbar's width) and takes
 * it when it still fits: one layout instead of several on every new tab.
 */
export function useToolbarFit(
  toolbar: Readonly<Ref<HTMLElement | null>>,
  contentChanges: WatchSource<unknown>,
  shape: () => string = () => '',
): () => void {
  const fits = (el: HTMLElement, level: Fit) => {
    el.dataset.fit = level;
    return !spills(el) && !Array.from(el.children).some(spills);
  };
  const fit = () => {
    const el = toolbar.value;
    if (!el) return;
    const key = `${window.innerWidth}:${shape()}`;
    const known = rememberedAll().find(([k]) => k === key)?.[1];
    if (known && fits(el, known)) return;
    remember(key, FITS.find((level) => fits(el, level)) ?? 'menu');
  };
  // Fitting waits for the next frame, where one layout serves it and the paint after it, however many
  // changes asked for it; measuring at once would lay the page out again in the middle of building it.
  let frame = 0;
  const fitSoon = () => {
    if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), fit()));
  };
  // The window, not the toolbar, is watched: the toolbar's own height changes with its arrangement.
  // Called in a component's scope, before or after it is mounted (the toolbar loads this after its first frame).
  fitSoon();
  window.addEventListener('resize', fitSoon);
  watch(contentChanges, fitSoon, { flush: 'post' });
  onScopeDispose(() => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', fitSoon);
  });
  return fitSoon;
}
