/**
 * A clock that only moves when told: the storage tests and the storage
 * benchmark run hours of play in milliseconds with it.
 */
import type { Clock } from './syncWriter.ts';

export interface VirtualClock extends Clock {
  /** Moves time forward, running due timers in order and letting their promises settle. */
  advance(ms: number): Promise<void>;
  set(now: number): void;
}

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

export function virtualClock(start = Date.UTC(2026, 0, 1)): VirtualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    set(value) {
      now = value;
    },
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await settle();
        let due: [number, { at: number; fn: () => void }] | null = null;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn();
      }
      now = end;
      await settle();
    },
  };
}
