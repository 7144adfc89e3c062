import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, defineAsyncComponent, h, nextTick } from 'vue';
import { quietWhenLeaving } from '@/app/leavingErrors';

/** An app whose one part fails to load, as a cancelled import does. */
function appWithFailingPart(failure: Error) {
  const Part = defineAsyncComponent(() => Promise.reject(failure));
  const app = createApp({ render: () => h('div', [h(Part)]) });
  quietWhenLeaving(app);
  return app;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await nextTick();
};

afterEach(() => vi.restoreAllMocks());

describe('quietWhenLeaving', () => {
  it('logs a part that failed to load while the page stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('error loading dynamically imported module');
    const app = appWithFailingPart(failure);
    app.mount(document.createElement('div'));
    await settle();
    expect(log).toHaveBeenCalledWith(failure);
    app.unmount();
  });

  it('says nothing of a load the leaving page cancelled', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = appWithFailingPart(new TypeError('error loading dynamically imported module'));
    window.dispatchEvent(new Event('beforeunload'));
    app.mount(document.createElement('div'));
    await settle();
    expect(log).not.toHaveBeenCalled();
    app.unmount();
  });
});
