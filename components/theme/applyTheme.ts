import { THEMES, type Theme, type ThemePreference } from '@/core/settings';

/**
 * Sets `<html data-theme>` from the setting; for `system`, takes it away: theme.css's
 * `color-scheme: light dark` then follows the system, as it changes, as before the app ran
 * (app/earlyStart.js leaves it off too). A table (any theme past light and dark) also needs
 * its sheet, fetched on demand (keepTables.ts). (The settings store mirrors the setting for
 * app/earlyStart.js.)
 */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): void {
  if (preference === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', preference);
  if (THEMES.indexOf(preference as Theme) > 1) void import('./keepTables');
}
