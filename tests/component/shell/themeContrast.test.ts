/**
 * The page's text colours keep 4.5:1 (WCAG 1.4.3) on every background the
 * theme puts under them, in every theme: light and dark (theme.css) and the
 * tables (tables.css). axe-core checks dialogs in the page but cannot decide
 * for text on the page itself: its background is a gradient, or a pattern.
 * Focus rings keep 3:1 (WCAG 1.4.11) against the page, and each table's tiles
 * (the light or dark ones its scheme picks, board.css) keep free and blocked
 * faces 2:1 apart.
 */
import { describe, expect, it } from 'vitest';
import { THEMES as ALL_THEMES } from '@/core/settings';
import { AA, contrast, over, rootColours, stylesheet, tableColours, THEMES, type Rgba, type Theme } from '../support/contrast';

const colours = rootColours(stylesheet('components/theme/theme.css'));
const tables = tableColours(stylesheet('components/theme/tables.css'));
const tiles = rootColours(stylesheet('components/board/board.css'));
/** Non-text contrast (WCAG 1.4.11): focus rings. */
const NON_TEXT = 3;

function colour(name: string, theme: Theme): Rgba {
  const c = colours.get(name);
  if (!c) throw new Error(`theme.css no longer defines ${name}`);
  return c[theme];
}

function tile(name: string, scheme: Theme): Rgba {
  const c = tiles.get(name);
  if (!c) throw new Error(`board.css no longer defines ${name}`);
  return c[scheme];
}

/**
 * Text colours below 4.5:1 on the backgrounds the components put them on. `page` holds
 * every colour the page's own background shows (its gradient's ends, and any pattern over them).
 */
function lowText(theme: string, c: (name: string) => Rgba, page: [string, Rgba][]): string[] {
  const every = ['--mj-text', '--mj-text-muted', '--mj-accent', '--mj-danger'];
  const pairs: [string, string, Rgba][] = [
    ...page.flatMap(([where, background]) => every.map((text): [string, string, Rgba] => [text, where, background])),
    ...every.map((text): [string, string, Rgba] => [text, 'a surface on the page', over(c('--mj-surface'), c('--mj-bg'))]),
    ...every.map((text): [string, string, Rgba] => [text, 'a dialog', c('--mj-surface-solid')]),
    ['--mj-text', 'a hovered toolbar button', over(c('--mj-surface-hover'), c('--mj-bg'))],
    ['--mj-text', 'a hovered or chosen control in a dialog', over(c('--mj-surface-hover'), c('--mj-surface-solid'))],
  ];
  const low: string[] = [];
  for (const [text, where, background] of pairs) {
    const ratio = contrast(c(text), background);
    if (ratio < AA) low.push(`${theme}: ${text} on ${where}: ${ratio.toFixed(2)}:1`);
  }
  for (const button of ['--mj-accent', '--mj-accent-hover']) {
    const ratio = contrast(c('--mj-accent-text'), c(button));
    if (ratio < AA) low.push(`${theme}: --mj-accent-text on ${button}: ${ratio.toFixed(2)}:1`);
  }
  return low;
}

/** Focus rings below 3:1: the page's (controls, dialogs) and the tiles' (drawn outside the tile, on the page). */
function lowFocus(theme: string, c: (name: string) => Rgba, scheme: Theme, page: [string, Rgba][]): string[] {
  const low: string[] = [];
  const rings: [string, Rgba, [string, Rgba][]][] = [
    ['--mj-focus', c('--mj-focus'), [...page, ['a dialog', c('--mj-surface-solid')]]],
    ['--tile-focus', tile('--tile-focus', scheme), page],
  ];
  for (const [ring, ink, backgrounds] of rings)
    for (const [where, background] of backgrounds) {
      const ratio = contrast(ink, background);
      if (ratio < NON_TEXT) low.push(`${theme}: ${ring} on ${where}: ${ratio.toFixed(2)}:1`);
    }
  return low;
}

/** A table's colour, which it must set itself (else theme.css's light-dark() default would show through). */
function tableColour(id: string, name: string): Rgba {
  const c = tables.get(id)?.colours.get(name);
  if (!c) throw new Error(`tables.css: the ${id} table does not set ${name}`);
  return c;
}

/** The colours a table's page background shows: its gradient's ends, and its pattern over each. */
function tablePage(id: string): [string, Rgba][] {
  const c = (name: string) => tableColour(id, name);
  const page: [string, Rgba][] = [['the page (edge)', c('--mj-bg')], ['the page (centre)', c('--mj-bg-glow')]];
  if (tables.get(id)?.colours.has('--mj-bg-pattern')) {
    page.push(['the pattern on the page (edge)', over(c('--mj-bg-pattern'), c('--mj-bg'))]);
    page.push(['the pattern on the page (centre)', over(c('--mj-bg-pattern'), c('--mj-bg-glow'))]);
  }
  return page;
}

const TABLES = ALL_THEMES.filter((theme) => theme !== 'light' && theme !== 'dark');

describe('theme colours', () => {
  it('text, muted text, accent and danger read at 4.5:1 on the page, its surfaces and their hover', () => {
    const low: string[] = [];
    for (const theme of THEMES) {
      const c = (name: string) => colour(name, theme);
      low.push(...lowText(theme, c, [['the page (edge)', c('--mj-bg')], ['the page (centre)', c('--mj-bg-glow')]]));
    }
    expect(low).toEqual([]);
  });

  it('focus rings, the page’s and the tiles’, stand out at 3:1 from the page and dialogs', () => {
    const low: string[] = [];
    for (const theme of THEMES) {
      const c = (name: string) => colour(name, theme);
      low.push(...lowFocus(theme, c, theme, [['the page (edge)', c('--mj-bg')], ['the page (centre)', c('--mj-bg-glow')]]));
    }
    expect(low).toEqual([]);
  });
});

describe('the tables (tables.css)', () => {
  it('are at least six, one rule each for every theme past light and dark', () => {
    expect(TABLES.length).toBeGreaterThanOrEqual(6);
    expect([...tables.keys()].sort()).toEqual([...TABLES].sort());
  });

  it('each sets every colour theme.css does, so none falls back to light or dark', () => {
    const missing = TABLES.flatMap((id) => [...colours.keys()].filter((name) => !tables.get(id)?.colours.has(name)).map((name) => `${id}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('each draws its page from its own --mj-bg* colours alone, the ones measured here', () => {
    const literal = TABLES.filter((id) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|\b(white|black)\b/i.test(tables.get(id)!.body)).map((id) => id);
    expect(literal).toEqual([]);
    const others = TABLES.flatMap((id) => [...tables.get(id)!.body.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]).filter((v) => !v.startsWith('--mj-bg')).map((v) => `${id}: ${v}`));
    expect(others).toEqual([]);
  });

  for (const id of TABLES) {
    it(`${id}: text at 4.5:1 on its page (pattern included), surfaces and hover; focus rings at 3:1`, () => {
      const table = tables.get(id)!;
      const c = (name: string) => tableColour(id, name);
      expect([...lowText(id, c, tablePage(id)), ...lowFocus(id, c, table.scheme, tablePage(id))]).toEqual([]);
    });

    it(`${id}: its tiles (${tables.get(id)!.scheme}) keep free and blocked faces 2:1 apart`, () => {
      const scheme = tables.get(id)!.scheme;
      const worst = Math.min(
        ...['--tile-face', '--tile-face-top'].flatMap((free) =>
          ['--tile-face-blocked', '--tile-face-blocked-top'].map((blocked) => contrast(tile(free, scheme), tile(blocked, scheme))),
        ),
      );
      expect(worst).toBeGreaterThanOrEqual(2);
    });
  }
});
