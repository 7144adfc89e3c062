/**
 * The message keys as types, taken from the English catalogue: a `t()` call or
 * a notice naming a key that English does not have fails to compile, and so
 * does a translation whose messages differ from the English file's (plural forms aside).
 * Types only: nothing here is bundled, so the deferred areas stay deferred.
 */
import type { PluralCategory } from './plural';
import type { OnDemandArea } from './onDemand';

/**
 * Every area's English file (locales/en/). The messages load by a glob (index.ts), which types
 * cannot follow: a new area is listed here too (a test checks). Each translation's file is held
 * to its area's English by `satisfies Translation<'area'>`, so a new language needs nothing here.
 */
interface English {
  board: typeof import('@/locales/en/board').default;
  daily: typeof import('@/locales/en/daily').default;
  dialogs: typeof import('@/locales/en/dialogs').default;
  notices: typeof import('@/locales/en/notices').default;
  progress: typeof import('@/locales/en/progress').default;
  race: typeof import('@/locales/en/race').default;
  rewards: typeof import('@/locales/en/rewards').default;
  shell: typeof import('@/locales/en/shell').default;
}

export type Area = keyof English;
/** The keys of the English file for one area. */
type FileKeys<A extends Area> = keyof English[A] & string;

/**
 * The suffixes of a count's plural forms, by CLDR category: `translate` picks `key_few` for a
 * count Intl.PluralRules calls `few`, and so on; the bare key is the `other` form.
 */
export type PluralSuffix = `_${PluralCategory}`;

/** The areas `t()` reads: those that load with the page or with the dialogs (./index.ts). */
type PageArea = Exclude<Area, OnDemandArea>;

/** Every key in the English files `t()` reads, plural forms included. */
export type CatalogueKey = { [A in PageArea]: FileKeys<A> }[PageArea];

/** The keys of an area on demand, read through its own loader (./areas.ts). */
export type AreaKey<A extends OnDemandArea> = FileKeys<A>;

/** A key a message is asked for by: a plural form is never asked for itself, its base key is. */
export type MessageKey = Exclude<CatalogueKey, `${string}${PluralSuffix}`>;

/** The keys of the notices the stores raise (messages in locales/<lang>/notices.ts). */
export type NoticeKey = Extract<MessageKey, `notices.${string}`>;

// Checks with no runtime part. Each names what is wrong in the compiler's error: a type that must
// be `never` shows the offending keys.
type MustBeNever<T extends never> = T;

/** The messages of an English file, plural forms aside. */
type MessagesOf<English> = Exclude<keyof English & string, `${string}${PluralSuffix}`>;

/**
 * A translation of an English file: every message English has, as text, and any plural form of
 * them (each language's own rules pick its forms). A translation's file says
 * `export default { … } satisfies Translated<…>`, so the compiler names a message it lacks and a
 * key it adds that is no English message nor a plural form of one.
 */
export type Translated<English> = { readonly [K in MessagesOf<English>]: string } & { readonly [K in `${MessagesOf<English>}${PluralSuffix}`]?: string };
/** A translation of one area's English file: what every language's locales/<lang>/<area>.ts satisfies. */
export type Translation<A extends Area> = Translated<English[A]>;

/** The plural forms among `Keys` whose base key is not there too: `t()` could never reach them. */
export type OrphanPluralForms<Keys extends string, K extends Keys = Keys> = K extends `${infer Base}${PluralSuffix}`
  ? Base extends Keys
    ? never
    : K
  : never;
type _PluralFormsHaveTheirBase = MustBeNever<OrphanPluralForms<CatalogueKey>>;

/** A value that is not a string: `translate` reads flat files of strings only (a translation's `satisfies` says the same). */
type NonTextKeys<File> = { [K in keyof File & string]: File[K] extends string ? never : K }[keyof File & string];
type NotText = { [A in Area]: English[A] extends Record<string, string> ? never : `en ${NonTextKeys<English[A]>}` }[Area];
type _EveryMessageIsText = MustBeNever<NotText>;
