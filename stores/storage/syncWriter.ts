/**
 * Writes to storage.sync at a bounded rate. Callers stage the latest value of a
 * key as often as they like (every move); the writer coalesces and writes at
 * most every `spacingMs` (sooner when urgent: pause, tab hidden, game end),
 * and never more than `perMinute` / `perHour` writes in a sliding window, far
 * below the browsers' 120 a minute and 1,800 an hour. A failed write keeps
 * its values staged and retries later with a growing delay. An area that
 * writes item by item (storage.sync's, through syncIsolation.ts) says which
 * keys it refused: only those stay staged, and nothing else waits for them. Its spacing is
 * measured on the monotonic clock: setting the system clock back an hour must
 * not hold sync back for that hour.
 */
import type { StorageArea } from './area.ts';

export interface Clock {
  /** Wall time (ms since the epoch): what the machine says, which the player can set to anything. */
  now(): number;
  /** Milliseconds from an arbitrary origin that only ever move forward at the pace of real time: durations are measured with it. */
  monotonic(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface SyncLimits {
  spacingMs: number;
  urgentSpacingMs: number;
  perMinute: number;
  perHour: number;
}

export const SYNC_LIMITS: SyncLimits = { spacingMs: 30_000, urgentSpacingMs: 4_000, perMinute: 10, perHour: 400 };

export interface SyncWriter {
  /** `value` may be a function: it is then read when the write happens, so the latest state is written. */
  stage(key: string, value: unknown, urgent?: boolean): void;
  /** Write what is staged as soon as the limits allow (pause, tab hidden, game end). */
  flush(): void;
  /** Keys holding data from a newer release: never overwritten. */
  block(key: string): void;
  pendingKeys(): string[];
  readonly failing: boolean;
  dispose(): void;
}

export interface SyncWriterEvents {
  onFailure?(error: unknown): void;
  onRecovered?(): void;
}

export function createSyncWriter(
  area: StorageArea,
  clock: Clock = realClock,
  limits: SyncLimits = SYNC_LIMITS,
  events: SyncWriterEvents = {},
): SyncWriter {
  const pending = new Map<string, unknown>(); // values or functions giving them
  const blocked = new Set<string>();
  const history: number[] = []; // times of the writes in the last hour
  let urgent = false;
  let timer: unknown = null;
  let timerAt = Infinity;
  let writing = false;
  let failures = 0;
  let retryAt = 0;

  function earliest(now: number): number {
    while (history[0] <= now - 3_600_000) history.shift(); // an empty history reads undefined: never <=
    // The last write, and the one `perMinute` (`perHour`) writes back: no limit while there are fewer.
    const back = (n: number): number => history[history.length - n] ?? -Infinity;
    return Math.max(now, back(1) + (urgent ? limits.urgentSpacingMs : limits.spacingMs), retryAt, back(limits.perMinute) + 60_000, back(limits.perHour) + 3_600_000);
  }

  function schedule(): void {
    if (pending.size === 0 || writing) return;
    const now = clock.monotonic();
    const at = earliest(now);
    if (timer !== null && timerAt <= at) return;
    if (timer !== null) clock.clearTimeout(timer);
    // Now rather than on a timer: a page being hidden or closed may never run one.
    if (at <= now) {
      timer = null;
      timerAt = Infinity;
      void write();
      return;
    }
    timerAt = at;
    timer = clock.setTimeout(() => {
      timer = null;
      timerAt = Infinity;
      void write();
    }, at - now);
  }

  async function write(): Promise<void> {
    if (pending.size === 0 || writing) return;
    const now = clock.monotonic();
    if (earliest(now) > now) return schedule();
    const staged = new Map(pending);
    pending.clear();
    const batch: Record<string, unknown> = {};
    for (const [key, value] of staged) batch[key] = typeof value === 'function' ? (value as () => unknown)() : value;
    urgent = false;
    writing = true;
    history.push(now);
    try {
      await area.set(batch);
      if (failures > 0) events.onRecovered?.();
      failures = 0;
      retryAt = 0;
    } catch (error) {
      // Only the keys refused, when the area says which: the others were written.
      const kept = (error as { refused?: string[] }).refused;
      // Keep the values unless something newer was staged meanwhile.
      for (const [key, value] of staged) if ((!kept || kept.includes(key)) && !pending.has(key)) pending.set(key, value);
      failures += 1;
      // Refused keys wait their own delay there: the others go on at the usual pace.
      if (!kept) retryAt = clock.monotonic() + Math.min(30 * 60_000, 60_000 * 2 ** (failures - 1));
      events.onFailure?.(error);
    } finally {
      writing = false;
    }
    schedule();
  }

  return {
    stage(key, value, isUrgent = false) {
      if (blocked.has(key)) return;
      pending.set(key, value);
      if (isUrgent) urgent = true;
      schedule();
    },
    flush() {
      urgent = true;
      schedule();
    },
    block(key) {
      blocked.add(key);
      pending.delete(key);
    },
    pendingKeys: () => [...pending.keys()],
    get failing() {
      return failures > 0;
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
