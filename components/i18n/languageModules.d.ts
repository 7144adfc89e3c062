// The modules app/languageModules.ts makes from locales/: one per language other than English.
declare module 'virtual:languages' {
  import type { Language } from '@/core/language';
  import type { LayoutNameTable } from '@/core/layout';

  /** One language's messages (all its areas) and its layout names: one chunk, fetched when the language is wanted. */
  export interface LanguageBundle {
    messages: Readonly<Record<string, string>>;
    layoutNames: LayoutNameTable;
  }
  /** Every language but English, by code: loads its bundle. */
  const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: LanguageBundle }>>>;
  export default loaders;
}
