/** This browser profile's random id: names its statistics key in storage.sync. */
import type { Services } from './services';
import { KEYS } from './storage/keys';
import { ID_PATTERN, randomId } from './storage/schema';

const loaded = new WeakMap<Services, Promise<string>>();

export function deviceId(services: Services): Promise<string> {
  let id = loaded.get(services);
  if (!id) {
    id = (async () => {
      const stored = (await services.backend.local.get([KEYS.device]).catch(() => ({})) as Record<string, unknown>)[KEYS.device];
      if (typeof stored === 'string' && ID_PATTERN.test(stored)) return stored;
      const fresh = randomId(10);
      // A damaged id is simply replaced: it holds no progress of its own.
      await services.backend.local.set({ [KEYS.device]: fresh }).catch(() => undefined);
      return fresh;
    })();
    loaded.set(services, id);
  }
  return id;
}
