/** Longest a deferred job waits: a hidden page gets no animation frames. */
const LATEST_MS = 100;

/**
 * Runs `job` once the next frame is on screen (or after at most 100 ms), so
 * work a tap causes but the screen does not need stays out of the tap's frame.
 */
export function afterFrame(job: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    job();
  };
  const latest = setTimeout(run, LATEST_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
}
