import { nextTick } from 'vue';
import { FIRST_FRAME_KEY, FIRST_PAINT_COPY_KEY } from '@/stores/storage/firstPaintCopy';
import { pageStorage, type CopyStorage } from './firstPaintCopy';
import { keepEventTimesForward } from './eventTimes';

/**
 * The page's first frame, kept as it was drawn when the page was last left,
 * so that the next page of the same kind shows it before any module has run
 * (app/earlyStart.js draws it; the app then mounts over it).
 *
 * It is kept only in the state a new tab usually opens to: a game paused by
 * leaving the page, no dialog or menu open, and only for the release that
 * drew it. It holds the first-paint copy's
 * text as it was then: the next page shows it only while that copy is
 * unchanged, so any later move, setting, language or game, from any tab,
 * leaves it unused. Being in localStorage, it goes with the copy (private
 * windows, cleared site data): the page then draws its first frame itself.
 */
const VERSION = 1;
/** Longest the take-over waits for a press on the first frame to end. */
const PRESS_LIMIT_MS = 1000;

export interface KeptFrame {
  v: number;
  /** The release that drew it: the page's entry module (null under the dev server, where no frame is drawn). */
  release: string | null;
  /** The window's inner width: the toolbar's arrangement depends on it. */
  width: number;
  lang: string;
  dir: string;
  /** The first-paint copy the frame shows. */
  copy: string;
  html: string;
}

/** What app/earlyStart.js leaves for the app when it drew the first frame. */
export interface FirstFrameShown {
  /** The taps, keys and presses made on the frame, in order. */
  inputs: Event[];
  /** The frame's root element: the app mounts over it. */
  root: Element;
  /** The listener that keeps them, and the events it listens to. */
  keep: (event: Event) => void;
  types: string[];
}

declare global {
  var __mahjongFirstFrame: FirstFrameShown | undefined;
}

/**
 * The frame to keep for `root`'s page now, or null when its state is not one a new page opens to.
 * It is the page as the app's own first frame draws it: the parts that load after that frame, and
 * their style sheets with them, mark their root `data-later` (the paused card, the bars, notices,
 * the winnable badge) and are left out; they come as they always do once the app has taken over.
 */
export function frameToKeep(root: HTMLElement, copy: string | null): KeptFrame | null {
  if (copy === null) return null; // a page without a copy draws its first frame from storage
  const board = root.querySelector('[data-board][data-ready]');
  if (!board || board.getAttribute('data-status') !== 'paused') return null;
  if (root.querySelector('dialog[open], [aria-expanded="true"], [data-dialog]')) return null;
  return {
    v: VERSION,
    release: document.querySelector<HTMLMetaElement>('meta[name="mahjong:entry"]')?.content ?? null,
    width: innerWidth,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    copy,
    html: withoutLaterParts(root),
  };
}

function withoutLaterParts(root: HTMLElement): string {
  const frame = root.cloneNode(true) as HTMLElement;
  for (const later of frame.querySelectorAll('[data-later]')) later.remove();
  return frame.innerHTML;
}

/**
 * Keeps `root`'s frame whenever the page is left (hidden or closed), once the
 * page has drawn what leaving does to it (the pause) and saved it.
 */
export function keepFirstFrame(root: HTMLElement, kept: CopyStorage | null): () => void {
  // One for each page (the new tab and the popup differ), under its path.
  const key = FIRST_FRAME_KEY + location.pathname;
  const keep = (): void => {
    if (!kept) return;
    void nextTick().then(() => {
      try {
        // A page in another state (a dialog open, a game won) keeps nothing and leaves the frame kept
        // before: it still shows the game as saved, and is drawn only while the copy says so.
        const frame = frameToKeep(root, kept.getItem(FIRST_PAINT_COPY_KEY));
        if (frame) kept.setItem(key, JSON.stringify(frame));
      } catch {
        // Full or refused: the next page draws its first frame itself.
        try {
          kept.removeItem(key);
        } catch {
          // Nothing more to do.
        }
      }
    });
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') keep();
  };
  // On the window, where the event arrives after the page's own listeners on the document (the pause)
  // and after the deferred writes (app/deferredWrites.ts, listening there since before the app mounted)
  // have handed the pause to storage, and so to the copy.
  addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', keep);
  return () => {
    removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', keep);
  };
}

/** Whether a press on the frame has begun and not ended. */
function pressing(shown: FirstFrameShown): boolean {
  for (let i = shown.inputs.length - 1; i >= 0; i--) {
    if (shown.inputs[i].type.startsWith('pointer')) return shown.inputs[i].type === 'pointerdown';
  }
  return false;
}

/** Resolves once no press on the first frame is in progress (or after a second: a touch the browser took for a scroll never ends). */
export function pressEnded(shown: FirstFrameShown | undefined = globalThis.__mahjongFirstFrame): Promise<void> {
  if (!shown || !pressing(shown)) return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    const check = (): void => {
      if (!pressing(shown) || performance.now() - started > PRESS_LIMIT_MS) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

/** What an input on the frame was aimed at, found on the live page: the same tile, or the nth of the same action. */
function aimedAt(shown: FirstFrameShown, live: HTMLElement, target: EventTarget | null): HTMLElement | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-tile],[data-action]') : null;
  if (!el || !shown.root.contains(el)) return null;
  const selector = el.dataset.tile !== undefined ? `[data-tile="${CSS.escape(el.dataset.tile)}"]` : `[data-action="${CSS.escape(el.dataset.action ?? '')}"]`;
  const nth = Array.from(shown.root.querySelectorAll(selector)).indexOf(el);
  return live.querySelectorAll<HTMLElement>(selector)[nth] ?? null;
}

/**
 * The app has mounted over the first frame: what was tapped or typed on it
 * is done again, in order, on the live page. Returns how many inputs were.
 */
export function takeOverFirstFrame(live: HTMLElement, shown: FirstFrameShown | undefined = globalThis.__mahjongFirstFrame): number {
  if (!shown) return 0;
  for (const type of shown.types) removeEventListener(type, shown.keep, true);
  globalThis.__mahjongFirstFrame = undefined;
  let done = 0;
  for (const input of shown.inputs) {
    const el = aimedAt(shown, live, input.target);
    // A link on the frame has done what a tap on it does (it opened its page): not again.
    if (input.type === 'click' && el && !(input.target instanceof Element && input.target.closest('a[href]'))) {
      el.click();
      done++;
    } else if (input instanceof KeyboardEvent && !input.ctrlKey && !input.metaKey && !input.altKey) {
      const { key, code, shiftKey } = input;
      (el ?? document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }));
      done++;
    }
  }
  return done;
}

/** The app has mounted on #app: it takes over the first frame, if one was drawn, and keeps its own for the next page. */
export function takeOver(kept: CopyStorage | null = pageStorage()): void {
  // Loaded by every page once it has mounted: from then on a clock set back drops no input.
  keepEventTimesForward();
  const root = document.getElementById('app');
  if (!root) return;
  takeOverFirstFrame(root);
  keepFirstFrame(root, kept);
}
