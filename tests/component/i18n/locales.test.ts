/**
 * locales/: one folder per language, named by its code in core/language.ts, each holding the
 * files English's does (and the layout names English's layouts carry themselves). A translator
 * takes a folder whole; adding a language is a folder and its code in the list.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import translations from 'virtual:languages';
import { LANGUAGES } from '@/components/i18n';
import { ON_DEMAND_AREAS } from '@/components/i18n/onDemand';

const LOCALES = resolve(__dirname, '../../../locales');
const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== 'en');
const folders = () => readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const filesOf = (lang: string) => readdirSync(resolve(LOCALES, lang)).sort();
/** Every file of messages or layout names, read one by one (the way no page reads them). */
const eachFile = import.meta.glob<Record<string, string>>('/locales/*/*.ts', { import: 'default' });

describe('the languages’ folders', () => {
  it('are one for every language the game lists, and none besides', () => {
    expect(folders().sort()).toEqual([...LANGUAGES].sort());
    expect(readdirSync(LOCALES).sort()).toEqual(folders().sort());
  });

  it('each hold the files English’s holds, and the layout names English does not need', () => {
    const english = filesOf('en');
    expect(english).toEqual(expect.arrayContaining(['board.ts', 'dialogs.ts', 'glossary.json', 'language.json']));
    expect(english).not.toContain('layouts.ts');
    for (const lang of TRANSLATIONS) expect(filesOf(lang), lang).toEqual([...english, 'layouts.ts'].sort());
  });

  it('each load, but English, as one module with every area’s messages (but those on demand) and the layout names', async () => {
    expect(Object.keys(translations).sort()).toEqual([...TRANSLATIONS].sort());
    const onDemand: readonly string[] = ON_DEMAND_AREAS.map((area) => `${area}.ts`);
    const areas = filesOf('en').filter((file) => file.endsWith('.ts') && !onDemand.includes(file));
    expect(onDemand.every((file) => filesOf('en').includes(file))).toBe(true);
    for (const lang of TRANSLATIONS) {
      const { default: loaded } = await translations[lang]();
      const files = await Promise.all(areas.map((file) => eachFile[`/locales/${lang}/${file}`]()));
      expect(loaded.messages, lang).toEqual(Object.assign({}, ...files));
      expect(loaded.layoutNames, lang).toEqual(await eachFile[`/locales/${lang}/layouts.ts`]());
      expect(Object.keys(loaded.layoutNames).length, lang).toBeGreaterThan(0);
    }
  });
});
