import { createApp, type Component } from 'vue';
import { createPinia } from 'pinia';
import { useGameStore } from '@/stores/game';
import { useSettingsStore } from '@/stores/settings';
import { provideServices } from '@/stores/services';
import { browserBackend } from '@/stores/storage/browserArea';
import { setLanguagePreference } from '@/components/i18n';
import { withFirstPaintReads } from '@/app/startupReads';
import { withWritesAfterFrame } from '@/app/deferredWrites';
import '@/components/theme/theme.css';

/** Setup shared by every page: one Pinia, one app, mounted on #app. */
export async function mountPage(root: Component): Promise<void> {
  const pinia = createPinia();
  // What the board needs from storage is asked for first, in one read per area; a move is saved
  // once it is on screen.
  const backend = withFirstPaintReads(browserBackend());
  provideServices(pinia, { backend: { local: withWritesAfterFrame(backend.local), sync: backend.sync } });
  const app = createApp(root);
  app.use(pinia);
  // Reading the game starts now; the page mounts once the language setting is read and its
  // messages are loaded, so a Bulgarian or Dutch page never shows English first.
  void useGameStore(pinia).init();
  const settings = useSettingsStore(pinia);
  await settings.init();
  await setLanguagePreference(settings.language);
  app.mount('#app');
}
