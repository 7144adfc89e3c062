import { beforeAll, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { h } from 'vue';
import { faceLabel, faceName, tileLabel } from '@/components/board/tileLabel';
import { TileFace } from '@/components/faces/TileFace';
import { classicSymbols, type ArtPart } from '@/components/faces/classicArt';
import type { TileStyle } from '@/core/settings';
import { visibleFaceText } from '@/components/faces/tileStyles';
import { allMessages, LANGUAGES, translate, type Language, type MessageParams } from '@/components/i18n';
import { FACES, type Face } from '@/core/tiles';

const STYLES: readonly TileStyle[] = ['digits', 'classic', 'large', 'ivory', 'bold', 'compact'];
const tIn = (lang: Language) => (key: string, params?: MessageParams) => translate(lang, key, params);
const FREE = { free: true, selected: false, hinted: false };

/** The words of a name as a voice-control tool hears them (punctuation and spaces split). */
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The text the Classic art draws for a face (its <text> parts), as the page shows it. */
function classicText(face: Face): string {
  const symbol = classicSymbols().find((p) => p.attrs.id === `mj-face-${face}`);
  if (!symbol) throw new Error(`no Classic symbol for ${face}`);
  const texts = (p: ArtPart): string[] => [...(p.text !== undefined ? [p.text] : []), ...(p.children ?? []).flatMap(texts)];
  return texts(symbol).join('');
}

beforeAll(async () => {
  await allMessages();
});

describe('a tile is named by the text it shows (WCAG 2.5.3, label in name)', () => {
  it('Digits: the name starts with the label exactly as drawn, then says the tile', () => {
    const t = tIn('en');
    expect(tileLabel(t, '7B', 'digits', FREE)).toBe('7B, 7 of bamboo, free');
    expect(tileLabel(t, 'Wh', 'digits', { free: false, selected: false, hinted: true })).toBe('Wh, White dragon, blocked, hint');
    expect(tileLabel(t, 'F2', 'digits', { free: true, selected: true, hinted: false })).toBe('F2, Flower 2, orchid, free, selected');
    expect(tileLabel(t, 'N', 'digits', FREE)).toBe('N, North wind, free');
    expect(tileLabel(tIn('nl'), '3C', 'digits', FREE)).toBe('3C, tekens 3, vrij');
    expect(tileLabel(tIn('bg'), '9D', 'digits', FREE)).toBe('9D, Кръгове 9, свободна');
  });

  it('Classic: the corner index when there is one (not said twice), a picture just by its name', () => {
    const t = tIn('en');
    expect(tileLabel(t, '7C', 'classic', FREE)).toBe('7 of characters, free');
    expect(tileLabel(t, 'E', 'classic', FREE)).toBe('E, East wind, free');
    expect(tileLabel(t, 'S3', 'classic', FREE)).toBe('Season 3, autumn, free');
    expect(tileLabel(t, '4D', 'classic', FREE)).toBe('4 of dots, free');
    expect(tileLabel(t, 'R', 'classic', FREE)).toBe('Red dragon, free');
    expect(tileLabel(tIn('bg'), 'W', 'classic', FREE)).toBe('W, Западен вятър, свободна');
    expect(tileLabel(tIn('nl'), '5C', 'classic', FREE)).toBe('tekens 5, vrij');
  });

  it('the Digits text is what TileFace draws, the Classic text what its art writes', () => {
    for (const face of FACES) {
      // A wind's compass arrow is a shape cue, not a word: the name need not say it.
      const digits = mount(() => h(TileFace, { face, tileStyle: 'digits' }));
      expect(digits.text().replace(/[←↑→↓]/u, ''), face).toBe(visibleFaceText(face, 'digits'));
      const large = mount(() => h(TileFace, { face, tileStyle: 'large' }));
      expect(large.text().replace(/[←↑→↓]/u, ''), face).toBe(visibleFaceText(face, 'large'));
      expect(classicText(face), face).toBe(visibleFaceText(face, 'classic'));
    }
  });

  it('every face, style and language: the shown text is whole words of the name, which stays translated', () => {
    for (const lang of LANGUAGES) {
      for (const style of STYLES) {
        for (const face of FACES) {
          const name = faceName(tIn(lang), face, style);
          const shown = visibleFaceText(face, style);
          const nameWords = words(name);
          const shownWords = words(shown);
          const at = nameWords.findIndex((_, i) => shownWords.every((w, j) => nameWords[i + j] === w));
          expect(at, `${lang} ${style} ${face}: "${shown}" in "${name}"`).toBeGreaterThanOrEqual(0);
          if (style !== 'classic') expect(name.startsWith(`${shown}, `), `${lang} ${face}: ${name}`).toBe(true);
          expect(name, `${lang} ${face}`).toContain(faceLabel(tIn(lang), face));
        }
      }
    }
  });
});
