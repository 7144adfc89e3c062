/**
 * Writes to storage.sync at a bounded rate. Callers stage the latest value of a
 * key as often as they like (every move); the writer coalesces and writes at
 * most every `spacingMs` (sooner when urgent: pause, tab hidden, game end),
 * and never more than `perMinute` / `perHour` writes in a sliding window, far
 * below the browsers' 120 a minute and 1,800 an hour. Each item is judged
 * alone: a write sync refuses is split until the refused key stands alone, that
 * key keeps its value staged and is retried by itself with a growing delay, and
 * every other key is written as if it were not there. An item over sync's
 * per-item limit is refused here, without a write. Its spacing is
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
  /** Keys sync refused last time they were written (too large, no room, too many writes): retried alone. */
  refusedKeys(): string[];
  /** Some key is refused. */
  readonly failing: boolean;
  dispose(): void;
}

export interface SyncWriterEvents {
  /** A key was refused (it stays staged and is tried again alone). */
  onFailure?(error: unknown, key: string): void;
  onRecovered?(): void;
}

/** storage.sync's limit on one item (key and JSON value, UTF-8), in Chrome and Firefox. */
export const SYNC_ITEM_QUOTA = 8_192;

const itemBytes = (key: string, value: unknown): number => new TextEncoder().encode(key + JSON.stringify(value)).length;

/** A key sync refused: retried alone, on its own growing delay, so it never holds back another. */
interface Refusal {
  failures: number;
  retryAt: number;
}

export function createSyncWriter(
  area: StorageArea,
  clock: Clock = realClock,
  limits: SyncLimits = SYNC_LIMITS,
  events: SyncWriterEvents = {},
): SyncWriter {
  const pending = new Map<string, unknown>(); // values or functions giving them
  const blocked = new Set<string>();
  const refused = new Map<string, Refusal>();
  const history: number[] = []; // times of the writes in the last hour
  let urgent = false;
  let timer: unknown = null;
  let timerAt = Infinity;
  let writing = false;

  /** When the next write may go: the spacing and rate limits, and a refused key's own delay. */
  function earliest(now: number, key?: string): number {
    while (history.length > 0 && history[0] <= now - 3_600_000) history.shift();
    const last = history.length > 0 ? history[history.length - 1] : -Infinity;
    let at = Math.max(now, last + (urgent ? limits.urgentSpacingMs : limits.spacingMs), (key !== undefined && refused.get(key)?.retryAt) || 0);
    if (history.length >= limits.perMinute) at = Math.max(at, history[history.length - limits.perMinute] + 60_000);
    if (history.length >= limits.perHour) at = Math.max(at, history[history.length - limits.perHour] + 3_600_000);
    return at;
  }

  /** The soonest any waiting key may be written. */
  const nextAt = (now: number): number => Math.min(...[...pending.keys()].map((key) => earliest(now, key)));

  function schedule(): void {
    if (pending.size === 0 || writing) return;
    const now = clock.monotonic();
    const at = nextAt(now);
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

  function refuse(key: string, value: unknown, error: unknown): void {
    const failures = (refused.get(key)?.failures ?? 0) + 1;
    refused.set(key, { failures, retryAt: clock.monotonic() + Math.min(30 * 60_000, 60_000 * 2 ** (failures - 1)) });
    // Kept unless something newer was staged meanwhile.
    if (!pending.has(key)) pending.set(key, value);
    events.onFailure?.(error, key);
  }

  /** One `set` of `batch`; refused as a whole, it is split in halves until each refused key stands alone. */
  async function send(batch: [string, unknown][]): Promise<void> {
    const tooLarge = batch.filter(([key, value]) => itemBytes(key, value) > SYNC_ITEM_QUOTA);
    for (const [key, value] of tooLarge) refuse(key, value, new Error(`QUOTA_BYTES_PER_ITEM: ${key} is too large for sync`));
    const rest = batch.filter((entry) => !tooLarge.includes(entry));
    if (rest.length === 0) return;
    history.push(clock.monotonic());
    try {
      await area.set(Object.fromEntries(rest));
      for (const [key] of rest) refused.delete(key);
    } catch (error) {
      if (rest.length === 1) return refuse(rest[0][0], rest[0][1], error);
      const half = Math.ceil(rest.length / 2);
      await send(rest.slice(0, half));
      await send(rest.slice(half));
    }
  }

  async function write(): Promise<void> {
    if (pending.size === 0 || writing) return;
    const now = clock.monotonic();
    // The keys due now: those sync took last time together, each refused one alone once its delay is over.
    const due = [...pending.keys()].filter((key) => earliest(now, key) <= now);
    if (due.length === 0) return schedule();
    const wasFailing = refused.size > 0;
    const staged = due.map((key): [string, unknown] => {
      const value = pending.get(key);
      pending.delete(key);
      return [key, typeof value === 'function' ? (value as () => unknown)() : value];
    });
    urgent = false;
    writing = true;
    const alone = staged.filter(([key]) => refused.has(key));
    try {
      await send(staged.filter((entry) => !alone.includes(entry)));
      for (const entry of alone) await send([entry]);
    } finally {
      writing = false;
    }
    if (wasFailing && refused.size === 0) events.onRecovered?.();
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
      refused.delete(key);
    },
    pendingKeys: () => [...pending.keys()],
    refusedKeys: () => [...refused.keys()],
    get failing() {
      return refused.size > 0;
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
