/**
 * Text on tiles keeps 4.5:1 contrast (WCAG 1.4.3) on every face it is drawn on:
 * free and blocked, light and dark theme. axe-core cannot measure it in the
 * page (a tile's face is a gradient, with hatching when blocked), so this
 * reads the colours from the stylesheet and the Classic art themselves.
 */
import { describe, expect, it } from 'vitest';
import { classicSymbols, type ArtPart } from '@/components/faces/classicArt';
import { AA, contrast, over, parseColour, rootColours, stylesheet, THEMES, type Rgba, type Theme } from '../support/contrast';

const boardCss = stylesheet('components/board/board.css');
const tileColours = () => rootColours(boardCss);

/** The Ivory, Bold and Compact sets (tileSets.css): board.css's colours with those each set's own rule sets. */
const SETS = ['ivory', 'bold', 'compact'] as const;
const setsCss = stylesheet('components/faces/tileSets.css').replace(/\/\*[\s\S]*?\*\//g, '');
function setColours(set: string): Map<string, Record<Theme, Rgba>> {
  const rule = new RegExp(`\\.mj-style-${set}\\s*\\{([^}]*)\\}`).exec(setsCss);
  if (!rule) throw new Error(`tileSets.css has no .mj-style-${set} rule`);
  return new Map([...tileColours(), ...rootColours(`:root {${rule[1]}}`)]);
}

/** Every colour a tile's face shows under its text: both ends of the gradients, and the hatching on blocked tiles. */
function faceColours(colours: Map<string, Record<Theme, Rgba>>, theme: Theme): Map<string, Rgba> {
  const get = (name: string) => {
    const c = colours.get(name);
    if (!c) throw new Error(`board.css no longer defines ${name}`);
    return c[theme];
  };
  const faces = new Map<string, Rgba>([
    ['free', get('--tile-face')],
    ['free (top)', get('--tile-face-top')],
    ['blocked', get('--tile-face-blocked')],
    ['blocked (top)', get('--tile-face-blocked-top')],
  ]);
  faces.set('blocked, hatched', over(get('--tile-hatch'), get('--tile-face-blocked')));
  faces.set('blocked (top), hatched', over(get('--tile-hatch'), get('--tile-face-blocked-top')));
  return faces;
}

/** The opacity blocked tiles draw their face with, 1 when the stylesheet dims nothing. */
function blockedFaceOpacity(): number {
  const rule = /\.mj-tile\.is-blocked\s*>\s*\*\s*\{([^}]*)\}/.exec(boardCss);
  const opacity = rule ? /opacity:\s*([\d.]+)/.exec(rule[1]) : null;
  return opacity ? Number(opacity[1]) : 1;
}

function shortfalls(inks: ReadonlyMap<string, Rgba>, colours = tileColours()): string[] {
  const dim = blockedFaceOpacity();
  const low: string[] = [];
  for (const theme of THEMES) {
    for (const [face, background] of faceColours(colours, theme)) {
      for (const [ink, colour] of inks) {
        const drawn = face.startsWith('blocked') ? over([colour[0], colour[1], colour[2], colour[3] * dim], background) : colour;
        const ratio = contrast(drawn, background);
        if (ratio < AA) low.push(`${ink} on a ${face} ${theme} face: ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return low;
}

describe('text on tiles has 4.5:1 contrast on every face, in both themes', () => {
  it('the Digits inks', () => {
    const inks = new Map([...tileColours()].filter(([name]) => name.startsWith('--tile-ink-')).map(([name, c]) => [name, c.light] as const));
    expect(inks.size).toBe(9);
    expect(shortfalls(inks)).toEqual([]);
  });

  it('the Classic corner indexes', () => {
    const texts = new Map<string, Rgba>();
    const visit = (p: ArtPart, symbol: string) => {
      if (p.tag === 'text') texts.set(`${symbol} "${p.text}"`, parseColour(String(p.attrs.fill)));
      p.children?.forEach((c) => visit(c, symbol));
    };
    for (const symbol of classicSymbols()) visit(symbol, String(symbol.attrs.id));
    expect(texts.size).toBe(9 * 3 + 4 + 4 + 4); // characters, bamboo, dots, winds, flowers, seasons
    expect(shortfalls(texts)).toEqual([]);
  });
});

describe('the Ivory, Bold and Compact sets: text 4.5:1 on every face, in both themes', () => {
  for (const set of SETS) {
    it(`${set}: its inks`, () => {
      const colours = setColours(set);
      const inks = new Map([...colours].filter(([name]) => name.startsWith('--tile-ink-')).map(([name, c]) => [name, c.light] as const));
      expect(inks.size).toBe(9);
      expect(shortfalls(inks, colours)).toEqual([]);
    });
  }

  it('bold: the letter cut out of a solid mark, on every ink it is cut from', () => {
    const colours = setColours('bold');
    const cut = colours.get('--tile-bold-cut');
    if (!cut) throw new Error('tileSets.css no longer defines --tile-bold-cut');
    const dim = blockedFaceOpacity();
    const low: string[] = [];
    for (const theme of THEMES)
      for (const [face, background] of faceColours(colours, theme))
        for (const [name, c] of colours) {
          if (!name.startsWith('--tile-ink-')) continue;
          const a = face.startsWith('blocked') ? dim : 1;
          const ink = over([c[theme][0], c[theme][1], c[theme][2], a], background);
          const letter = over([cut[theme][0], cut[theme][1], cut[theme][2], a], ink);
          if (contrast(letter, ink) < AA) low.push(`cut out of ${name} on a ${face} ${theme} face: ${contrast(letter, ink).toFixed(2)}:1`);
        }
    expect(low).toEqual([]);
  });
});

describe('free and blocked faces are told apart by luminance alone', () => {
  /** The worst pairing: the darker end of a free face's gradient against the lighter end of a blocked one. */
  const ratio = (free: Rgba, blocked: Rgba) => contrast(free, blocked);
  const get = (name: string, theme: Theme) => {
    const c = tileColours().get(name);
    if (!c) throw new Error(`board.css no longer defines ${name}`);
    return c[theme];
  };

  for (const theme of THEMES) {
    it(`Digits and Classic, ${theme} theme: at least 2:1`, () => {
      const worst = Math.min(
        ...['--tile-face', '--tile-face-top'].flatMap((free) =>
          ['--tile-face-blocked', '--tile-face-blocked-top'].map((blocked) => ratio(get(free, theme), get(blocked, theme))),
        ),
      );
      expect(worst).toBeGreaterThanOrEqual(2);
    });
  }

  for (const set of SETS) {
    for (const theme of THEMES) {
      it(`${set}, ${theme} theme: at least 2:1`, () => {
        const c = setColours(set);
        const worst = Math.min(
          ...['--tile-face', '--tile-face-top'].flatMap((free) =>
            ['--tile-face-blocked', '--tile-face-blocked-top'].map((blocked) => ratio(c.get(free)![theme], c.get(blocked)![theme])),
          ),
        );
        console.log(`${set}, ${theme}: free against blocked ${worst.toFixed(2)}:1`);
        expect(worst).toBeGreaterThanOrEqual(2);
      });
    }
  }

  it('Large print: at least 3:1, its ink 4.5:1 on both faces', () => {
    const face = get('--tile-large-face', 'light'), blocked = get('--tile-large-blocked', 'light'), ink = get('--tile-large-ink', 'light');
    expect(ratio(face, blocked)).toBeGreaterThanOrEqual(3);
    expect(contrast(ink, blocked)).toBeGreaterThanOrEqual(AA);
    expect(contrast(ink, face)).toBeGreaterThanOrEqual(AA);
  });
});
