/**
 * The page's text colours keep 4.5:1 (WCAG 1.4.3) on every background the
 * theme puts under them, in both themes. axe-core checks dialogs in the page
 * but cannot decide for text on the page itself: its background is a gradient.
 */
import { describe, expect, it } from 'vitest';
import { AA, contrast, over, rootColours, stylesheet, THEMES, type Rgba } from '../support/contrast';

const colours = rootColours(stylesheet('components/theme/theme.css'));

function colour(name: string, theme: 'light' | 'dark'): Rgba {
  const c = colours.get(name);
  if (!c) throw new Error(`theme.css no longer defines ${name}`);
  return c[theme];
}

describe('theme colours', () => {
  it('text, muted text, accent and danger read at 4.5:1 on the page, its surfaces and their hover', () => {
    const low: string[] = [];
    for (const theme of THEMES) {
      const c = (name: string) => colour(name, theme);
      // Which text colours sit on which background: the pairs the components use.
      const every = ['--mj-text', '--mj-text-muted', '--mj-accent', '--mj-danger'];
      const pairs: [string, string, Rgba][] = [
        ...every.map((text): [string, string, Rgba] => [text, 'the page (edge)', c('--mj-bg')]),
        ...every.map((text): [string, string, Rgba] => [text, 'the page (centre)', c('--mj-bg-glow')]),
        ...every.map((text): [string, string, Rgba] => [text, 'a surface on the page', over(c('--mj-surface'), c('--mj-bg'))]),
        ...every.map((text): [string, string, Rgba] => [text, 'a dialog', c('--mj-surface-solid')]),
        ['--mj-text', 'a hovered toolbar button', over(c('--mj-surface-hover'), c('--mj-bg'))],
        ['--mj-text', 'a hovered or chosen control in a dialog', over(c('--mj-surface-hover'), c('--mj-surface-solid'))],
      ];
      for (const [text, where, background] of pairs) {
        const ratio = contrast(c(text), background);
        if (ratio < AA) low.push(`${theme}: ${text} on ${where}: ${ratio.toFixed(2)}:1`);
      }
      for (const button of ['--mj-accent', '--mj-accent-hover']) {
        const ratio = contrast(c('--mj-accent-text'), c(button));
        if (ratio < AA) low.push(`${theme}: --mj-accent-text on ${button}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(low).toEqual([]);
  });
});
