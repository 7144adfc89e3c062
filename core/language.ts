/** The languages the game speaks: its messages, and every layout's name, come in each of them. */
export const LANGUAGES = ['en', 'bg', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language setting: one of the languages, or 'auto' to follow the browser's. */
export type LanguagePreference = 'auto' | Language;
