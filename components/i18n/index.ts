import { computed, ref, type ComputedRef } from 'vue';
import { LANGUAGES, type Language, type LanguagePreference } from '@/core/language';
import type { MessageKey } from './keys';

export { LANGUAGES, type Language, type LanguagePreference };
export type { MessageKey, NoticeKey } from './keys';
export type MessageParams = Record<string, string | number>;
type Catalog = Record<string, string>;

// Every area keeps its strings in one file per language; adding an area needs no change here.
// English is bundled with the page (it is also the fallback), except the areas only dialogs and
// notices use; those, and every other language, load when needed.
const pageEnglish = import.meta.glob<Catalog>(['./messages/*/en.ts', '!./messages/dialogs/en.ts', '!./messages/notices/en.ts', '!./messages/progress/en.ts', '!./messages/daily/en.ts'], {
  eager: true,
  import: 'default',
});
// The page's English is never imported a second time, lazily (that would make the page carry a
// module-namespace helper of the bundler's): the lazy list is every other file, and it names the
// same deferred areas as pageEnglish excludes (a missing one fails tests/component/shell/i18n.test.ts).
const bundled = (catalog: Catalog) => () => Promise.resolve(catalog);
const everyFile: Record<string, () => Promise<Catalog>> = {
  ...import.meta.glob<Catalog>(['./messages/*/*.ts', '!./messages/*/en.ts'], { import: 'default' }),
  ...import.meta.glob<Catalog>(['./messages/dialogs/en.ts', './messages/notices/en.ts', './messages/progress/en.ts', './messages/daily/en.ts'], { import: 'default' }),
  ...Object.fromEntries(Object.entries(pageEnglish).map(([path, catalog]) => [path, bundled(catalog)])),
};

const areaOf = (path: string): string => path.split('/')[2];
const languageOf = (path: string): Language => (LANGUAGES.find((lang) => path.endsWith(`/${lang}.ts`)) ?? 'en');
const deferredAreas = new Set(Object.keys(everyFile).filter((path) => path.endsWith('/en.ts') && !(path in pageEnglish)).map(areaOf));

const catalogs: Record<Language, Catalog> = { en: Object.assign({}, ...Object.values(pageEnglish)), bg: {}, nl: {} };
const loaded = new Set<string>(Object.keys(pageEnglish));
const pending = new Map<string, Promise<void>>();
let deferredNeeded = false;

function loadFile(path: string): Promise<void> {
  if (loaded.has(path)) return Promise.resolve();
  let loading = pending.get(path);
  if (!loading) {
    loading = everyFile[path]().then((catalog) => {
      Object.assign(catalogs[languageOf(path)], catalog);
      loaded.add(path);
    });
    pending.set(path, loading);
  }
  return loading;
}

/** Loads a language's messages (the deferred areas too once one was needed); resolves at once when loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  const paths = Object.keys(everyFile).filter((path) => languageOf(path) === lang && (deferredNeeded || !deferredAreas.has(areaOf(path))));
  return Promise.all(paths.map(loadFile)).then(() => undefined);
}

/** Loads what dialogs and notices say, in English and in the language shown or wanted. */
export function loadDeferredMessages(): Promise<void> {
  deferredNeeded = true;
  return Promise.all([loadLanguage('en'), loadLanguage(current.value), loadLanguage(wanted.value)]).then(() => undefined);
}

/** Every language's messages, loaded (for checks that compare them). */
export async function allMessages(): Promise<Readonly<Record<Language, Readonly<Catalog>>>> {
  deferredNeeded = true;
  await Promise.all(LANGUAGES.map(loadLanguage));
  return catalogs;
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
const current = ref<Language>('en');

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

/**
 * Replaces `{name}` placeholders; a `count` param picks the `_one` form when it exists. Takes any
 * string, and answers a key no language has with the key itself: components ask through `t`, whose
 * keys the compiler checks.
 */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const fallback = catalogs.en;
  const catalog = catalogs[lang];
  const singular = params?.count === 1 ? catalog[`${key}_one`] ?? fallback[`${key}_one`] : undefined;
  const template = singular ?? catalog[key] ?? fallback[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in the language shown, by a key the English catalogue has. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface I18n {
  t: Translate;
  lang: Readonly<ComputedRef<Language>>;
}

export function useI18n(): I18n {
  return {
    t: (key, params) => translate(current.value, key, params),
    lang: shown,
  };
}
