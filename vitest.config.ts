import './vitest.polyfills';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import vue from '@vitejs/plugin-vue';

// Unit and component tests. WxtVitest does not load the plugins WXT modules
// add, so the Vue plugin is added here.
export default defineConfig({
  plugins: [WxtVitest(), vue()],
  test: {
    globals: true,
    environment: 'happy-dom',
    include: ['tests/**/*.test.ts', 'core/**/*.test.ts', 'stores/**/*.test.ts', 'components/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**'],
  },
});
