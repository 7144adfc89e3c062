/**
 * Names from outside (share links, files, sync, the editor) are one sanitiser's plain text: no
 * direction controls that would show a name reversed, no tower of combining marks over the page.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanText, customLayout, MAX_MARKS, NAME_MAX } from '@/core/customLayout';
import { cleanName, encodeShape } from '@/core/layoutFiles';
import { readShareLink } from '@/components/layouts/shareLink';
import { BOARD } from '../../unit/support/layoutFiles';

const DIRECTION_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u200e', '\u200f', '\u061c', '\u2066', '\u2067', '\u2068', '\u2069'];
const marksPerLetter = (text: string) => Math.max(0, ...(text.match(/\p{M}+/gu) ?? []).map((run) => [...run].length));

describe('one sanitiser for every name', () => {
  it('drops every direction control, wherever the name comes from', () => {
    for (const control of DIRECTION_CONTROLS) {
      const hostile = `${control}Turtle${control} by ${control}me`;
      expect(cleanText(hostile, NAME_MAX)).toBe('Turtle by me');
      expect(cleanName(hostile)).toBe('Turtle by me');
    }
    const link = readShareLink(`#${new URLSearchParams({ layout: encodeShape(BOARD), name: '\u202eelttuT', by: 'An\u200fna' })}`);
    expect(link?.name).toBe('elttuT');
    expect(link?.author).toBe('An na');
    expect(customLayout('abcdefghij', BOARD, '\u202eMy layout', '\u2067Me').name).toBe('My layout');
  });

  it(`keeps at most ${MAX_MARKS} combining marks on a letter, and the accents of real words`, () => {
    const clean = cleanText(`Z${'\u0301\u0316'.repeat(200)}ebra`, NAME_MAX);
    expect(marksPerLetter(clean)).toBe(MAX_MARKS);
    expect(clean).toBe(`Z\u0301\u0316\u0301ebra`);
    expect(marksPerLetter(cleanText(`Z${'\u0301'.repeat(100_000)}`, NAME_MAX))).toBe(MAX_MARKS);
    for (const word of ['Tiếng Việt', 'Crème brûlée', 'मानक हिन्दी', 'ภาษาไทย', 'Ελληνικά']) {
      expect(cleanText(word.normalize('NFD'), NAME_MAX)).toBe(word.normalize('NFD'));
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = cleanText(raw, NAME_MAX);
        expect(marksPerLetter(name)).toBeLessThanOrEqual(MAX_MARKS);
        expect([...name].length).toBeLessThanOrEqual(NAME_MAX);
        expect(/[\p{Cc}\p{Cf}]/u.test(name)).toBe(false);
      }),
      { seed: 30_4 },
    );
  });
});
