/**
 * Every catalogue held to its glossary (locales/<lang>/glossary.json, explained in
 * docs/TRANSLATIONS.md): one word per thing of the game, on the button and in every sentence
 * that names it, and none of the words the glossary rules out.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessages, LANGUAGES, type Language } from '@/components/i18n';
import { allAreaMessages } from '@/components/i18n/areas';
import { ON_DEMAND_AREAS } from '@/components/i18n/onDemand';

type Catalogue = Readonly<Record<string, string>>;
interface Term {
  /** The word as the glossary gives it, and as a button says it. */
  word: string;
  /** What every message naming the thing contains (a regular expression; the word when absent). */
  match?: string;
  /** Words for the same thing this language does not use (regular expressions). */
  avoid?: string[];
}
interface Glossary {
  buttons: string;
  terms: Record<TermName, Term>;
  /** Wordings ruled out whatever they name. */
  avoid?: string[];
}

const TERMS = [
  'tile', 'free', 'blocked', 'pair', 'hint', 'undo', 'redo', 'restart', 'layout', 'deal', 'shuffle', 'leaderboard', 'statistics',
  'bamboo', 'characters', 'dots', 'winds', 'dragons', 'flowers', 'seasons',
] as const;
type TermName = (typeof TERMS)[number];

/** Messages that name each thing: each holds the term's word (in some inflection). */
const NAMED_IN: Record<TermName, readonly string[]> = {
  tile: ['help.rule1', 'help.rule2'],
  free: ['board.tile.free', 'help.rule1'],
  blocked: ['board.tile.blocked', 'help.rule4'],
  pair: ['help.rule5'],
  hint: ['action.hint', 'help.rule7', 'won.ranked'],
  undo: ['action.undo'],
  redo: ['action.redo'],
  restart: ['action.restart'],
  layout: ['progress.layout', 'progress.allLayouts', 'help.layouts'],
  deal: ['daily.title', 'help.daily', 'won.daily'],
  shuffle: ['help.rule5'],
  leaderboard: ['action.leaderboard', 'progress.leaderboard.title', 'won.assisted', 'won.ranked', 'stuck.unranked', 'help.rule7', 'progress.lastGame.place'],
  statistics: ['action.stats', 'progress.stats.title', 'won.assisted'],
  bamboo: ['legend.family.bamboo', 'board.face.bamboo'],
  characters: ['legend.family.characters', 'board.face.characters'],
  dots: ['legend.family.dots', 'board.face.dots'],
  winds: ['legend.family.wind'],
  dragons: ['legend.family.dragon'],
  flowers: ['legend.family.flower', 'board.face.F1'],
  seasons: ['legend.family.season', 'board.face.S1'],
};
/** Buttons that say the glossary's word exactly. */
const BUTTONS: Partial<Record<TermName, string>> = {
  undo: 'action.undo',
  redo: 'action.redo',
  restart: 'action.restart',
  leaderboard: 'action.leaderboard',
};
/** The words the seed texts (the rules as published for Bulgarian and Dutch players) use. */
const SEEDED: Partial<Record<Language, Partial<Record<TermName, string>>>> = {
  bg: { leaderboard: 'Класиране', tile: 'плочка', pair: 'двойка', hint: 'Подсказка', layout: 'разположение', free: 'свободна', blocked: 'блокирана' },
  nl: { leaderboard: 'Ranglijst', tile: 'steen', pair: 'paar', hint: 'Hint', layout: 'opstelling', free: 'vrij', blocked: 'geblokkeerd' },
};

const glossaryOf = (lang: Language): Glossary =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../locales', lang, 'glossary.json'), 'utf8')) as Glossary;
const pattern = (source: string) => new RegExp(source, 'iu');

/** Where a catalogue strays from its glossary, one line each (nothing when it keeps to it). */
export function glossaryFindings(glossary: Glossary, catalogue: Catalogue): string[] {
  const found: string[] = [];
  for (const name of TERMS) {
    const term = glossary.terms[name];
    const match = pattern(term.match ?? term.word);
    for (const key of NAMED_IN[name]) if (!match.test(catalogue[key] ?? '')) found.push(`${key} does not say "${term.word}" (${name}): "${catalogue[key]}"`);
    const button = BUTTONS[name];
    if (button && catalogue[button] !== term.word) found.push(`${button} is "${catalogue[button]}", not the glossary's "${term.word}" (${name})`);
  }
  const avoided = [...(glossary.avoid ?? []), ...TERMS.flatMap((name) => glossary.terms[name].avoid ?? [])];
  for (const source of avoided) {
    for (const [key, text] of Object.entries(catalogue)) if (pattern(source).test(text)) found.push(`${key} says what the glossary rules out (/${source}/): "${text}"`);
  }
  return found;
}

let MESSAGES: Readonly<Record<Language, Catalogue>>;
beforeAll(async () => {
  MESSAGES = await allMessages();
  // The areas that load on demand keep to the glossary too.
  const areas = await Promise.all(ON_DEMAND_AREAS.map(allAreaMessages));
  MESSAGES = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.assign({}, MESSAGES[lang], ...areas.map((a) => a[lang]))])) as typeof MESSAGES;
});

describe('the glossaries', () => {
  it('give every language a word for every term, and a button form', () => {
    for (const lang of LANGUAGES) {
      const glossary = glossaryOf(lang);
      expect(glossary.buttons.trim(), lang).not.toBe('');
      expect(Object.keys(glossary.terms).sort(), lang).toEqual([...TERMS].sort());
      for (const name of TERMS) expect(glossary.terms[name].word.trim(), `${lang} ${name}`).not.toBe('');
    }
  });

  it('use the seed texts’ own words', () => {
    for (const [lang, words] of Object.entries(SEEDED) as [Language, Record<string, string>][]) {
      const glossary = glossaryOf(lang);
      expect(Object.fromEntries(Object.keys(words).map((name) => [name, glossary.terms[name as TermName].word])), lang).toEqual(words);
    }
  });

  it('hold every catalogue: the same word on the button and wherever the thing is named, no word ruled out', () => {
    const strays = LANGUAGES.map((lang) => [lang, glossaryFindings(glossaryOf(lang), MESSAGES[lang])] as const).filter(([, found]) => found.length);
    expect(Object.fromEntries(strays)).toEqual({});
  });

  it('catch a drift planted in a copy of a catalogue', () => {
    const dutch = { ...MESSAGES.nl, 'won.assisted': MESSAGES.nl['won.assisted'].replace(/ranglijst/i, 'klassement') };
    expect(glossaryFindings(glossaryOf('nl'), dutch)).toEqual([expect.stringContaining('won.assisted does not say "Ranglijst"'), expect.stringContaining('won.assisted says what the glossary rules out')]);
    const german = { ...MESSAGES.de, 'action.undo': 'Zurück' };
    expect(glossaryFindings(glossaryOf('de'), german)).toEqual([expect.stringContaining('action.undo does not say "Rückgängig"'), expect.stringContaining('action.undo is "Zurück"')]);
    const russian = { ...MESSAGES.ru, 'layouts.survey': MESSAGES.ru['layouts.survey'] + ' Расклад.' };
    expect(glossaryFindings(glossaryOf('ru'), russian)).toEqual([expect.stringContaining('layouts.survey says what the glossary rules out')]);
  });
});
