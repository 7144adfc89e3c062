/**
 * The game clock of one page. Time played is measured on the monotonic clock,
 * never as a difference of wall-clock readings: the player may set the system
 * clock back or forward mid-game, and neither is play. While the clock runs,
 * a heartbeat every HEARTBEAT_MS banks the time played into the saved game
 * (storage.local, same revision), so a copy's running stretch is never older
 * than one heartbeat: a page restored after the browser was closed, crashed or
 * killed counts at most that much of the time it was gone.
 */
import { watch, type ShallowRef } from 'vue';
import type { Clock } from '../../storage/syncWriter';
import { HEARTBEAT_MS, unbankedMs, type SavedGame } from '../../storage/savedGame';
import { clampTime, MAX_ELAPSED_MS } from '../../storage/schema';

/** A heartbeat this late means the page did not run (frozen, or the machine asleep): the gap is not play. */
export const MAX_GAP_MS = 5 * HEARTBEAT_MS;

export interface PlayClockInputs {
  clock: Clock;
  saved: ShallowRef<SavedGame>;
  /** Stores `banked`, the game shown with the time played so far (a heartbeat: no new revision, nothing for sync). */
  beat(banked: SavedGame): void;
}

/** The running stretch this page measures: of which copy, and the monotonic reading it counts from. */
interface Stretch {
  id: string;
  base: number;
  since: number;
  from: number;
}

export function playClock({ clock, saved, beat }: PlayClockInputs) {
  let stretch: Stretch | null = null;
  let timer: unknown = null;

  /** The wall time to write: whatever the machine says, brought within what every release reads. */
  const wallNow = (): number => clampTime(clock.now());

  function stop(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function heartbeat(): void {
    timer = null;
    if (stretch) beat(bank());
    // Storing the banked copy follows it, which may have set the next beat already.
    if (stretch && timer === null) timer = clock.setTimeout(heartbeat, HEARTBEAT_MS);
  }

  /** Another copy is shown (played here, another tab's, or restored): its running stretch is measured from now on. */
  function follow(game: SavedGame): void {
    if (game.runningSince === null) {
      stretch = null;
      return stop();
    }
    if (stretch && stretch.id === game.id && stretch.base === game.elapsedMs && stretch.since === game.runningSince) return;
    // What the copy's wall time vouches for counts, up to one heartbeat: after a close, no more than that.
    stretch = { id: game.id, base: game.elapsedMs, since: game.runningSince, from: clock.monotonic() - unbankedMs(game, wallNow()) };
    if (timer === null) timer = clock.setTimeout(heartbeat, HEARTBEAT_MS);
  }

  watch(saved, follow, { flush: 'sync', immediate: true });

  // Whole milliseconds: the monotonic clock has fractions, the stored game does not.
  const running = (): number => (stretch ? Math.min(MAX_GAP_MS, Math.max(0, Math.floor(clock.monotonic() - stretch.from))) : 0);

  /** Time played so far in the game shown. */
  const elapsed = (): number => Math.min(MAX_ELAPSED_MS, saved.value.elapsedMs + running());

  /** The game shown with the time played so far in `elapsedMs`; a running clock runs from `now` (wall time) on. */
  function bank(now: number = wallNow()): SavedGame {
    const game = saved.value;
    if (game.runningSince === null) return game;
    return { ...game, elapsedMs: elapsed(), runningSince: now };
  }

  return { elapsed, bank, wallNow };
}
