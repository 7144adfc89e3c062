import type { Theme, ThemePreference } from '@/core/settings';

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Sets `<html data-theme>` from the setting and follows the system while the
 * setting is `system`. Returns a function that stops following the system.
 * (The settings store mirrors the setting for app/earlyStart.js.)
 */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const update = () => root.setAttribute('data-theme', resolveTheme(preference, media?.matches ?? false));
  update();
  if (preference !== 'system' || !media) return () => {};
  media.addEventListener('change', update);
  return () => media.removeEventListener('change', update);
}
