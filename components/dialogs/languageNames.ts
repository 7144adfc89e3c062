import type { Language } from '@/core/language';

/**
 * Each language by its own name, the same whatever language the page speaks (so it is found by
 * those who read it): one table, not a copy in every catalogue. Loads with the settings dialog.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  bg: 'Български',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  pl: 'Polski',
  ru: 'Русский',
  uk: 'Українська',
  tr: 'Türkçe',
  ja: '日本語',
  'zh-CN': '简体中文',
  ar: 'العربية',
};
