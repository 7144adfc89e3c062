import { createApp, type Component } from 'vue';
import { createPinia } from 'pinia';
import { useGameStore } from '@/stores/game';
import { useSettingsStore } from '@/stores/settings';
import { provideServices } from '@/stores/services';
import { browserBackend } from '@/stores/storage/browserArea';
import { setLanguagePreference } from '@/components/i18n';
import { afterFrame } from '@/components/afterFrame';
import { withWritesAfterFrame } from '@/app/deferredWrites';
import { pageStorage, withFirstPaintCopy } from '@/app/firstPaintCopy';
import { quietWhenLeaving } from '@/app/leavingErrors';
import '@/components/theme/theme.css';

/** Named in the page's performance timeline: when the page's modules had all run. */
export const MODULES_RUN_MARK = 'mahjong:modules-run';
/** Named in the page's performance timeline: how long reading the first-paint copy took. */
export const COPY_READ_MEASURE = 'mahjong:first-paint-copy-read';

/** Setup shared by every page: one Pinia, one app, mounted on #app. */
export async function mountPage(page: Component): Promise<void> {
  // Every module of the first load is fetched, compiled and run by now (the bench reads it).
  performance.mark?.(MODULES_RUN_MARK);
  const pinia = createPinia();
  // The first frame's reads are answered from the page's own copy when it has one (app/firstPaintCopy.ts);
  // else what the board needs from storage is asked for first, in one read per area. Storage is read
  // (again) once the first frame is on screen, and wins. A move is saved once it is on screen.
  const copy = withFirstPaintCopy(() => browserBackend(), pageStorage(), (ms) =>
    performance.measure?.(COPY_READ_MEASURE, { start: performance.now() - ms, duration: ms }),
  );
  provideServices(pinia, { backend: { local: withWritesAfterFrame(copy.backend.local), sync: copy.backend.sync } });
  const app = createApp(page);
  quietWhenLeaving(app);
  app.use(pinia);
  // Reading the game starts now; the page mounts once the language setting is read and its
  // messages are loaded, so a Bulgarian or Dutch page never shows English first.
  void useGameStore(pinia).init();
  const settings = useSettingsStore(pinia);
  let settingsRead = false;
  const reading = settings.init().finally(() => (settingsRead = true));
  // Settings read from the copy are read at once; damaged ones are kept aside before the page mounts, which needs storage
  // itself: when they are not read by the first frame, storage is read then, not after a mount
  // that would wait for it for ever.
  if (copy.used) afterFrame(() => settingsRead || void copy.reconcile());
  await reading;
  await setLanguagePreference(settings.language);
  // Over the first frame app/earlyStart.js drew, if it did: not in the middle of a press on it. Doing again
  // what was tapped on it, and keeping the frame for the next page, load once they are needed.
  if (globalThis.__mahjongFirstFrame) await (await import('@/app/firstFrame')).pressEnded();
  app.mount('#app');
  // (A page left while it loads gives up the import: nothing to keep then.)
  void import('@/app/firstFrame').then((m) => m.takeOver(), () => undefined);
  // Storage is the authority: read again once the first frame is on screen, whatever it showed.
  afterFrame(() => void copy.reconcile());
}
