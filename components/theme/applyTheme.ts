import { THEMES, type Theme, type ThemePreference } from '@/core/settings';

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Sets `<html data-theme>` from the setting and follows the system while the
 * setting is `system`. A table (any theme past light and dark) also needs its
 * sheet, fetched on demand (keepTables.ts). Returns a function that stops following
 * the system. (The settings store mirrors the setting for app/earlyStart.js.)
 */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): () => void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const update = () => root.setAttribute('data-theme', resolveTheme(preference, media?.matches ?? false));
  update();
  if (THEMES.indexOf(preference as Theme) > 1) void import('./keepTables');
  if (preference !== 'system' || !media) return () => {};
  media.addEventListener('change', update);
  return () => media.removeEventListener('change', update);
}
