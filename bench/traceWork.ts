/**
 * The page's own main-thread work per pair, read from a Chromium trace (categories
 * `devtools.timeline,toplevel`): input handlers, the page's scripts (its callbacks, timers,
 * promise jobs, garbage collection), style and layout, paint and commit. The driver's own calls
 * into the page (Playwright's checks before a click) are not the page's: a script call counts
 * only when it runs the extension's code.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; url?: string } };
}

/** The trace of what `run` does, in `categories`, from a page's CDP session (events reported as they come). */
export async function recordTrace(cdp: CDPSession, categories: string, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
  }
  return events;
}

export type WorkKind = 'script' | 'style and layout' | 'paint and commit';

export interface PairWork {
  /** All of it, ms: nested events counted once. */
  total: number;
  /** Each kind's share, ms (a nested event's time goes to the innermost one). */
  kinds: Record<WorkKind, number>;
}

const KIND: Record<string, WorkKind> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  PrePaint: 'paint and commit',
  Paint: 'paint and commit',
  Layerize: 'paint and commit',
  Commit: 'paint and commit',
};

const INPUT = new Set(['pointerdown', 'mousedown']);

const EXTENSION = 'chrome-extension://';
/** A call into script that is not the extension's: the driver's (Playwright's checks and polling). */
const isForeignCall = (e: TraceEvent): boolean => e.name === 'FunctionCall' && !(e.args?.data?.url ?? '').startsWith(EXTENSION);

/**
 * The page's own events among a thread's complete events: those of the kinds above, less the
 * driver's calls and whatever they caused (a layout its check forced, a listener it added).
 */
function ownEvents(thread: readonly TraceEvent[]): TraceEvent[] {
  const sorted = thread.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const open: TraceEvent[] = [];
  const own: TraceEvent[] = [];
  for (const e of sorted) {
    while (open.length > 0 && open[open.length - 1].ts + (open[open.length - 1].dur ?? 0) <= e.ts) open.pop();
    open.push(e);
    if (e.name in KIND && !open.some(isForeignCall)) own.push(e);
  }
  return own;
}

/** Time (µs) covered by `events` within [from, to), each instant given to the innermost event. */
function attribute(events: readonly TraceEvent[], from: number, to: number): PairWork {
  const inside = events.filter((e) => e.ts < to && e.ts + (e.dur ?? 0) > from);
  const cuts = [...new Set(inside.flatMap((e) => [Math.max(e.ts, from), Math.min(e.ts + (e.dur ?? 0), to)]))].sort((a, b) => a - b);
  const kinds: Record<WorkKind, number> = { script: 0, 'style and layout': 0, 'paint and commit': 0 };
  let total = 0;
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    // The innermost event covering the segment is the one that started last.
    let inner: TraceEvent | null = null;
    for (const e of inside) if (e.ts <= a && e.ts + (e.dur ?? 0) >= b && (!inner || e.ts >= inner.ts)) inner = e;
    if (!inner) continue;
    total += b - a;
    kinds[KIND[inner.name]] += b - a;
  }
  const ms = (us: number) => us / 1000;
  return { total: ms(total), kinds: { script: ms(kinds.script), 'style and layout': ms(kinds['style and layout']), 'paint and commit': ms(kinds['paint and commit']) } };
}

/**
 * Each pair's work: from the input of its second tap until the input of the next pair's first tap
 * (so the save that follows the frame counts), on the page's main thread (the one the taps reached).
 */
export function mainThreadWork(events: readonly TraceEvent[], pairs: number): PairWork[] {
  const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (clicks.length === 0) throw new Error('the trace has no click: were the taps traced?');
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const main = thread(clicks[0]);
  const own = ownEvents(events.filter((e) => thread(e) === main));
  const pageClicks = own.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const inputs = own.filter((e) => e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type ?? ''));
  if (pageClicks.length !== 2 * pairs) throw new Error(`the trace has ${pageClicks.length} clicks on the page for ${pairs} pairs`);
  // The input that began a tap: the last press before its click.
  const pressOf = (click: TraceEvent) => inputs.filter((e) => e.ts <= click.ts).at(-1)?.ts ?? click.ts;
  const out: PairWork[] = [];
  for (let i = 0; i < pairs; i++) {
    const from = pressOf(pageClicks[2 * i + 1]);
    const to = i + 1 < pairs ? pressOf(pageClicks[2 * i + 2]) : Infinity;
    out.push(attribute(own, from, to));
  }
  return out;
}
