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
  /** When `#app` first had content (the app mounted), -1 if never. */
  mounted: number;
  /** First contentful paint, -1 where the browser does not report it. */
  firstPaint: number;
  /** The page's own measure of reading its first-paint copy (ms), -1 when it has none. */
  copyReadMs: number;
  /** When the page's modules had all run (its own mark, app/mountPage.ts), -1 when it has none. */
  modulesRun: number;
  /** When the page drew its kept first frame (app/earlyStart.js), -1 when it drew none. */
  firstFrame: number;
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
  const marks: LoadMarks = { ready: -1, drawn: -1, tiles: 0, domContentLoaded: -1, mounted: -1, firstPaint: -1, copyReadMs: -1, modulesRun: -1, firstFrame: -1 };
  host.__benchLoad = marks;
  document.addEventListener('DOMContentLoaded', () => {
    marks.domContentLoaded = performance.now();
  });
  const check = (): void => {
    if (marks.mounted < 0 && document.getElementById('app')?.firstElementChild) marks.mounted = performance.now();
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

/**
 * The page as its first frame shows it, as a static document: what it shows now, less the parts
 * that come after the first frame (`data-later`, app/firstFrame.ts) and the style sheets the page
 * added since (lazy parts'), and less everything that runs or preloads.
 */
export function renderFirstFrame(ownSheets: string[]): string {
  const doc = document.documentElement.cloneNode(true) as HTMLElement;
  const drop = 'script, [data-later], link[rel="modulepreload"], meta[name="mahjong:entry"]';
  for (const el of doc.querySelectorAll(drop)) el.remove();
  for (const link of doc.querySelectorAll('link[rel="stylesheet"]')) {
    if (!ownSheets.includes(link.getAttribute('href') ?? '')) link.remove();
  }
  return doc.outerHTML;
}

/**
 * The page as it stands in play, as a static document: its markup and every style sheet it has
 * by now (the lazy parts' too), less everything that runs or preloads. tapWork.ts removes pairs
 * from it to trace the browser's own work for a pair in the same look.
 */
export function renderPlayFrame(): string {
  const doc = document.documentElement.cloneNode(true) as HTMLElement;
  for (const el of doc.querySelectorAll('script, link[rel="modulepreload"], meta[name="mahjong:entry"]')) el.remove();
  return doc.outerHTML;
}

/** The first paint is reported, and a page that drew its kept frame has run its modules since. */
export function pageSettled(): boolean {
  return (
    performance.getEntriesByName('first-contentful-paint').length > 0 &&
    (performance.getEntriesByName('mahjong:first-frame').length === 0 || performance.getEntriesByName('mahjong:modules-run').length > 0)
  );
}

/** The load marks so far (null before the probe ran), with what the performance timeline says by now. */
export function readLoadMarks(): LoadMarks | null {
  const marks = (globalThis as unknown as ProbeHost).__benchLoad;
  if (!marks) return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (paint) marks.firstPaint = paint.startTime;
  const copy = performance.getEntriesByName('mahjong:first-paint-copy-read')[0];
  if (copy) marks.copyReadMs = copy.duration;
  const modules = performance.getEntriesByName('mahjong:modules-run')[0];
  if (modules) marks.modulesRun = modules.startTime;
  const frame = performance.getEntriesByName('mahjong:first-frame')[0];
  if (frame) marks.firstFrame = frame.startTime;
  return marks;
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
