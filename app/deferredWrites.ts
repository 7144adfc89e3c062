import type { StorageArea } from '@/stores/storage/area';
import { afterFrame } from '@/components/afterFrame';

type Job = { run: () => Promise<void>; resolve: () => void; reject: (error: unknown) => void };

/**
 * An area whose writes are handed to the browser once the frame in progress is
 * on screen, in the order they were made: saving a move never delays drawing it.
 * A read first hands over what is waiting (the browser then answers in order),
 * and a hidden page writes at once, so nothing waits on a frame that never comes.
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
  const write = (run: () => Promise<void>): Promise<void> => {
    if (hidden()) {
      flush();
      return run();
    }
    return new Promise<void>((resolve, reject) => {
      waiting.push({ run, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        afterFrame(flush);
      }
    });
  };
  return {
    get(keys) {
      flush();
      return area.get(keys);
    },
    set: (items) => write(() => area.set(items)),
    remove: (keys) => write(() => area.remove(keys)),
    onChanged: (listener) => area.onChanged(listener),
  };
}
