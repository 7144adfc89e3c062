import { computed, ref, type ComputedRef } from 'vue';

export const LANGUAGES = ['en', 'bg', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguagePreference = 'auto' | Language;
export type MessageParams = Record<string, string | number>;
type Catalog = Record<string, string>;
type AreaMessages = Record<Language, Catalog>;

// Every area keeps its strings in its own file; adding a file needs no change here.
const areas = import.meta.glob<{ default: AreaMessages }>('./messages/*.ts', { eager: true });

function mergeAreas(): Record<Language, Catalog> {
  const merged: Record<Language, Catalog> = { en: {}, bg: {}, nl: {} };
  for (const area of Object.values(areas)) {
    for (const lang of LANGUAGES) Object.assign(merged[lang], area.default[lang]);
  }
  return merged;
}

export const MESSAGES: Readonly<Record<Language, Readonly<Catalog>>> = mergeAreas();

/** The first supported language among the browser's, English otherwise. */
export function resolveLanguage(preference: LanguagePreference, browserLanguages: readonly string[]): Language {
  if (preference !== 'auto') return preference;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((lang) => lang === base);
    if (found) return found;
  }
  return 'en';
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}

const preference = ref<LanguagePreference>('auto');
const browserTags = ref<string[]>(browserLanguages());
if (typeof window !== 'undefined') {
  window.addEventListener('languagechange', () => (browserTags.value = browserLanguages()));
}

const current = computed<Language>(() => resolveLanguage(preference.value, browserTags.value));

/** The shell passes the language setting here; components only read. */
export function setLanguagePreference(next: LanguagePreference): void {
  preference.value = next;
}

/** Replaces `{name}` placeholders; a `count` param picks the `_one` form when it exists. */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const catalog = MESSAGES[lang];
  const singular = params?.count === 1 ? catalog[`${key}_one`] ?? MESSAGES.en[`${key}_one`] : undefined;
  const template = singular ?? catalog[key] ?? MESSAGES.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export interface I18n {
  t: (key: string, params?: MessageParams) => string;
  lang: Readonly<ComputedRef<Language>>;
}

export function useI18n(): I18n {
  return {
    t: (key, params) => translate(current.value, key, params),
    lang: current,
  };
}
