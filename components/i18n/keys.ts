/**
 * The message keys as types, taken from the English catalogue: a `t()` call or
 * a notice naming a key that English does not have fails to compile, and so
 * does a Bulgarian or Dutch file whose keys differ from the English one's.
 * Types only: nothing here is bundled, so the deferred areas stay deferred.
 */
import type { Language } from '@/core/language';

/**
 * Every area's file in every language. The messages load by a glob (index.ts),
 * which types cannot follow: a new area is listed here too (a test checks).
 */
interface Catalogues {
  board: {
    en: typeof import('./messages/board/en').default;
    bg: typeof import('./messages/board/bg').default;
    nl: typeof import('./messages/board/nl').default;
  };
  daily: {
    en: typeof import('./messages/daily/en').default;
    bg: typeof import('./messages/daily/bg').default;
    nl: typeof import('./messages/daily/nl').default;
  };
  dialogs: {
    en: typeof import('./messages/dialogs/en').default;
    bg: typeof import('./messages/dialogs/bg').default;
    nl: typeof import('./messages/dialogs/nl').default;
  };
  notices: {
    en: typeof import('./messages/notices/en').default;
    bg: typeof import('./messages/notices/bg').default;
    nl: typeof import('./messages/notices/nl').default;
  };
  progress: {
    en: typeof import('./messages/progress/en').default;
    bg: typeof import('./messages/progress/bg').default;
    nl: typeof import('./messages/progress/nl').default;
  };
  shell: {
    en: typeof import('./messages/shell/en').default;
    bg: typeof import('./messages/shell/bg').default;
    nl: typeof import('./messages/shell/nl').default;
  };
}

type Area = keyof Catalogues;
/** The keys of one language's file for one area. */
type FileKeys<A extends Area, L extends Language> = keyof Catalogues[A][L] & string;

/** The suffix of a count's singular form: `translate` picks `key_one` over `key` when the count is 1. */
export type PluralSuffix = '_one';

/** Every key in the English files, plural forms included. */
export type CatalogueKey = { [A in Area]: FileKeys<A, 'en'> }[Area];

/** A key a message is asked for by: a plural form is never asked for itself, its base key is. */
export type MessageKey = Exclude<CatalogueKey, `${string}${PluralSuffix}`>;

/** The keys of the notices the stores raise (messages in messages/notices/). */
export type NoticeKey = Extract<MessageKey, `notices.${string}`>;

// Checks with no runtime part. Each names what is wrong in the compiler's error: a type that must
// be `never` shows the offending keys.
type MustBeNever<T extends never> = T;

/** How a translation's keys differ from the English file's: "lacks <key>" and "adds <key>", `never` when they agree. */
export type KeyMismatch<English, Translation> =
  | `lacks ${Exclude<keyof English & string, keyof Translation & string>}`
  | `adds ${Exclude<keyof Translation & string, keyof English & string>}`;
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
type NotText = { [A in Area]: { [L in Language]: { [K in FileKeys<A, L>]: Catalogues[A][L][K] extends string ? never : `${L} ${K}` }[FileKeys<A, L>] }[Language] }[Area];
type _EveryMessageIsText = MustBeNever<NotText>;
