import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../../core/layout.ts';
import { LAYOUTS } from '../../../../core/layouts/index.ts';
import {
  canonicalShape, cleanName, decodeShape, encodeShape, readLayoutFile, shapeId, validateShape, writeKmahjongg, writeMah,
} from '../../../../core/layoutFiles/index.ts';

/**
 * Valid boards: 144 distinct cells of a 16 × 9 × 4 tile grid, every layer
 * half a tile right and down from the one below, moved anywhere; kept when
 * validateShape accepts them (nearly always: only a free pair can be missing).
 */
const boards = fc
  .tuple(
    fc.shuffledSubarray(Array.from({ length: 16 * 9 * 4 }, (_, i) => i), { minLength: 144, maxLength: 144 }),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 0, max: 20 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([cells, dx, dy, dz]): Slot[] =>
    cells.map((c) => {
      const z = Math.floor(c / 144);
      const within = c % 144;
      return { x: 2 * (within % 16) + (z % 2) + dx, y: 2 * Math.floor(within / 16) + (z % 2) + dy, z: z + dz };
    }),
  )
  .filter((slots) => validateShape(slots).ok);

const names = fc.string({ maxLength: 80 }).map(cleanName).filter((n) => n !== '');
const authors = fc.option(names, { nil: undefined });

const shuffle = (slots: readonly Slot[], seed: number): Slot[] =>
  slots.map((s, i) => ({ s, k: Math.imul(i + 1, 2654435761 ^ seed) >>> 0 })).sort((a, b) => a.k - b.k).map((e) => e.s);

describe('layout files: what we write reads back identical', () => {
  it('KMahjongg v1.1: canonical shape, name and author', () => {
    fc.assert(
      fc.property(boards, names, authors, (slots, name, author) => {
        const { layouts, problems } = readLayoutFile('mine.layout', writeKmahjongg({ name, author, slots }));
        expect(problems).toEqual([]);
        expect(layouts).toEqual([{ name, ...(author ? { author } : {}), slots: canonicalShape(slots) }]);
      }),
      { numRuns: 60 },
    );
  });

  it('mah: several layouts, each with its canonical shape, name and author', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(boards, names, authors), { minLength: 1, maxLength: 3 }), (items) => {
        const { layouts, problems } = readLayoutFile('mine.mah', writeMah(items.map(([slots, name, author]) => ({ name, author, slots }))));
        expect(problems).toEqual([]);
        expect(layouts).toEqual(items.map(([slots, name, author]) => ({ name, ...(author ? { author } : {}), slots: canonicalShape(slots) })));
      }),
      { numRuns: 30 },
    );
  });

  it('every built-in layout round-trips through both writers', () => {
    for (const layout of LAYOUTS) {
      const kmahjongg = readLayoutFile('a.layout', writeKmahjongg(layout)).layouts[0];
      const mah = readLayoutFile('a.mah', writeMah([layout])).layouts[0];
      expect(kmahjongg.slots).toEqual(canonicalShape(layout.slots));
      expect(mah.slots).toEqual(canonicalShape(layout.slots));
    }
  });
});

describe('shape codes', () => {
  it('decode(encode(shape)) is the canonical shape, in URL-safe text', () => {
    fc.assert(
      fc.property(boards, (slots) => {
        const text = encodeShape(slots);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeShape(text)).toEqual({ ok: true, value: canonicalShape(slots) });
      }),
      { numRuns: 100 },
    );
  });

  it('writes a storey that repeats the one below in one character, and reads it back', () => {
    const columns = Array.from({ length: 16 }, (_, z) => Array.from({ length: 9 }, (_, i) => ({ x: 4 * i, y: 0, z }))).flat();
    const text = encodeShape(columns);
    expect(text.length).toBe(39); // 24 for the first storey, one for each of the 15 repeats
    expect(decodeShape(text)).toEqual({ ok: true, value: canonicalShape(columns) });
  });

  it('packs every built-in layout well under 300 bytes', () => {
    for (const layout of LAYOUTS) expect(encodeShape(layout.slots).length).toBeLessThan(200);
  });

  it('refuses damaged or hostile text, never throwing', () => {
    const good = encodeShape(LAYOUTS[0].slots);
    for (const bad of ['', 'A', good.slice(0, -1), `${good}A`, good.replace(/.$/, '!'), '_'.repeat(5000), 'A'.repeat(100), '<script>']) {
      expect(decodeShape(bad).ok).toBe(false);
    }
    expect(decodeShape(42).ok).toBe(false);
  });

  it('a code changed in one or two characters either decodes to a valid board or is refused, never throwing', () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // Mostly a digit put in place of another with the same continuation bit (a number of the code changes,
    // not how many there are): such codes often still decode. Now and then a digit dropped, added or moved.
    const edit = fc.record({ kind: fc.constantFrom('put', 'put', 'put', 'put', 'drop', 'insert', 'swap'), at: fc.nat(), char: fc.nat(31) });
    let runs = 0;
    let decoded = 0;
    fc.assert(
      fc.property(fc.oneof(boards, fc.constantFrom(...LAYOUTS.map((l) => l.slots))), fc.array(edit, { minLength: 1, maxLength: 2 }), (slots, edits) => {
        let text = encodeShape(slots);
        for (const { kind, at, char } of edits) {
          const i = at % text.length;
          const digit = ALPHABET[(ALPHABET.indexOf(text[i]) & 32) | char];
          if (kind === 'put') text = text.slice(0, i) + digit + text.slice(i + 1);
          else if (kind === 'drop') text = text.slice(0, i) + text.slice(i + 1);
          else if (kind === 'insert') text = text.slice(0, i) + digit + text.slice(i);
          else text = text.slice(0, i) + text.slice(i + 1, i + 2) + text.slice(i, i + 1) + text.slice(i + 2);
        }
        const result = decodeShape(text);
        runs += 1;
        if (!result.ok) return;
        decoded += 1;
        expect(validateShape(result.value)).toEqual({ ok: true, value: result.value });
      }),
      { numRuns: 400 },
    );
    // Both outcomes are reached: the claim above is checked on many decoded codes.
    expect(decoded, `${decoded} of ${runs} changed codes decoded`).toBeGreaterThanOrEqual(runs / 10); // 79 of 400 with the fixed seed
    expect(decoded, `${decoded} of ${runs} changed codes decoded`).toBeLessThan(runs);
  }, 30_000);
});

describe('shape ids', () => {
  it('are C and ten base-32 characters, the same under any translation and slot order', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 5 }), fc.integer(), (slots, dx, dy, dz, seed) => {
        const id = shapeId(slots);
        expect(id).toMatch(/^C[A-Z2-7]{10}$/);
        expect(shapeId(shuffle(slots.map((s) => ({ x: s.x + dx, y: s.y + dy, z: s.z + dz })), seed))).toBe(id);
      }),
      { numRuns: 60 },
    );
  });

  it('tell different shapes apart', () => {
    const ids = new Set(LAYOUTS.map((l) => shapeId(l.slots)));
    expect(ids.size).toBe(LAYOUTS.length);
    fc.assert(
      fc.property(boards, (slots) => {
        const top = slots.reduce((a, b) => (b.z > a.z || (b.z === a.z && b.x > a.x) ? b : a));
        const moved = slots.map((s) => (s === top ? { ...s, x: s.x + 40 } : s));
        expect(shapeId(moved)).not.toBe(shapeId(slots));
      }),
      { numRuns: 40 },
    );
  });
});

describe('reading files changed from valid ones', () => {
  /** A change to a file's text: some leave the board as it was (line ends, comments, blank lines, spaces), others may not. */
  type Change = { kind: 'crlf' | 'comment' | 'blank' | 'spaces' | 'put' | 'drop' | 'dropLine' | 'swapLines' | 'cut'; at: number; to: number; char: string };
  const KEEPS_BOARD = new Set<Change['kind']>(['crlf', 'comment', 'blank', 'spaces']);
  const change = fc.record({
    kind: fc.constantFrom<Change['kind']>('crlf', 'comment', 'blank', 'spaces', 'put', 'put', 'put', 'drop', 'dropLine', 'swapLines', 'cut'),
    at: fc.nat(),
    to: fc.nat(),
    char: fc.constantFrom('.', '1', '2', '3', '4', '0', '5', '9', ',', ']', ' '),
  });

  function apply(text: string, { kind, at, to, char }: Change, kmahjongg: boolean): string {
    const lines = text.split('\n');
    const line = 1 + (at % Math.max(1, lines.length - 1)); // never the header line
    const i = at % text.length;
    switch (kind) {
      case 'crlf':
        return text.replace(/\r?\n/g, '\r\n');
      case 'comment':
        return kmahjongg ? [...lines.slice(0, line), '# a comment: 1234', ...lines.slice(line)].join('\n') : text;
      case 'blank':
        return kmahjongg ? [...lines.slice(0, line), '', ...lines.slice(line)].join('\n') : `${text}\n\n`;
      case 'spaces':
        return kmahjongg ? lines.map((l, n) => (n === line ? `  ${l}  ` : l)).join('\n') : ` ${text} `;
      case 'put':
        return text.slice(0, i) + char + text.slice(i + 1);
      case 'drop':
        return text.slice(0, i) + text.slice(i + 1);
      case 'dropLine':
        return lines.filter((_, n) => n !== line).join('\n');
      case 'swapLines': {
        const other = 1 + (to % Math.max(1, lines.length - 1));
        const swapped = [...lines];
        [swapped[line], swapped[other]] = [swapped[other], swapped[line]];
        return swapped.join('\n');
      }
      case 'cut':
        return text.slice(0, i);
    }
  }

  it('a changed KMahjongg or mah file gives valid boards or problems, the same board where the change kept it', () => {
    const source = fc.oneof(
      fc.tuple(fc.constant('a.layout'), boards, names).map(([file, slots, name]) => ({ file, kmahjongg: true, slots, text: writeKmahjongg({ name, slots }) })),
      fc.tuple(fc.constant('a.mah'), boards, names).map(([file, slots, name]) => ({ file, kmahjongg: false, slots, text: writeMah([{ name, slots }]) })),
      fc.constantFrom(...LAYOUTS).map((l) => ({ file: 'b.layout', kmahjongg: true, slots: l.slots, text: writeKmahjongg(l) })),
    );
    let runs = 0;
    let parsed = 0;
    let refused = 0;
    fc.assert(
      fc.property(source, fc.array(change, { minLength: 1, maxLength: 2 }), ({ file, kmahjongg, slots, text }, changes) => {
        const changed = changes.reduce((t, c) => apply(t, c, kmahjongg), text);
        const { layouts, problems } = readLayoutFile(file, changed);
        runs += 1;
        for (const layout of layouts) expect(validateShape(layout.slots)).toEqual({ ok: true, value: layout.slots });
        for (const problem of problems) expect(problem.file).toBe(file);
        expect(layouts.length + problems.length).toBeGreaterThan(0);
        if (layouts.length > 0) parsed += 1;
        if (problems.length > 0) refused += 1;
        if (changes.every((c) => KEEPS_BOARD.has(c.kind))) expect(layouts.map((l) => l.slots)).toEqual([canonicalShape(slots)]);
      }),
      { numRuns: 400 },
    );
    // The claim is checked on many boards read, and the refusals are reached too.
    expect(parsed, `${parsed} of ${runs} changed files read`).toBeGreaterThanOrEqual(runs / 4); // 201 of 400 with the fixed seed
    expect(refused, `${refused} of ${runs} changed files refused`).toBeGreaterThanOrEqual(runs / 10);
  }, 30_000); // about a second of work; more on a loaded machine
});

describe('reading anything', () => {
  // Text made at random is nearly never a board (none of 300 here): what this holds is that nothing throws and
  // every problem names its file. That what is read is a valid board is checked on changed files, above.
  it('never throws on text made at random, and names the file in each problem', () => {
    const header = fc.constantFrom('', 'kmahjongg-layout-v1.1\nw4\nh4\nd1\n', 'kmahjongg-layout-v1.0\n', 'Kyodai 3.0\nX\n', '{"mah":"1.0","boards":[', '\uFEFF{');
    const body = fc.oneof(fc.string({ maxLength: 400 }), fc.json({ maxDepth: 6 }), fc.stringMatching(/^[.1234\n]{0,300}$/), fc.stringMatching(/^[01]{0,3400}$/));
    const name = fc.constantFrom('a.layout', 'a.lay', 'a.mah', 'a.json', 'a.txt', 'noext', '__proto__.mah', '<b>.layout');
    fc.assert(
      fc.property(name, header, body, (file, head, rest) => {
        const { layouts, problems } = readLayoutFile(file, head + rest);
        for (const layout of layouts) expect(validateShape(layout.slots)).toEqual({ ok: true, value: layout.slots });
        for (const problem of problems) expect(problem.file).toBe(file);
        expect(layouts.length + problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
