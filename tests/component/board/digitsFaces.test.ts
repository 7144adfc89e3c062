/**
 * Digits and Large print faces tell every kind apart without hue: by text (the
 * rank or letter and its mark) and by the shape of the mark's frame, which
 * faces.css gives each family differently.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { emblemsLoaded, TileFace } from '@/components/faces/TileFace';
import { digitsParts, familyOf } from '@/components/faces/faceStyle';
import { BLOSSOM, seasonWheel } from '@/components/faces/faceEmblems';
import { FACES, FLOWERS, matchGroup, SEASONS, WINDS } from '@/core/tiles';
import { stylesheet } from '../support/contrast';

const shown = (face: (typeof FACES)[number], tileStyle: 'digits' | 'large') => {
  const w = mount(TileFace, { props: { face, tileStyle } });
  const label = w.get('.face-label');
  const emblem = w.find('.face-emblem path');
  return {
    text: label.text(),
    classes: label.classes(),
    mark: w.find('.face-mark').exists() ? w.get('.face-mark').text() : '',
    emblem: emblem.exists() ? emblem.attributes('d') : '',
  };
};

// The flowers' and seasons' emblems load just after the first frame; these tests look at the faces once they are there.
beforeAll(async () => {
  await emblemsLoaded;
});

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

  for (const style of ['digits', 'large'] as const) {
    it(`${style}: a wind shows its compass arrow, a flower a blossom, a season the wheel of the year: "S" never reads as a season`, () => {
      for (const wind of WINDS) expect(shown(wind, style)).toMatchObject({ mark: expect.stringMatching(/^[←↑→↓]$/u), emblem: '' });
      for (const flower of FLOWERS) expect(shown(flower, style)).toMatchObject({ text: flower, mark: '', emblem: BLOSSOM });
      SEASONS.forEach((season, i) => expect(shown(season, style)).toMatchObject({ text: season, mark: '', emblem: seasonWheel(i + 1) }));
      expect(shown('S', style).text).not.toContain(shown('S1', style).text);
    });
  }

  it('the blossom and the four wheels are five different drawings: a ring with one quarter filled, its own for each season', () => {
    const drawings = [BLOSSOM, ...[1, 2, 3, 4].map(seasonWheel)];
    expect(new Set(drawings).size).toBe(5);
    // The blossom: five petals and a heart, six round shapes; a wheel: two rings and a quarter.
    expect(BLOSSOM.match(/M/g)).toHaveLength(6);
    for (const wheel of drawings.slice(1)) expect(wheel.match(/M/g)).toHaveLength(3);
  });

  it('the White dragon is boxed and has no arrow; the West wind has one', () => {
    expect(shown('Wh', 'digits').classes).toContain('fam-dragon');
    expect(shown('Wh', 'digits').mark).toBe('');
    expect(shown('W', 'digits').mark).toBe('←');
  });

  it('flowers and seasons are named as the rules write them, F1-F4 and S1-S4, of two families', () => {
    for (const f of FLOWERS) expect(digitsParts(f).main).toBe(f);
    for (const s of SEASONS) expect(digitsParts(s).main).toBe(s);
    expect(familyOf('F1')).not.toBe(familyOf('S1'));
  });

  it('Large print sets the mark, big, in the bottom-right corner; a dragon has none, its letter boxed', () => {
    for (const face of FACES) {
      const w = mount(TileFace, { props: { face, tileStyle: 'large' } });
      expect(w.findAll('.face-mark, .face-emblem'), face).toHaveLength(familyOf(face) === 'dragon' ? 0 : 1);
    }
    const css = stylesheet('components/faces/largePrint.css');
    expect(css).toMatch(/\.mj-style-large \.face-mark,\s*\.mj-style-large \.face-emblem \{[^}]*position: absolute;[^}]*right:[^}]*bottom:/);
  });

  it('each family with a mark gives it a frame of its own shape in faces.css', () => {
    const css = stylesheet('components/faces/faces.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const frames = new Map<string, string>();
    for (const family of ['bamboo', 'characters', 'dots', 'wind']) {
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
