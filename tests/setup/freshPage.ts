/**
 * Each app test file starts as in a fresh page: test files share a worker and its page
 * (vitest.config.ts), so what one file left (storage, the page's address, head and body, mocks,
 * fake timers, the language shown) is cleared before the next. Every component test's app is unmounted after it,
 * also when the test failed or timed out before its own `unmount()`: a page left mounted keeps
 * its listeners (hashchange, storage) and would act in the next test.
 */
import { afterEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { disableAutoUnmount, enableAutoUnmount } from '@vue/test-utils';
import { setLanguagePreference } from '@/components/i18n';

vi.useRealTimers();
vi.restoreAllMocks();
fakeBrowser.reset();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');
document.head.innerHTML = '';
document.body.innerHTML = '';
document.documentElement.removeAttribute('data-theme');
document.documentElement.removeAttribute('dir');
document.documentElement.removeAttribute('lang');
// The language shown is the messages module's own state: back to the default (the browser's, English here).
await setLanguagePreference('auto');

// test-utils is loaded once per worker: the last file's hook is let go before this file's is installed.
disableAutoUnmount();
enableAutoUnmount(afterEach);
