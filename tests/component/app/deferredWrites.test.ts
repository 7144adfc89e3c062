import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withWritesAfterFrame } from '@/app/deferredWrites';
import { memoryArea, type StorageArea } from '@/stores/storage/area';

/** A memory area that notes each call it is handed, in order. */
function recorded() {
  const inner = memoryArea();
  const calls: string[] = [];
  const area: StorageArea = {
    get: (keys) => (calls.push(`get ${keys?.join()}`), inner.get(keys)),
    set: (items) => (calls.push(`set ${Object.keys(items).join()}`), inner.set(items)),
    remove: (keys) => (calls.push(`remove ${keys.join()}`), inner.remove(keys)),
    onChanged: (listener) => inner.onChanged(listener),
  };
  return { inner, calls, area };
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withWritesAfterFrame', () => {
  it('hands writes over after the frame, in the order they were made', async () => {
    const { calls, area, inner } = recorded();
    const deferred = withWritesAfterFrame(area);
    const first = deferred.set({ a: 1 });
    const second = deferred.remove(['a']);
    const third = deferred.set({ b: 2 });
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([first, second, third]);
    expect(calls).toEqual(['set a', 'remove a', 'set b']);
    expect([...inner.data]).toEqual([['b', 2]]);
  });

  it('hands over what waits before a read, so the read sees it', async () => {
    const { calls, area } = recorded();
    const deferred = withWritesAfterFrame(area);
    void deferred.set({ a: 1 });
    expect(await deferred.get(['a'])).toEqual({ a: 1 });
    expect(calls).toEqual(['set a', 'get a']);
  });

  it('writes at once on a hidden page, after what was waiting', async () => {
    const { calls, area } = recorded();
    const deferred = withWritesAfterFrame(area);
    void deferred.set({ a: 1 });
    visibility = 'hidden';
    await deferred.set({ b: 2 });
    expect(calls).toEqual(['set a', 'set b']);
  });

  it('hands writes over when the page is hidden or left, without waiting for a frame', () => {
    const { calls, area } = recorded();
    const deferred = withWritesAfterFrame(area);
    void deferred.set({ a: 1 });
    visibility = 'hidden';
    dispatchEvent(new Event('visibilitychange'));
    expect(calls).toEqual(['set a']);
    visibility = 'visible';
    void deferred.set({ b: 2 });
    dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['set a', 'set b']);
  });

  it('passes a failed write on to its caller', async () => {
    const { area } = recorded();
    const deferred = withWritesAfterFrame({ ...area, set: () => Promise.reject(new Error('quota')) });
    const write = deferred.set({ a: 1 });
    const outcome = expect(write).rejects.toThrow('quota');
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
  });
});
