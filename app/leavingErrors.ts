import type { App } from 'vue';

/**
 * Errors the app hands to Vue are logged as Vue logs them, except once the page is leaving: a
 * reload or a link followed while a part of the page still loads cancels that load (Firefox then
 * fails the import with "error loading dynamically imported module"), which is the page going
 * away, not a fault. `beforeunload` comes before the browser cancels anything.
 */
export function quietWhenLeaving(app: App): void {
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  app.config.errorHandler = (error) => void (leaving || console.error(error));
}
