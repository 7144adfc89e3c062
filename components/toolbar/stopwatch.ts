import { onBeforeUnmount, ref, watch, type Ref, type WatchSource } from 'vue';

/** m:ss, or h:mm:ss from one hour on. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Whole seconds elapsed, re-read from the store's timestamps at each second
 * boundary while `running`; a throttled or sleeping tab catches up on wake.
 * `restartOn` re-reads at once (e.g. a new game, a resume).
 */
export function useStopwatch(elapsedMs: () => number, running: () => boolean, restartOn: WatchSource<unknown>): Ref<number> {
  const seconds = ref(Math.floor(elapsedMs() / 1000));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = () => {
    clearTimeout(timer);
    const ms = elapsedMs();
    seconds.value = Math.floor(ms / 1000);
    if (running()) timer = setTimeout(tick, 1000 - (ms % 1000) + 5);
  };

  watch([running, restartOn], tick, { immediate: true });
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  onBeforeUnmount(() => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  });
  return seconds;
}
