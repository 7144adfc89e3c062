/**
 * WCAG contrast, worked out from a stylesheet's colours: for text that axe-core
 * cannot measure in the page (on gradients, hatching or translucent layers).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type Rgba = [number, number, number, number];
export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];
/** WCAG 1.4.3 AA for text of any size. */
export const AA = 4.5;

/** A stylesheet of the repository, as text (the test environment turns imported CSS into nothing). */
export function stylesheet(pathFromRoot: string): string {
  return readFileSync(resolve(__dirname, '../../..', pathFromRoot), 'utf8');
}

export function parseColour(text: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text.trim());
  if (rgb) {
    // Both rgb(r, g, b, a) and rgb(r g b / a).
    const [r, g, b, a = '1'] = rgb[1].split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`not a colour this test reads: ${text}`);
}

/** The colour custom properties of a stylesheet's first :root rule, each in both themes (light-dark() or one value). */
export function rootColours(css: string): Map<string, Record<Theme, Rgba>> {
  const root = /:root[^{]*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!root) throw new Error('the stylesheet has no :root rule');
  const colours = new Map<string, Record<Theme, Rgba>>();
  for (const [, name, value] of root[1].matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((.+)\)$/.exec(value.trim());
    if (pair) {
      // The comma between the two arguments is the one outside parentheses.
      let depth = 0;
      const at = [...pair[1]].findIndex((c) => (c === '(' ? (depth++, false) : c === ')' ? (depth--, false) : c === ',' && depth === 0));
      colours.set(name, { light: parseColour(pair[1].slice(0, at)), dark: parseColour(pair[1].slice(at + 1)) });
    } else if (/^(#|rgba?\()/.test(value.trim())) {
      colours.set(name, { light: parseColour(value), dark: parseColour(value) });
    }
  }
  return colours;
}

/** A colour drawn over another (alpha compositing). */
export function over(top: Rgba, below: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A table (components/theme/tables.css): the scheme its tiles follow, its colours, and its page background rule. */
export interface Table {
  scheme: Theme;
  colours: Map<string, Rgba>;
  /** The declarations of its `:root[data-theme='…'] body` rule, or '' without one. */
  body: string;
}

/** The tables a stylesheet defines, each from its `[data-theme='id'] { … }` rule (colours with one value each). */
export function tableColours(css: string): Map<string, Table> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tables = new Map<string, Table>();
  for (const [, selectors, block] of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const id = /\[data-theme='([\w-]+)'\]\s*$/.exec(selectors.trim())?.[1];
    if (!id || /\bbody\b/.test(selectors)) continue;
    const scheme = /color-scheme:\s*(light|dark)\s*;/.exec(block)?.[1] as Theme | undefined;
    if (!scheme) throw new Error(`the ${id} table sets no color-scheme of light or dark`);
    const colours = new Map<string, Rgba>();
    for (const [, name, value] of block.matchAll(/(--[\w-]+):\s*([^;]+);/g)) if (/^(#|rgba?\()/.test(value.trim())) colours.set(name, parseColour(value));
    const body = new RegExp(`:root\\[data-theme='${id}'\\]\\s+body\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    tables.set(id, { scheme, colours, body });
  }
  return tables;
}
