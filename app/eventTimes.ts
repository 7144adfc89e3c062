/**
 * Vue drops an event on a handler attached after the event happened, judged by wall time: the
 * first handler of an event stamps it with `Date.now()` (`_vts`), and a later handler on its path
 * runs only when that stamp is later than the time the handler was attached. With the system clock
 * set back, every handler attached before would drop every event (a tap on the board, under the
 * stage's own handler) until the clock passed its old time again. So every input is stamped first,
 * here, on a wall time that never goes back: the machine's own while it moves forward (Vue's
 * guard is then exactly as before), else the last time seen carried on by the monotonic clock.
 */

/** A wall clock this far behind the time carried on by the monotonic clock was set back. */
const SET_BACK_MS = 1_000;

/** Vue's events on the page's elements (runtime-dom binds `on*` props to these). */
const INPUTS = [
  'click', 'dblclick', 'auxclick', 'contextmenu', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'pointercancel',
  'touchstart', 'touchend', 'keydown', 'keyup', 'input', 'change', 'submit', 'focusin', 'focusout', 'wheel', 'dragstart', 'drop',
];

export interface TimeSources {
  wall(): number;
  monotonic(): number;
}

/** The stamp for an input now: the wall time, or where it would be had it not been set back. */
export function forwardTime(sources: TimeSources = { wall: () => Date.now(), monotonic: () => performance.now() }): () => number {
  let seen: { wall: number; monotonic: number } | null = null;
  return () => {
    const wall = sources.wall();
    const monotonic = sources.monotonic();
    const carried = seen ? seen.wall + (monotonic - seen.monotonic) : wall;
    if (wall >= carried - SET_BACK_MS) {
      seen = { wall, monotonic };
      return wall;
    }
    return Math.ceil(carried);
  };
}

let installed = false;

/** Stamps every input on the page before any of Vue's handlers sees it (capture on the window comes first). */
export function keepEventTimesForward(target: Pick<Window, 'addEventListener'> = window, now = forwardTime()): void {
  if (installed && target === window) return;
  if (target === window) installed = true;
  const stamp = (event: Event): void => {
    (event as Event & { _vts?: number })._vts ??= now();
  };
  for (const type of INPUTS) target.addEventListener(type, stamp, { capture: true, passive: true });
}
