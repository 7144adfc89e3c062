import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyStartScript } from '@/app/earlyStartScript';
import { TABLES_KEY } from '@/components/theme/tablesKey';

// The head script's kept first frame: tests/component/app/firstFrame.test.ts.
const script = earlyStartScript(readFileSync(resolve(__dirname, '../../../app/earlyStart.js'), 'utf8'));

/** Runs the shipped head script, with or without an extension API: it needs none. */
function runScript(api: unknown): void {
  new Function('browser', 'chrome', script)(api, api);
}

afterEach(() => {
  localStorage.removeItem('mahjong-theme');
  localStorage.removeItem(TABLES_KEY);
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  document.documentElement.removeAttribute('data-theme');
});

describe('the head script (early-start.js)', () => {
  it('applies the mirrored theme before the app runs', () => {
    localStorage.setItem('mahjong-theme', 'dark');
    runScript(undefined);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem('mahjong-theme', 'light');
    runScript(undefined);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('applies a table, and puts the sheet the app kept for it in the page, before the app runs', () => {
    const sheet = "[data-theme='jade'] { color-scheme: dark; }";
    localStorage.setItem('mahjong-theme', 'jade');
    localStorage.setItem(TABLES_KEY, sheet);
    runScript(undefined);
    expect(document.documentElement.getAttribute('data-theme')).toBe('jade');
    expect([...document.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([sheet]);
  });

  it.each([['system'], [null], ['not ours']])('leaves the theme to the system (theme.css) for a mirror of %s', (mirror) => {
    if (mirror !== null) localStorage.setItem('mahjong-theme', mirror);
    runScript(undefined);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('touches no extension API: the first frame comes from localStorage alone', () => {
    const touched: string[] = [];
    const api = new Proxy({}, { get: (_target, name) => void touched.push(String(name)) });
    runScript(api);
    expect(touched).toEqual([]);
  });

  it('is shipped with its keys in place and no comment lines', () => {
    expect(script).not.toMatch(/__[A-Z_]+__/);
    expect(script).not.toMatch(/^\s*\/\//m);
  });
});
