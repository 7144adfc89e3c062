import { computed, ref, type ComputedRef } from 'vue';

export const LANGUAGES = ['en', 'bg', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguagePreference = 'auto' | Language;
export type MessageParams = Record<string, string | number>;
type Catalog = Record<string, string>;

// Every area keeps its strings in one file per language; adding an area needs no change here.
// English is bundled with the page (it is also the fallback); another language loads when chosen.
const english = import.meta.glob<Catalog>('./messages/*/en.ts', { eager: true, import: 'default' });
const translations = import.meta.glob<Catalog>(['./messages/*/bg.ts', './messages/*/nl.ts'], { import: 'default' });

const catalogs: Partial<Record<Language, Catalog>> = { en: Object.assign({}, ...Object.values(english)) };
const loading = new Map<Language, Promise<void>>();

/** Loads a language's messages (every area); resolves at once when they are loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  if (catalogs[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const parts = Object.entries(translations)
      .filter(([path]) => path.endsWith(`/${lang}.ts`))
      .map(([, load]) => load());
    pending = Promise.all(parts).then((loaded) => {
      catalogs[lang] = Object.assign({}, ...loaded);
    });
    loading.set(lang, pending);
  }
  return pending;
}

/** Every language's messages, loaded (for checks that compare them). */
export async function allMessages(): Promise<Readonly<Record<Language, Readonly<Catalog>>>> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  return { en: catalogs.en ?? {}, bg: catalogs.bg ?? {}, nl: catalogs.nl ?? {} };
}

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

export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : [navigator.language];
}

const preference = ref<LanguagePreference>('auto');
const browserTags = ref<string[]>(browserLanguages());
const wanted = computed<Language>(() => resolveLanguage(preference.value, browserTags.value));
// The language shown switches only once its messages are here: never a mix, never a flash of keys.
const current = ref<Language>(catalogs[wanted.value] ? wanted.value : 'en');

const shown = computed<Language>(() => current.value);

function follow(): Promise<void> {
  const lang = wanted.value;
  return loadLanguage(lang).then(() => {
    if (wanted.value === lang) current.value = lang;
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('languagechange', () => {
    browserTags.value = browserLanguages();
    void follow();
  });
}

/** The shell passes the language setting here; components only read. Resolves once it is shown. */
export function setLanguagePreference(next: LanguagePreference): Promise<void> {
  preference.value = next;
  return follow();
}

/** Replaces `{name}` placeholders; a `count` param picks the `_one` form when it exists. */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const fallback = catalogs.en ?? {};
  const catalog = catalogs[lang] ?? fallback;
  const singular = params?.count === 1 ? catalog[`${key}_one`] ?? fallback[`${key}_one`] : undefined;
  const template = singular ?? catalog[key] ?? fallback[key] ?? key;
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
    lang: shown,
  };
}
