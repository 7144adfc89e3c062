/**
 * Text on tiles keeps 4.5:1 contrast (WCAG 1.4.3) on every face it is drawn on:
 * free and blocked, light and dark theme. axe-core cannot measure it in the
 * page (a tile's face is a gradient, with hatching when blocked), so this
 * reads the colours from the stylesheet and the Classic art themselves.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classicSymbols, type ArtPart } from '@/components/faces/classicArt';

// Read as text: the test environment turns imported CSS into nothing.
const boardCss = readFileSync(resolve(__dirname, '../../../components/board/board.css'), 'utf8');

type Rgba = [number, number, number, number];
type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];
const AA = 4.5;

function parseColour(text: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(text.trim());
  if (rgba) {
    const [r, g, b, a = '1'] = rgba[1].split(',').map((p) => p.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`not a colour this test reads: ${text}`);
}

/** The custom properties of the stylesheet's first :root rule, each in both themes. */
function tileColours(): Map<string, Record<Theme, Rgba>> {
  const root = /:root\s*\{([^}]*)\}/.exec(boardCss.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!root) throw new Error('board.css has no :root rule');
  const colours = new Map<string, Record<Theme, Rgba>>();
  for (const [, name, value] of root[1].matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((.+)\)$/.exec(value.trim());
    if (!pair) {
      colours.set(name, { light: parseColour(value), dark: parseColour(value) });
      continue;
    }
    // Split the two arguments at the comma outside parentheses.
    let depth = 0;
    const at = [...pair[1]].findIndex((c) => (c === '(' ? (depth++, false) : c === ')' ? (depth--, false) : c === ',' && depth === 0));
    colours.set(name, { light: parseColour(pair[1].slice(0, at)), dark: parseColour(pair[1].slice(at + 1)) });
  }
  return colours;
}

const over = (top: Rgba, below: Rgba): Rgba => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat(1) as Rgba;
};
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

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

function shortfalls(inks: ReadonlyMap<string, Rgba>): string[] {
  const colours = tileColours();
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
    expect(texts.size).toBe(9 + 4 + 4 + 4); // characters, winds, flowers, seasons
    expect(shortfalls(texts)).toEqual([]);
  });
});
