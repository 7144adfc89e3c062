// Plural forms by CLDR rules, and numbers in placeholders written the way each language writes them.
import type { Language } from '@/core/language';

type Catalog = Readonly<Record<string, string>>;

/** The plural categories a catalogue spells out; `other` is the bare key. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

// Building a rule set or a formatter is costly; a page asks for the same few many times.
const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

export function pluralRules(lang: Language): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) rules.set(lang, (found = new Intl.PluralRules(lang)));
  return found;
}

/** The categories a language's counted messages need besides `other`, e.g. one, few, many for Polish. */
export function neededCategories(lang: Language): PluralCategory[] {
  const used = pluralRules(lang).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
}

/**
 * The form of `key` for `count`: `key_<category>` where the catalogue has it. A language without
 * the form falls back to its own `other`, never to English's singular; English fills in only for a
 * key the language lacks altogether.
 */
export function pluralForm(lang: Language, key: string, count: number, catalog: Catalog, english: Catalog): string | undefined {
  const category = pluralRules(lang).select(count);
  if (key in catalog) return catalog[`${key}_${category}`];
  return english[`${key}_${pluralRules('en').select(count)}`];
}

/** A number in the language's digits and grouping. */
export function formatNumber(lang: Language, value: number): string {
  let found = numbers.get(lang);
  if (!found) numbers.set(lang, (found = new Intl.NumberFormat(lang)));
  return found.format(value);
}

/** Fills `{name}` placeholders: numbers formatted for the language, strings as they are. */
export function templateParams(lang: Language, template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatNumber(lang, value) : value;
  });
}
