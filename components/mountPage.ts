import { createApp, type Component } from 'vue';
import { createPinia } from 'pinia';
import '@/components/theme/theme.css';

/** Setup shared by every page: one Pinia, one app, mounted on #app. */
export function mountPage(root: Component): void {
  const app = createApp(root);
  app.use(createPinia());
  app.mount('#app');
}
