/**
 * Message keys the compiler checks. The `@ts-expect-error` lines are the test: vue-tsc (npm run
 * compile) fails if one of them compiles, that is, if a key English lacks were accepted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPinia } from 'pinia';
import { LANGUAGES, setLanguagePreference, useI18n, type Language } from '@/components/i18n';
import type { MessageKey, NoticeKey, OrphanPluralForms, PluralSuffix, Translated } from '@/components/i18n/keys';
import type { LayoutNames, layoutName } from '@/core/layout';
import type { LanguagePreference } from '@/core/language';
import type { Settings } from '@/stores/settings';
import { useNoticesStore } from '@/stores/notices';
import type noticesEnglish from '@/locales/en/notices';
import { ON_DEMAND_AREAS } from '@/components/i18n/onDemand';

const I18N = resolve(__dirname, '../../../components/i18n');
const LOCALES = resolve(__dirname, '../../../locales');
/** The areas of messages: the English folder's files of messages (layout names aside). */
const areasOf = (lang: Language) => readdirSync(resolve(LOCALES, lang)).filter((file) => file.endsWith('.ts') && file !== 'layouts.ts').map((file) => file.slice(0, -3));

describe('message keys', () => {
  it('lists every area of messages for the compiler, and holds every translation of it to English', () => {
    const areas = areasOf('en');
    expect(areas.length).toBeGreaterThan(0);
    const keysFile = readFileSync(resolve(I18N, 'keys.ts'), 'utf8');
    for (const area of areas) {
      expect(keysFile, area).toContain(`${area}: typeof import('@/locales/en/${area}').default;`);
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
        expect(readFileSync(resolve(LOCALES, lang, `${area}.ts`), 'utf8'), `${lang}/${area}`).toMatch(new RegExp(`\\n\\} satisfies Translation<'${area}'>;\\n$`));
      }
    }
  });

  it('loads each area’s English either with the page or on demand, never both, never neither', () => {
    const index = readFileSync(resolve(I18N, 'index.ts'), 'utf8');
    const list = (name: string) => {
      const call = new RegExp(`const ${name} = import\\.meta\\.glob<Catalog>\\(\\[([^\\]]*)\\]`).exec(index);
      expect(call, name).not.toBeNull();
      return [...(call?.[1] ?? '').matchAll(/'(!?)\/locales\/en\/([^/']+)\.ts'/g)].map((m) => ({ excluded: m[1] === '!', area: m[2] }));
    };
    const excludedFromPage = list('pageEnglish').filter((e) => e.excluded).map((e) => e.area).sort();
    const deferred = list('deferredEnglish').map((e) => e.area).sort();
    expect(deferred.length).toBeGreaterThan(0);
    // Left out of the page: deferred with the dialogs, or on demand (loaded by their view alone).
    expect([...deferred, ...ON_DEMAND_AREAS].sort()).toEqual(excludedFromPage);
    expect(deferred.filter((area) => (ON_DEMAND_AREAS as readonly string[]).includes(area))).toEqual([]);
    const areas = areasOf('en');
    for (const area of [...deferred, ...ON_DEMAND_AREAS]) expect(areas, area).toContain(area);
    // Each area on demand has its pattern in the loader's glob (components/i18n/areas.ts).
    const loader = readFileSync(resolve(I18N, 'areas.ts'), 'utf8');
    for (const area of ON_DEMAND_AREAS) expect(loader, area).toContain(`'/locales/*/${area}.ts'`);
  });

  it('lets t() ask only for keys the English catalogue has', async () => {
    await setLanguagePreference('en');
    const { t } = useI18n();
    expect(t('stuck.title')).toBe('No more moves');
    expect(t('toolbar.hints', { count: 1 })).toBe('1 hint');
    // @ts-expect-error: no language has this key
    expect(t('stuck.titel')).toBe('stuck.titel');
    // @ts-expect-error: a plural form is reached through its base key and a count, never asked for itself
    expect(t('toolbar.hints_one')).toBe('1 hint');
  });

  it('lets the stores raise only notices the English catalogue has', () => {
    const notices = useNoticesStore(createPinia());
    notices.push('notices.saveFailed');
    // @ts-expect-error: no notice has this key
    notices.push('notices.saveFailure');
    expect(notices.notices.map((n) => n.key)).toEqual(['notices.saveFailed', 'notices.saveFailure']);
    // A counted notice's plural forms are reached through its base key, never raised themselves.
    expectTypeOf<NoticeKey>().toEqualTypeOf<Exclude<keyof typeof noticesEnglish, `${string}${PluralSuffix}`>>();
    expectTypeOf<NoticeKey>().toExtend<MessageKey>();
  });
});

describe('the checks on the catalogues', () => {
  it('names a key a translation lacks or adds', () => {
    type English = { a: string; b: string; b_one: string };
    const same = { a: 'x', b: 'y' } satisfies Translated<English>;
    const ownForms = { a: 'x', b: 'y', b_few: 'z', b_many: 'w' } satisfies Translated<English>;
    // @ts-expect-error: lacks b
    const lacks = { a: 'x' } satisfies Translated<English>;
    // @ts-expect-error: adds c, which is no English message
    const adds = { a: 'x', b: 'y', c: 'z' } satisfies Translated<English>;
    // @ts-expect-error: adds c_one, a plural form of no English message
    const orphan = { a: 'x', b: 'y', c_one: 'z' } satisfies Translated<English>;
    // @ts-expect-error: a message is text
    const notText = { a: 'x', b: 2 } satisfies Translated<English>;
    expect([same, ownForms, lacks, adds, orphan, notText].map((t) => Object.keys(t).length)).toEqual([2, 4, 1, 3, 3, 2]);
  });

  it('names a plural form whose base key is missing', () => {
    expectTypeOf<OrphanPluralForms<'x' | 'x_one' | 'y'>>().toEqualTypeOf<never>();
    expectTypeOf<OrphanPluralForms<'x' | 'y_one'>>().toEqualTypeOf<'y_one'>();
  });
});

describe('one Language type', () => {
  it('is what the settings, the messages and the layouts name', () => {
    expectTypeOf<Language>().toEqualTypeOf<(typeof LANGUAGES)[number]>();
    expectTypeOf<Settings['language']>().toEqualTypeOf<LanguagePreference>();
    expectTypeOf<LanguagePreference>().toEqualTypeOf<'auto' | Language>();
    // A layout carries its English name; the others load with their language.
    expectTypeOf<keyof LayoutNames>().toExtend<Language>();
    expectTypeOf<Parameters<typeof layoutName>[1]>().toEqualTypeOf<Language>();
  });
});
