/**
 * Code that runs inside the measured pages. Each function is serialised by
 * Playwright, so it may use nothing from its module scope.
 */

/** What the load probe records, in ms since the document's navigation start. */
export interface LoadMarks {
  /** When `[data-board][data-ready]` last changed its tile count, i.e. all tiles are in the DOM. */
  ready: number;
  /** The animation frame after that: the tiles are drawn. -1 until then. */
  drawn: number;
  tiles: number;
  domContentLoaded: number;
}

interface ProbeHost {
  __benchLoad?: LoadMarks;
  __benchTap?: Promise<number>;
}

/**
 * tsx keeps function names through a `__name` helper that serialised
 * functions still call in the page; an identity stands in for it there.
 */
export const NAME_HELPER_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** Init script: watches the document from its first byte for the board becoming ready with its tiles. */
export function installLoadProbe(): void {
  const host = globalThis as unknown as ProbeHost;
  const marks: LoadMarks = { ready: -1, drawn: -1, tiles: 0, domContentLoaded: -1 };
  host.__benchLoad = marks;
  document.addEventListener('DOMContentLoaded', () => {
    marks.domContentLoaded = performance.now();
  });
  const check = (): void => {
    const board = document.querySelector('[data-board][data-ready]');
    if (!board) return;
    const tiles = board.querySelectorAll('[data-tile]').length;
    if (tiles === 0 || tiles === marks.tiles) return;
    marks.tiles = tiles;
    marks.ready = performance.now();
    marks.drawn = -1;
    requestAnimationFrame(() => {
      if (marks.tiles === tiles) marks.drawn = performance.now();
    });
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  });
}

/** The load marks so far (null before the probe ran). */
export function readLoadMarks(): LoadMarks | null {
  return (globalThis as unknown as ProbeHost).__benchLoad ?? null;
}

/**
 * Arms the tap probe for a pair: the time from the next click event to the
 * animation frame after both tiles lost their `[data-tile]` element. Resolves
 * -1 when that does not happen within the time limit.
 */
export function armTapProbe(pair: { a: number; b: number; limitMs: number }): void {
  const host = globalThis as unknown as ProbeHost;
  host.__benchTap = new Promise<number>((resolve) => {
    let clickedAt = -1;
    const gone = (): boolean =>
      document.querySelector(`[data-tile="${pair.a}"]`) === null && document.querySelector(`[data-tile="${pair.b}"]`) === null;
    const observer = new MutationObserver(() => {
      if (clickedAt < 0 || !gone()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tile'] });
      },
      { capture: true, once: true },
    );
    setTimeout(() => {
      observer.disconnect();
      resolve(-1);
    }, pair.limitMs);
  });
}

export function readTapProbe(): Promise<number> {
  return (globalThis as unknown as ProbeHost).__benchTap ?? Promise.resolve(-1);
}

/** Resolves after `frames` animation frames: lets the page finish what a move started. */
export function settleFrames(frames: number): Promise<void> {
  return new Promise((resolve) => {
    let left = frames;
    const step = (): void => {
      if (--left <= 0) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
