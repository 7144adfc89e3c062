import { computed, ref, type ComputedRef } from 'vue';
import { directionOf, LANGUAGES, matchLanguage, type Language, type LanguagePreference } from '@/core/language';
import { layoutName as namedIn, type Layout, type LayoutNameTable } from '@/core/layout';
import type { MessageKey } from './keys';
import { pluralForm, templateParams } from './plural';
import translations from 'virtual:languages';

export { directionOf, LANGUAGES, type Language, type LanguagePreference };
export type { MessageKey, NoticeKey } from './keys';
export type MessageParams = Record<string, string | number>;
type Catalog = Record<string, string>;

// Each language is a folder, locales/<lang>/, with one file per area of messages; adding an area
// needs no change here. English is bundled with the page (it is also the fallback), except the
// areas only dialogs and notices use, which load on first need. Every other language is one chunk
// (all its areas and its layout names, made from its folder by app/languageModules.ts), fetched
// when that language is wanted: one entry each in the page's table of chunks, which the first
// load carries.
const pageEnglish = import.meta.glob<Catalog>(['/locales/en/*.ts', '!/locales/en/dialogs.ts', '!/locales/en/notices.ts', '!/locales/en/progress.ts', '!/locales/en/daily.ts', '!/locales/en/race.ts', '!/locales/en/rewards.ts'], {
  eager: true,
  import: 'default',
});
// The rest of English: exactly the areas the list above leaves out (tests/component/i18n/keys.test.ts
// checks), but the areas on demand (./onDemand.ts), which ./areas.ts loads. Not a glob of every
// English file: a lazy entry for a bundled file costs the first load.
const deferredEnglish = import.meta.glob<Catalog>(['/locales/en/dialogs.ts', '/locales/en/notices.ts', '/locales/en/progress.ts', '/locales/en/daily.ts', '/locales/en/race.ts'], {
  import: 'default',
});

const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Language, Catalog>;
Object.assign(catalogs.en, ...Object.values(pageEnglish));
const layoutNames = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Language, LayoutNameTable>;
const loaded = new Set<string>(Object.keys(pageEnglish));
const pending = new Map<string, Promise<void>>();
let deferredNeeded = false;

function loadOnce(path: string, load: () => Promise<void>): Promise<void> {
  if (loaded.has(path)) return Promise.resolve();
  let loading = pending.get(path);
  if (!loading) {
    loading = load().then(() => void loaded.add(path));
    pending.set(path, loading);
  }
  return loading;
}

/** Loads a language's messages (English's deferred areas once one was needed); resolves at once when loaded. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en') {
    const paths = deferredNeeded ? Object.keys(deferredEnglish) : [];
    return Promise.all(paths.map((path) => loadOnce(path, () => deferredEnglish[path]().then((c) => void Object.assign(catalogs.en, c))))).then(() => undefined);
  }
  return loadOnce(lang, () =>
    translations[lang]().then(({ default: found }) => {
      Object.assign(catalogs[lang], found.messages);
      Object.assign(layoutNames[lang], found.layoutNames);
    }),
  );
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

/** Every language's layout names that load with its messages, by layout id (for checks). */
export async function allLayoutNames(): Promise<Readonly<Record<Language, LayoutNameTable>>> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  return layoutNames;
}

/** The first supported language among the browser's, English otherwise. */
export function resolveLanguage(preference: LanguagePreference, browserLanguages: readonly string[]): Language {
  if (preference !== 'auto') return preference;
  return matchLanguage(browserLanguages) ?? 'en';
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
 * Replaces `{name}` placeholders, numbers written the language's way. A `count` param picks the
 * plural form its language's CLDR rules call for (`key_one`, `key_few`… ; the bare key is `other`).
 * Takes any string, and answers a key no language has with the key itself: components ask through
 * `t`, whose keys the compiler checks.
 */
export function translate(lang: Language, key: string, params?: MessageParams): string {
  const fallback = catalogs.en;
  const catalog = catalogs[lang];
  const form = typeof params?.count === 'number' ? pluralForm(lang, key, params.count, catalog, fallback) : undefined;
  const template = form ?? catalog[key] ?? fallback[key] ?? key;
  return params ? templateParams(lang, template, params) : template;
}

/** A layout's name in a language: its own name where that language has none for it. */
export function layoutNameIn(lang: Language, layout: Layout): string {
  return namedIn(layout, lang, layoutNames[lang]);
}

/** A message in the language shown, by a key the English catalogue has. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface I18n {
  t: Translate;
  lang: Readonly<ComputedRef<Language>>;
  /** The layout's name in the language shown. */
  layoutName: (layout: Layout) => string;
}

export function useI18n(): I18n {
  return {
    t: (key, params) => translate(current.value, key, params),
    lang: shown,
    layoutName: (layout) => layoutNameIn(current.value, layout),
  };
}
