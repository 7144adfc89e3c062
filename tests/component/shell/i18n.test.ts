import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allMessages, loadLanguage, resolveLanguage, setLanguagePreference, translate, useI18n, type Language } from '@/components/i18n';

let MESSAGES: Awaited<ReturnType<typeof allMessages>>;
beforeAll(async () => {
  MESSAGES = await allMessages();
});

describe('messages', () => {
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
    expect(resolveLanguage('auto', ['sv-SE', 'nl-BE', 'en'])).toBe('nl');
    expect(resolveLanguage('auto', ['BG'])).toBe('bg');
    expect(resolveLanguage('auto', ['de-DE'])).toBe('de');
    expect(resolveLanguage('auto', ['fi', 'ko-KR'])).toBe('en');
    expect(resolveLanguage('auto', [])).toBe('en');
  });

  it('answers a regional tag with the region the game speaks for that language', () => {
    expect(resolveLanguage('auto', ['pt-PT'])).toBe('pt-BR');
    expect(resolveLanguage('auto', ['pt'])).toBe('pt-BR');
    expect(resolveLanguage('auto', ['zh-TW', 'en'])).toBe('zh-CN');
    expect(resolveLanguage('auto', ['ar-EG'])).toBe('ar');
    expect(resolveLanguage('auto', ['uk-UA', 'ru'])).toBe('uk');
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
    expect(translate('en', 'toolbar.tilesLeft', { count: 1 })).toBe('1 tile left');
  });

  it('picks the form each language’s plural rules call for', async () => {
    await Promise.all((['pl', 'ru', 'ar', 'fr', 'ja'] as const).map((lang) => loadLanguage(lang)));
    const tiles = (lang: Language, count: number) => translate(lang, 'toolbar.tilesLeft', { count });
    expect([1, 2, 5, 22, 25, 112].map((n) => tiles('pl', n))).toEqual([
      'Został 1 kamień', 'Zostały 2 kamienie', 'Zostało 5 kamieni', 'Zostały 22 kamienie', 'Zostało 25 kamieni', 'Zostało 112 kamieni',
    ]);
    expect([1, 3, 11, 21, 101].map((n) => tiles('ru', n))).toEqual([
      'Осталась 1 кость', 'Осталось 3 кости', 'Осталось 11 костей', 'Осталась 21 кость', 'Осталась 101 кость',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => tiles('ar', n))).toEqual([
      'لم يبقَ أي حجر', 'بقي حجر واحد', 'بقي حجران', 'بقيت 3 أحجار', 'بقي 11 حجرًا', 'بقي 100 حجر',
    ]);
    expect([0, 1, 2].map((n) => tiles('fr', n))).toEqual(['0 tuile restante', '1 tuile restante', '2 tuiles restantes']);
    expect(tiles('ja', 1)).toBe('残り1枚');
  });

  it('writes numbers the language’s way', async () => {
    await Promise.all((['de', 'fr'] as const).map((lang) => loadLanguage(lang)));
    expect(translate('de', 'keptAside.added', { count: 1200 })).toBe('1.200 Spiele zu deiner Statistik hinzugefügt.');
    expect(translate('fr', 'keptAside.added', { count: 1200 })).toBe('1\u202f200 parties ajoutées à vos statistiques.');
    expect(translate('en', 'keptAside.added', { count: 1200 })).toBe('1,200 games added to your statistics.');
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
