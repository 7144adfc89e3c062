/**
 * The catalogues, every language against English: the same messages, the same placeholders, the
 * plural forms each language's CLDR rules call for, nothing left in English, and every layout named.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allLayoutNames, allMessages, LANGUAGES, type Language } from '@/components/i18n';
import { neededCategories, PLURAL_CATEGORIES, pluralRules, type PluralCategory } from '@/components/i18n/plural';
import { LAYOUTS } from '@/core/layouts';
import { LANGUAGE_NAMES } from '@/components/dialogs/languageNames';
import { allAreaMessages } from '@/components/i18n/areas';
import { ON_DEMAND_AREAS } from '@/components/i18n/onDemand';

type Catalogue = Readonly<Record<string, string>>;
let MESSAGES: Readonly<Record<Language, Catalogue>>;
let NAMES: Awaited<ReturnType<typeof allLayoutNames>>;
beforeAll(async () => {
  [MESSAGES, NAMES] = await Promise.all([allMessages(), allLayoutNames()]);
  // The areas that load on demand are held to the same checks: each language's merged in.
  const areas = await Promise.all(ON_DEMAND_AREAS.map(allAreaMessages));
  MESSAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.assign({}, MESSAGES[lang], ...areas.map((a) => a[lang]))])) as typeof MESSAGES;
});

const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== 'en');
const FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);
const baseOf = (key: string) => FORM.exec(key)?.[1] ?? key;
const categoryOf = (key: string) => FORM.exec(key)?.[2] as PluralCategory | undefined;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const messageKeys = () => Object.keys(MESSAGES.en).filter((key) => !categoryOf(key));
/** A message is counted when English fills a count into it: it then comes in plural forms. */
const countedKeys = () => messageKeys().filter((key) => placeholders(MESSAGES.en[key]).includes('count'));

/** How many whole numbers from 0 to 10,000 a language's rules put in a category. */
const counted = new Map<string, number>();
function integersIn(lang: Language, category: PluralCategory): number {
  const known = counted.get(`${lang} ${category}`);
  if (known !== undefined) return known;
  let n = 0;
  for (let i = 0; i <= 10_000; i++) if (pluralRules(lang).select(i) === category) n++;
  counted.set(`${lang} ${category}`, n);
  return n;
}

/**
 * Messages that may read the same as English: names, codes and units, and words the language
 * shares with English. Each is listed with its language; anything else equal to English is a
 * message left untranslated.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  '*': ['key.ctrlZ', 'key.ctrlShiftZ', 'key.ctrlY', 'won.seconds', 'won.seconds_one', 'won.seconds_many', 'daily.dayLabel', 'daily.dayLabelTime', 'editor.count', 'editor.fileProblem'],
  bg: [],
  nl: ['daily.dayLabelTime', 'daily.hints', 'daily.hints_one', 'help.title', 'action.help', 'app.title', 'progress.hintsShort', 'won.hints', 'action.hint', 'toolbar.hints', 'toolbar.hints_one', 'progress.lastGame.hints', 'progress.lastGame.hints_one', 'board.tile.hinted', 'progress.ranked', 'progress.ranked_one', 'settings.style.compact', 'settings.volume'],
  de: ['action.pause', 'demo.pause', 'replay.pause', 'daily.dayLabelTime', 'editor.name'],
  fr: ['action.pause', 'demo.pause', 'replay.pause', 'progress.date', 'app.title', 'legend.family.dragon', 'settings.style.compact', 'settings.volume'],
  it: ['settings.volume'],
  'pt-BR': ['settings.volume'],
  tr: ['app.title'],
};
const mayMatchEnglish = (lang: Language, key: string) =>
  SAME_AS_ENGLISH['*'].includes(key) || (SAME_AS_ENGLISH[lang] ?? []).includes(key);

/** The script a language is written in: every message in it has some of it. */
const SCRIPTS: Partial<Record<Language, RegExp>> = {
  bg: /\p{Script=Cyrillic}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  'zh-CN': /\p{Script=Han}/u,
  ar: /\p{Script=Arabic}/u,
};
/** Messages with no words to translate: a key's name or a duration's unit. */
const NO_WORDS = new Set(['key.ctrlZ', 'key.ctrlShiftZ', 'key.ctrlY', 'daily.dayLabel', 'editor.count', 'editor.fileProblem']);

describe('every language', () => {
  it('has every English message, none empty, and no key English lacks', () => {
    expect(messageKeys().length).toBeGreaterThan(150);
    for (const lang of LANGUAGES) {
      const catalogue = MESSAGES[lang];
      const missing = messageKeys().filter((key) => !catalogue[key]?.trim());
      expect(missing, `missing in ${lang}`).toEqual([]);
      const strays = Object.keys(catalogue).filter((key) => !(baseOf(key) in MESSAGES.en) || !catalogue[key].trim());
      expect(strays, `keys of ${lang} that English lacks`).toEqual([]);
    }
  });

  it('fills in the same placeholders as English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(MESSAGES[lang])) {
        const english = placeholders(MESSAGES.en[baseOf(key)]);
        const category = categoryOf(key);
        // A plural form may say its number in words ("one tile", "two tiles") only where its
        // category holds one number alone: Arabic "two" is 2, Russian "one" is 1, 21, 31…
        const wordsForCount = category !== undefined && integersIn(lang, category) === 1;
        const expected = wordsForCount ? english.filter((name) => name !== 'count') : english;
        const found = placeholders(text).filter((name) => !(wordsForCount && name === 'count'));
        expect(found, `${lang} ${key}: "${text}"`).toEqual(expected);
      }
    }
  });

  it('has the plural forms its CLDR rules need for every counted message, and no others', () => {
    expect(countedKeys().length).toBeGreaterThan(8);
    for (const lang of LANGUAGES) {
      const needed = neededCategories(lang);
      for (const key of countedKeys()) {
        const lacking = needed.filter((category) => !MESSAGES[lang][`${key}_${category}`]);
        expect(lacking, `${lang} ${key}`).toEqual([]);
      }
      const unused = Object.keys(MESSAGES[lang]).filter((key) => {
        const category = categoryOf(key);
        return category !== undefined && !needed.includes(category);
      });
      expect(unused, `${lang}: forms its rules never pick`).toEqual([]);
    }
    // The rules themselves: what the catalogues above were written for.
    expect(neededCategories('pl')).toEqual(['one', 'few', 'many']);
    expect(neededCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many']);
    expect(neededCategories('ja')).toEqual([]);
  });

  it('leaves no message in English (names, codes and shared words excepted)', () => {
    for (const lang of TRANSLATIONS) {
      const same = Object.entries(MESSAGES[lang]).filter(([key, text]) => text === MESSAGES.en[key] && !mayMatchEnglish(lang, key));
      expect(same.map(([key]) => key), lang).toEqual([]);
    }
  });

  it('writes every message of a language with its own script in that script', () => {
    for (const [lang, script] of Object.entries(SCRIPTS) as [Language, RegExp][]) {
      const foreign = Object.entries(MESSAGES[lang]).filter(([key, text]) => !NO_WORDS.has(key) && !script.test(text.replace(/\{\w+\}/g, '')));
      expect(foreign.map(([key]) => key), lang).toEqual([]);
    }
  });

  it('names every language by its own name, in one table', () => {
    for (const lang of LANGUAGES) expect(LANGUAGE_NAMES[lang].trim(), lang).not.toBe('');
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(LANGUAGES.length);
  });
});

describe('the layout names', () => {
  it('name every layout in every language, each name distinct within its language', () => {
    for (const lang of LANGUAGES) {
      const names = LAYOUTS.map((layout) => NAMES[lang][layout.id] ?? (layout.names as Record<string, string>)[lang]);
      expect(names.filter((name) => !name?.trim()).length, `${lang}: layouts without a name`).toBe(0);
      expect(new Set(names).size, `${lang}: ${names.join(', ')}`).toBe(LAYOUTS.length);
    }
  });

  it('name only layouts that exist', () => {
    const ids = new Set(LAYOUTS.map((layout) => layout.id));
    for (const lang of LANGUAGES) expect(Object.keys(NAMES[lang]).filter((id) => !ids.has(id)), lang).toEqual([]);
  });

  it('are translated, in the language’s script', () => {
    const sharedWithEnglish = new Set(['de L08', 'nl L08']); // "Ring" is the German and Dutch word too
    for (const lang of TRANSLATIONS) {
      for (const layout of LAYOUTS) {
        const name = NAMES[lang][layout.id] ?? (layout.names as Record<string, string>)[lang];
        if (!sharedWithEnglish.has(`${lang} ${layout.id}`)) expect(name, `${lang} ${layout.id}`).not.toBe(layout.name);
        const script = SCRIPTS[lang];
        if (script) expect(name, `${lang} ${layout.id}`).toMatch(script);
      }
    }
  });
});

describe('the store listing', () => {
  const listing = (lang: Language) =>
    JSON.parse(readFileSync(resolve(__dirname, '../../../locales', lang, 'extension.json'), 'utf8')) as Record<string, { message: string }>;

  it('has a name and a description in every language, within the stores’ lengths, translated', () => {
    const english = listing('en');
    for (const lang of LANGUAGES) {
      const { extName, extDescription } = listing(lang);
      expect(extName.message.length, lang).toBeLessThanOrEqual(75);
      expect(extDescription.message.length, lang).toBeLessThanOrEqual(132);
      expect(extDescription.message.trim().length, lang).toBeGreaterThan(20);
      if (lang !== 'en') expect(extDescription.message, lang).not.toBe(english.extDescription.message);
      const script = SCRIPTS[lang];
      if (script) expect(extDescription.message, lang).toMatch(script);
    }
  });
});
