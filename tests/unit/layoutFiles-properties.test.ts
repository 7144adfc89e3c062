import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Slot } from '../../core/layout.ts';
import { LAYOUTS } from '../../core/layouts/index.ts';
import {
  canonicalShape, cleanName, decodeShape, encodeShape, readLayoutFile, shapeId, validateShape, writeKmahjongg, writeMah,
} from '../../core/layoutFiles/index.ts';

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
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = decodeShape(text);
        if (result.ok) expect(validateShape(result.value).ok).toBe(true);
      }),
    );
  });
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

describe('reading anything', () => {
  it('never throws, and every layout it returns is a valid board', () => {
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
