import type { LayoutNameTable } from '@/core/layout';

/** One language's messages and layout names: one chunk, fetched when the language is wanted. */
export interface LanguageBundle {
  messages: Readonly<Record<string, string>>;
  layoutNames: LayoutNameTable;
}

/** Gathers a language's area files (an eager glob) and its layout-name table into one bundle. */
export function bundle(areas: Record<string, Readonly<Record<string, string>>>, layoutNames: LayoutNameTable = {}): LanguageBundle {
  return { messages: Object.assign({}, ...Object.values(areas)), layoutNames };
}
