/**
 * A dialog over the board holds the game: the board shows as paused and its clock
 * stands while the dialog is open, and runs on after it if it ran before.
 */
import type { Ref } from 'vue';
import type { Shown } from './shown';

/** `held`: a dialog covers the board (the store's, which the status reads). */
export function clockHold({ ready, status, saved, act }: Pick<Shown, 'ready' | 'status' | 'saved' | 'act'>, held: Ref<boolean>) {
  /** The game whose running clock a hold stopped: it runs on at release. */
  let stoppedFor: string | null = null;
  return {
    /** A dialog covers the board: the clock stops, if it runs, and the board shows as paused until release(). */
    hold(): void {
      if (held.value) return;
      const running = ready.value && status.value === 'playing' && saved.value.runningSince !== null;
      held.value = true;
      if (!running) return;
      stoppedFor = saved.value.id;
      act({ kind: 'clockStopped' });
    },
    /** The dialog is gone: a game whose clock the hold stopped goes on by itself; a paused one stays paused. */
    release(): void {
      if (!held.value) return;
      held.value = false;
      const stopped = stoppedFor;
      stoppedFor = null;
      if (stopped === saved.value.id && status.value === 'paused') act({ kind: 'clockStarted' });
    },
    /** The game's clock would run now, but the board is held: it runs at release. */
    runAtRelease(id: string): void {
      stoppedFor = id;
    },
    /** Another game is shown: no clock runs at release. */
    forget(): void {
      stoppedFor = null;
    },
  };
}
