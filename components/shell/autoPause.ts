import { onBeforeUnmount, onMounted } from 'vue';

/** Pauses when the page is hidden (tab switched, window minimised) or goes away (popup closed). */
export function useAutoPause(pause: () => void): void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') pause();
  };
  onMounted(() => {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', pause);
  });
  onBeforeUnmount(() => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', pause);
  });
}
