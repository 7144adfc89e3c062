/**
 * The message keys as types, taken from the English catalogue: a `t()` call or
 * a notice naming a key that English does not have fails to compile, and so
 * does a translation whose messages differ from the English file's (plural forms aside).
 * Types only: nothing here is bundled, so the deferred areas stay deferred.
 */
import type { Language } from '@/core/language';
import type { PluralCategory } from './plural';

/**
 * Every area's file in every language. The messages load by a glob (index.ts),
 * which types cannot follow: a new area is listed here too (a test checks).
 */
interface Catalogues {
  board: {
    en: typeof import('./messages/board/en').default;
    bg: typeof import('./messages/board/bg').default;
    nl: typeof import('./messages/board/nl').default;
    de: typeof import('./messages/board/de').default;
    fr: typeof import('./messages/board/fr').default;
    es: typeof import('./messages/board/es').default;
    it: typeof import('./messages/board/it').default;
    'pt-BR': typeof import('./messages/board/pt-BR').default;
    pl: typeof import('./messages/board/pl').default;
    ru: typeof import('./messages/board/ru').default;
    uk: typeof import('./messages/board/uk').default;
    tr: typeof import('./messages/board/tr').default;
    ja: typeof import('./messages/board/ja').default;
    'zh-CN': typeof import('./messages/board/zh-CN').default;
    ar: typeof import('./messages/board/ar').default;
  };
  daily: {
    en: typeof import('./messages/daily/en').default;
    bg: typeof import('./messages/daily/bg').default;
    nl: typeof import('./messages/daily/nl').default;
    de: typeof import('./messages/daily/de').default;
    fr: typeof import('./messages/daily/fr').default;
    es: typeof import('./messages/daily/es').default;
    it: typeof import('./messages/daily/it').default;
    'pt-BR': typeof import('./messages/daily/pt-BR').default;
    pl: typeof import('./messages/daily/pl').default;
    ru: typeof import('./messages/daily/ru').default;
    uk: typeof import('./messages/daily/uk').default;
    tr: typeof import('./messages/daily/tr').default;
    ja: typeof import('./messages/daily/ja').default;
    'zh-CN': typeof import('./messages/daily/zh-CN').default;
    ar: typeof import('./messages/daily/ar').default;
  };
  dialogs: {
    en: typeof import('./messages/dialogs/en').default;
    bg: typeof import('./messages/dialogs/bg').default;
    nl: typeof import('./messages/dialogs/nl').default;
    de: typeof import('./messages/dialogs/de').default;
    fr: typeof import('./messages/dialogs/fr').default;
    es: typeof import('./messages/dialogs/es').default;
    it: typeof import('./messages/dialogs/it').default;
    'pt-BR': typeof import('./messages/dialogs/pt-BR').default;
    pl: typeof import('./messages/dialogs/pl').default;
    ru: typeof import('./messages/dialogs/ru').default;
    uk: typeof import('./messages/dialogs/uk').default;
    tr: typeof import('./messages/dialogs/tr').default;
    ja: typeof import('./messages/dialogs/ja').default;
    'zh-CN': typeof import('./messages/dialogs/zh-CN').default;
    ar: typeof import('./messages/dialogs/ar').default;
  };
  notices: {
    en: typeof import('./messages/notices/en').default;
    bg: typeof import('./messages/notices/bg').default;
    nl: typeof import('./messages/notices/nl').default;
    de: typeof import('./messages/notices/de').default;
    fr: typeof import('./messages/notices/fr').default;
    es: typeof import('./messages/notices/es').default;
    it: typeof import('./messages/notices/it').default;
    'pt-BR': typeof import('./messages/notices/pt-BR').default;
    pl: typeof import('./messages/notices/pl').default;
    ru: typeof import('./messages/notices/ru').default;
    uk: typeof import('./messages/notices/uk').default;
    tr: typeof import('./messages/notices/tr').default;
    ja: typeof import('./messages/notices/ja').default;
    'zh-CN': typeof import('./messages/notices/zh-CN').default;
    ar: typeof import('./messages/notices/ar').default;
  };
  progress: {
    en: typeof import('./messages/progress/en').default;
    bg: typeof import('./messages/progress/bg').default;
    nl: typeof import('./messages/progress/nl').default;
    de: typeof import('./messages/progress/de').default;
    fr: typeof import('./messages/progress/fr').default;
    es: typeof import('./messages/progress/es').default;
    it: typeof import('./messages/progress/it').default;
    'pt-BR': typeof import('./messages/progress/pt-BR').default;
    pl: typeof import('./messages/progress/pl').default;
    ru: typeof import('./messages/progress/ru').default;
    uk: typeof import('./messages/progress/uk').default;
    tr: typeof import('./messages/progress/tr').default;
    ja: typeof import('./messages/progress/ja').default;
    'zh-CN': typeof import('./messages/progress/zh-CN').default;
    ar: typeof import('./messages/progress/ar').default;
  };
  shell: {
    en: typeof import('./messages/shell/en').default;
    bg: typeof import('./messages/shell/bg').default;
    nl: typeof import('./messages/shell/nl').default;
    de: typeof import('./messages/shell/de').default;
    fr: typeof import('./messages/shell/fr').default;
    es: typeof import('./messages/shell/es').default;
    it: typeof import('./messages/shell/it').default;
    'pt-BR': typeof import('./messages/shell/pt-BR').default;
    pl: typeof import('./messages/shell/pl').default;
    ru: typeof import('./messages/shell/ru').default;
    uk: typeof import('./messages/shell/uk').default;
    tr: typeof import('./messages/shell/tr').default;
    ja: typeof import('./messages/shell/ja').default;
    'zh-CN': typeof import('./messages/shell/zh-CN').default;
    ar: typeof import('./messages/shell/ar').default;
  };
}

type Area = keyof Catalogues;
/** The keys of one language's file for one area. */
type FileKeys<A extends Area, L extends Language> = keyof Catalogues[A][L] & string;

/**
 * The suffixes of a count's plural forms, by CLDR category: `translate` picks `key_few` for a
 * count Intl.PluralRules calls `few`, and so on; the bare key is the `other` form.
 */
export type PluralSuffix = `_${PluralCategory}`;

/** Every key in the English files, plural forms included. */
export type CatalogueKey = { [A in Area]: FileKeys<A, 'en'> }[Area];

/** A key a message is asked for by: a plural form is never asked for itself, its base key is. */
export type MessageKey = Exclude<CatalogueKey, `${string}${PluralSuffix}`>;

/** The keys of the notices the stores raise (messages in messages/notices/). */
export type NoticeKey = Extract<MessageKey, `notices.${string}`>;

// Checks with no runtime part. Each names what is wrong in the compiler's error: a type that must
// be `never` shows the offending keys.
type MustBeNever<T extends never> = T;

/** A key without its plural suffix: the message it is a form of. */
type BaseOf<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/**
 * How a translation's keys differ from the English file's, `never` when they agree: "lacks <key>"
 * for a message English has and it has not, "adds <key>" for a key that is no English message nor
 * a plural form of one. Plural forms follow each language's own rules, so they may differ.
 */
export type KeyMismatch<English, Translation> =
  | `lacks ${Exclude<Exclude<keyof English & string, `${string}${PluralSuffix}`>, keyof Translation & string>}`
  | `adds ${Exclude<BaseOf<keyof Translation & string>, keyof English & string>}`;
type Mismatch = { [A in Area]: { [L in Language]: `${L} ${KeyMismatch<Catalogues[A]['en'], Catalogues[A][L]>}` }[Language] }[Area];
type _TranslationsMatchEnglish = MustBeNever<Mismatch>;

/** The plural forms among `Keys` whose base key is not there too: `t()` could never reach them. */
export type OrphanPluralForms<Keys extends string, K extends Keys = Keys> = K extends `${infer Base}${PluralSuffix}`
  ? Base extends Keys
    ? never
    : K
  : never;
type _PluralFormsHaveTheirBase = MustBeNever<OrphanPluralForms<CatalogueKey>>;

/** A value that is not a string: `translate` reads flat files of strings only. */
type NonTextKeys<File> = { [K in keyof File & string]: File[K] extends string ? never : K }[keyof File & string];
type NotText = { [A in Area]: { [L in Language]: Catalogues[A][L] extends Record<string, string> ? never : `${L} ${NonTextKeys<Catalogues[A][L]>}` }[Language] }[Area];
type _EveryMessageIsText = MustBeNever<NotText>;
