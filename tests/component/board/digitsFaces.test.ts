/**
 * Digits and Large print faces tell every kind apart without hue: by text (the
 * rank or letter and its mark) and by the shape of the mark's frame, which
 * faces.css gives each family differently.
 */
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { TileFace } from '@/components/faces/TileFace';
import { digitsParts, familyOf } from '@/components/faces/faceStyle';
import { FACES, FLOWERS, matchGroup, SEASONS, WINDS } from '@/core/tiles';
import { stylesheet } from '../support/contrast';

const shown = (face: (typeof FACES)[number], tileStyle: 'digits' | 'large') => {
  const w = mount(TileFace, { props: { face, tileStyle } });
  const label = w.get('.face-label');
  return { text: label.text(), classes: label.classes(), mark: w.find('.face-mark').exists() ? w.get('.face-mark').text() : '' };
};

describe('Digits faces without colour', () => {
  for (const style of ['digits', 'large'] as const) {
    it(`${style}: every two kinds that do not match show different text`, () => {
      const texts = FACES.map((face) => ({ face, text: shown(face, style).text }));
      const clashes: string[] = [];
      for (let i = 0; i < texts.length; i++)
        for (let j = i + 1; j < texts.length; j++)
          if (matchGroup(texts[i].face) !== matchGroup(texts[j].face) && texts[i].text === texts[j].text) clashes.push(`${texts[i].face}/${texts[j].face}`);
      expect(clashes).toEqual([]);
    });
  }

  it('a wind shows its compass arrow, never a number: "S" cannot be read as a season', () => {
    for (const wind of WINDS) expect(shown(wind, 'digits').mark).toMatch(/^[←↑→↓]$/u);
    for (const season of SEASONS) expect(shown(season, 'digits').mark).toMatch(/^[1-4]$/);
    expect(shown('S', 'digits').text).not.toBe(shown('S1', 'digits').text.slice(0, 1));
  });

  it('the White dragon is boxed and has no arrow; the West wind has one', () => {
    expect(shown('Wh', 'digits').classes).toContain('fam-dragon');
    expect(shown('Wh', 'digits').mark).toBe('');
    expect(shown('W', 'digits').mark).toBe('←');
  });

  it('flowers and seasons differ by letter and by the frame of their number', () => {
    for (const f of FLOWERS) expect(digitsParts(f).main).toBe('F');
    for (const s of SEASONS) expect(digitsParts(s).main).toBe('S');
    expect(familyOf('F1')).not.toBe(familyOf('S1'));
  });

  it('each family with a mark gives it a frame of its own shape in faces.css', () => {
    const css = stylesheet('components/faces/faces.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const frames = new Map<string, string>();
    for (const family of ['bamboo', 'characters', 'dots', 'flower', 'season', 'wind']) {
      const rule = new RegExp(`\\.fam-${family} \\.face-mark \\{([^}]*)\\}`).exec(css);
      expect(rule, `a rule for .fam-${family} .face-mark`).not.toBeNull();
      frames.set(family, rule![1].replace(/\s+/g, ' ').trim());
    }
    expect(new Set(frames.values()).size).toBe(frames.size);
    expect(/\.fam-dragon \{[^}]*border:/.test(css)).toBe(true);
  });

  it('the label is drawn top-left (a tile half covered from the lower right still shows it)', () => {
    const css = stylesheet('components/faces/faces.css');
    expect(css).toMatch(/\.mj-style-digits \.mj-tile,\s*\.mj-style-large \.mj-tile[^{]*\{\s*align-items: flex-start;\s*justify-content: flex-start;/);
  });
});
