/**
 * The tables' sheet loads on demand: choosing a table fetches it, puts it in the page and keeps its
 * text for the head script (app/earlyStart.js), which puts it in the page before first paint.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from '@/components/theme/applyTheme';
import { TABLES_KEY } from '@/components/theme/tablesKey';

afterEach(() => {
  localStorage.removeItem(TABLES_KEY);
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('a table theme', () => {
  it('light, dark and the system fetch no sheet and keep none', async () => {
    const root = document.createElement('html');
    for (const theme of ['light', 'dark', 'system'] as const) applyTheme(theme, root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem(TABLES_KEY)).toBeNull();
  });

  it('is set at once, and its sheet is put in the page and kept for the next load', async () => {
    const root = document.createElement('html');
    applyTheme('jade', root);
    expect(root.getAttribute('data-theme')).toBe('jade');
    // The sheet's text as the build gives it (the test environment turns CSS into nothing: the e2e
    // tests/e2e/themes.chromium.e2e.ts see the real one applied before first paint).
    const { default: sheet } = await import('@/components/theme/tables.css?inline');
    await vi.waitFor(() => expect(localStorage.getItem(TABLES_KEY)).toBe(sheet));
    expect([...document.head.querySelectorAll('style')].map((s) => s.textContent)).toContain(sheet);
  });
});
