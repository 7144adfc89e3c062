import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessages, LANGUAGES, resolveLanguage, setLanguagePreference, translate, useI18n } from '@/components/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

let MESSAGES: Awaited<ReturnType<typeof allMessages>>;
beforeAll(async () => {
  MESSAGES = await allMessages();
});

describe('messages', () => {
  it('has every key in every language, none empty', () => {
    const keys = new Set(LANGUAGES.flatMap((lang) => Object.keys(MESSAGES[lang])));
    expect(keys.size).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      const missing = [...keys].filter((key) => !MESSAGES[lang][key]?.trim());
      expect(missing, `missing in ${lang}`).toEqual([]);
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const key of Object.keys(MESSAGES.en)) {
      for (const lang of LANGUAGES) {
        expect(placeholders(MESSAGES[lang][key]), `${lang} ${key}`).toEqual(placeholders(MESSAGES.en[key]));
      }
    }
  });

  it('uses the rules pages’ terms', () => {
    expect(MESSAGES.bg['stuck.title']).toBe('Няма повече ходове');
    expect(MESSAGES.nl['stuck.title']).toBe('Geen zetten meer');
    expect(MESSAGES.bg['settings.style.digits']).toBe('Цифри');
    expect(MESSAGES.nl['settings.style.digits']).toBe('Cijfers');
  });

  it('calls a layout by one name across the page', () => {
    const terms = { bg: /разположени/i, nl: /opstelling/i } as const;
    const avoided = { bg: /подредб/i, nl: /indeling/i } as const;
    for (const lang of ['bg', 'nl'] as const) {
      expect(MESSAGES[lang]['progress.layout']).toMatch(terms[lang]);
      expect(MESSAGES[lang]['progress.allLayouts']).toMatch(terms[lang]);
      const strays = Object.entries(MESSAGES[lang]).filter(([, text]) => avoided[lang].test(text));
      expect(strays, lang).toEqual([]);
    }
  });

  it('loads a language other than English only when asked', async () => {
    vi.resetModules();
    const fresh = await import('@/components/i18n');
    expect(fresh.translate('nl', 'stuck.title')).toBe('No more moves');
    await fresh.loadLanguage('nl');
    expect(fresh.translate('nl', 'stuck.title')).toBe('Geen zetten meer');
    expect(fresh.translate('bg', 'stuck.title')).toBe('No more moves');
  });
});

describe('resolveLanguage', () => {
  it('follows the first supported browser language', () => {
    expect(resolveLanguage('auto', ['fr-FR', 'nl-BE', 'en'])).toBe('nl');
    expect(resolveLanguage('auto', ['BG'])).toBe('bg');
    expect(resolveLanguage('auto', ['de-DE'])).toBe('en');
    expect(resolveLanguage('auto', [])).toBe('en');
  });

  it('lets the setting override the browser', () => {
    expect(resolveLanguage('bg', ['nl-NL'])).toBe('bg');
  });
});

describe('translate', () => {
  it('fills placeholders and picks the singular form', () => {
    expect(translate('en', 'toolbar.hints', { count: 3 })).toBe('3 hints');
    expect(translate('en', 'toolbar.hints', { count: 1 })).toBe('1 hint');
    expect(translate('bg', 'toolbar.tilesLeft', { count: 12 })).toBe('Остават 12 плочки');
  });

  it('returns the key itself when no language has it', () => {
    expect(translate('nl', 'no.such.key')).toBe('no.such.key');
  });

  it('is reactive to the language preference', async () => {
    const { t, lang } = useI18n();
    await setLanguagePreference('nl');
    expect(lang.value).toBe('nl');
    expect(t('stuck.title')).toBe('Geen zetten meer');
    await setLanguagePreference('bg');
    expect(t('stuck.title')).toBe('Няма повече ходове');
    setLanguagePreference('auto');
  });
});
