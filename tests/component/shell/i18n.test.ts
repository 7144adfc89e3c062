import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES, resolveLanguage, setLanguagePreference, translate, useI18n } from '@/components/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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

  it('is reactive to the language preference', () => {
    const { t, lang } = useI18n();
    setLanguagePreference('nl');
    expect(lang.value).toBe('nl');
    expect(t('stuck.title')).toBe('Geen zetten meer');
    setLanguagePreference('bg');
    expect(t('stuck.title')).toBe('Няма повече ходове');
    setLanguagePreference('auto');
  });
});
