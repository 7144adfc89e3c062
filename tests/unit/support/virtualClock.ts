/**
 * A clock that only moves when told: the storage tests and the storage
 * benchmark run hours of play in milliseconds with it. Its wall time and its
 * monotonic time are apart, as a machine's are: `set` moves the wall time
 * alone (the player changed the system clock), `advance` moves both.
 */
import type { Clock } from '../../../stores/storage/syncWriter.ts';

export interface VirtualClock extends Clock {
  /** Lets `ms` pass: both readings move, due timers run in order and their promises settle. */
  advance(ms: number): Promise<void>;
  /** Sets the wall time only: timers and the monotonic reading do not notice. */
  set(now: number): void;
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

export function virtualClock(start = Date.UTC(2026, 0, 1)): VirtualClock {
  let wall = start;
  let mono = 0;
  let nextId = 1;
  // Timers run on the monotonic reading, as a browser's do: a wall-clock jump neither fires nor delays them.
  const timers = new Map<number, { at: number; fn: () => void }>();
  const pass = (to: number) => {
    wall += to - mono;
    mono = to;
  };
  return {
    now: () => wall,
    monotonic: () => mono,
    set(value) {
      wall = value;
    },
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: mono + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const end = mono + ms;
      for (;;) {
        await settle();
        let due: [number, { at: number; fn: () => void }] | null = null;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        if (due[1].at > mono) pass(due[1].at);
        due[1].fn();
      }
      pass(end);
      await settle();
    },
  };
}
