import type { StorageArea } from '@/stores/storage/area';
import { afterFrame } from '@/components/afterFrame';

type Job = { run: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * An area whose writes are handed to the browser once the frame in progress is
 * on screen, in the order they were made: saving a move never delays drawing it.
 * A read made while writes wait joins them, so it sees them and still leaves the
 * frame alone (a read made as a pair is taken used to pull the move's save into
 * the tap's frame). A hidden page writes at once, so nothing waits on a frame
 * that never comes.
 */
export function withWritesAfterFrame(area: StorageArea): StorageArea {
  let waiting: Job[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const jobs = waiting;
    waiting = [];
    for (const job of jobs) job.run().then(job.resolve, job.reject);
  };
  if (typeof addEventListener === 'function') {
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const queue = <T>(run: () => Promise<T>): Promise<T> => {
    if (hidden()) {
      flush();
      return run();
    }
    return new Promise<T>((resolve, reject) => {
      waiting.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        afterFrame(flush);
      }
    });
  };
  return {
    get: (keys) => (waiting.length === 0 ? area.get(keys) : queue(() => area.get(keys))),
    set: (items) => queue(() => area.set(items)),
    remove: (keys) => queue(() => area.remove(keys)),
    onChanged: (listener) => area.onChanged(listener),
  };
}
