import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../bench/traceWork.ts';
import { sameLookHtml } from '../../bench/sameLookPage.ts';

const PAGE = 'chrome-extension://abc/chunks/page.js';
const at = (name: string, ts: number, dur: number, data: TraceEvent['args'] = undefined, tid = 1): TraceEvent => ({ name, ph: 'X', ts: ts * 1000, dur: dur * 1000, pid: 1, tid, args: data });
const input = (type: string, ts: number, dur: number) => at('EventDispatch', ts, dur, { data: { type } });
const call = (url: string, ts: number, dur: number, tid = 1) => at('FunctionCall', ts, dur, { data: { url } }, tid);

describe('the main thread work of a pair, from a trace', () => {
  // Pair 1: first tap at 0, second at 100; pair 2: first tap at 400.
  const taps = [input('pointerdown', 0, 1), input('click', 2, 1), input('pointerdown', 100, 1), input('click', 102, 3), input('pointerdown', 400, 1), input('click', 402, 1), input('pointerdown', 500, 1), input('click', 502, 2)];

  it('counts from the second tap to the next pair, nested events once, each instant to the innermost', () => {
    const events = [
      ...taps,
      call(PAGE, 102.5, 2), // the handler, inside the click
      at('Layout', 110, 2),
      at('Paint', 113, 1),
      at('TimerFire', 130, 3), // not a kind of its own: the page's call inside it counts
      call(PAGE, 130.5, 2),
      at('MinorGC', 131, 1), // inside that call: counted once, as script
    ];
    const [first] = mainThreadWork(events, 2);
    // press 1 + click 3 + layout 2 + paint 1 + the timer's call 2
    expect(first.total).toBeCloseTo(9);
    expect(first.kinds).toEqual({ script: 6, 'style and layout': 2, 'paint and commit': 1 });
  });

  it("leaves out the driver's calls and what they force, other threads, and other pairs", () => {
    const events = [
      ...taps,
      call('', 200, 5), // the driver's check before the next tap ...
      at('Layout', 201, 3), // ... and the layout it forced
      call(PAGE, 250, 4, 2), // another thread
      at('Layout', 450, 7), // after pair 2's first tap: pair 2's second tap is at 500
    ];
    const [first, second] = mainThreadWork(events, 2);
    expect(first.total).toBeCloseTo(4); // its press and click alone
    expect(second.total).toBeCloseTo(3);
  });

  it('refuses a trace whose clicks do not match the pairs', () => {
    expect(() => mainThreadWork(taps, 3)).toThrow(/4 clicks on the page for 3 pairs/);
    expect(() => mainThreadWork([], 1)).toThrow(/no click/);
  });
});

describe('the same-look page', () => {
  const rendered = '<html lang="en"><head><title>t</title><link rel="stylesheet" href="/a.css"></head><body><div id="app"><div data-board data-ready><button data-tile="1"></button></div></div></body></html>';

  it('is the rendered first frame with the probe first in its head', () => {
    const html = sameLookHtml(rendered, '<script src="/probe.js"></script>');
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en"><head><script src="/probe.js"></script><title>t</title>')).toBe(true);
    expect(html).toContain('<link rel="stylesheet" href="/a.css">');
  });

  it('refuses a page that runs a script or has no ready board with tiles', () => {
    expect(() => sameLookHtml(rendered.replace('<title>', '<script>1</script><title>'))).toThrow();
    expect(() => sameLookHtml(rendered.replace(' data-ready', ''))).toThrow();
    expect(() => sameLookHtml(rendered.replace(' data-tile="1"', ''))).toThrow();
  });
});
