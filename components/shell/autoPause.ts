import { onBeforeUnmount, onMounted } from 'vue';

/** Pauses when the page is hidden (tab switched, window minimised) or goes away (popup closed); returns the function that stops. */
export function listenAutoPause(pause: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') pause();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', pause);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', pause);
  };
}

/** listenAutoPause while the component is mounted. */
export function useAutoPause(pause: () => void): void {
  let stop = () => {};
  onMounted(() => (stop = listenAutoPause(pause)));
  onBeforeUnmount(() => stop());
}

// Sound's hook (components/sound/listenSound.ts) comes in this chunk, loaded with the page's late
// listeners: like the pause, it follows the page's visibility, and a chunk of its own would cost the
// first script another import.
export { listenSound } from '@/components/sound/listenSound';
