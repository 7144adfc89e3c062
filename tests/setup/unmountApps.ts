/**
 * Every component test's app is unmounted after it, also when the test failed or timed out
 * before its own `unmount()`: a page left mounted keeps its listeners (hashchange, storage)
 * and would act in the next test.
 */
import { afterEach } from 'vitest';
import { enableAutoUnmount } from '@vue/test-utils';

enableAutoUnmount(afterEach);
