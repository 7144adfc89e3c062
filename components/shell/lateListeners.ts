import { onBeforeUnmount, onMounted } from 'vue';

/**
 * Listeners whose code loads on demand: started once the component is mounted and
 * `start` has loaded them, stopped when it goes (even if that is before they loaded).
 */
export function useLateListeners(start: () => Promise<(() => void)[]>): void {
  let stops: (() => void)[] = [];
  let gone = false;
  onMounted(() => {
    void start().then((started) => {
      if (gone) started.forEach((stop) => stop());
      else stops = started;
    });
  });
  onBeforeUnmount(() => {
    gone = true;
    stops.forEach((stop) => stop());
  });
}
