/**
 * The languages the game speaks: its messages, and every layout's name, come in each of them.
 * Codes are BCP 47 tags as `Intl` takes them; a region only where the translation is a region's
 * (Brazilian Portuguese, Simplified Chinese as written in mainland China).
 */
export const LANGUAGES = ['en', 'bg', 'nl', 'de', 'fr', 'es', 'it', 'pt-BR', 'pl', 'ru', 'uk', 'tr', 'ja', 'zh-CN', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language setting: one of the languages, or 'auto' to follow the browser's. */
export type LanguagePreference = 'auto' | Language;

/** The languages written right to left: the page mirrors for them (the board does not). */
export const RIGHT_TO_LEFT: readonly Language[] = ['ar'];

/** The text direction of a language, as `dir` takes it. */
export const directionOf = (lang: Language): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.includes(lang) ? 'rtl' : 'ltr');

/**
 * The first of the browser's languages (BCP 47 tags, best first) the game speaks, or null. A tag
 * matches a language with the same primary subtag: `pt-PT` is answered in Brazilian Portuguese and
 * `zh-TW` in Simplified Chinese, nearer to the reader than English.
 */
export function matchLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((lang) => lang.toLowerCase().split('-')[0] === base);
    if (found) return found;
  }
  return null;
}
