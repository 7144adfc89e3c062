import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEAL_COUNT, canonicalCode, layoutOfCode, makeCode, parseCode, randomDealNumber } from '../../../core/code.ts';
import { LAYOUTS } from '../../../core/layouts/index.ts';

describe('makeCode', () => {
  it.each([
    ['L00', 43, 'MJ1-L00-AAAAABL'],
    ['L00', 0, 'MJ1-L00-AAAAAAA'],
    ['L11', 31, 'MJ1-L11-AAAAAA7'],
    ['L03', 32, 'MJ1-L03-AAAAABA'],
    ['L05', DEAL_COUNT - 1, 'MJ1-L05-7777777'],
  ] as const)('%s deal %i is %s', (layoutId, deal, code) => {
    expect(makeCode(layoutId, deal)).toBe(code);
  });

  it('refuses deal numbers out of range', () => {
    expect(() => makeCode('L00', -1)).toThrow(RangeError);
    expect(() => makeCode('L00', DEAL_COUNT)).toThrow(RangeError);
    expect(() => makeCode('L00', 1.5)).toThrow(RangeError);
  });
});

describe('parseCode', () => {
  it('reads the example code as deal 43 of the Turtle', () => {
    expect(parseCode('MJ1-L00-AAAAABL')).toEqual({ ok: true, value: { layoutId: 'L00', dealNumber: 43 } });
  });

  it('ignores case and surrounding whitespace', () => {
    expect(parseCode('  mj1-l00-aaaaabl\n')).toEqual({ ok: true, value: { layoutId: 'L00', dealNumber: 43 } });
  });

  it.each(['', '   ', 'MJ1-L00', 'MJ1-L00-AAAAABL-X', 'XX1-L00-AAAAABL', 'MJ1-00-AAAAABL', 'MJ1-L000-AAAAABL', 'MJ1-L00-AAAAAB', 'MJ1 L00 AAAAABL'])(
    '%j has the wrong shape',
    (input) => {
      const r = parseCode(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.kind).toBe('shape');
        expect(r.error.message).toContain('MJ1-L00-AAAAABL');
      }
    },
  );

  it('names an unknown version', () => {
    expect(parseCode('MJ2-L00-AAAAABL')).toEqual({
      ok: false,
      error: { kind: 'version', message: 'This game does not know codes of version MJ2; it reads MJ1' },
    });
  });

  it('refuses layouts it does not know, by default those not in LAYOUTS', () => {
    expect(LAYOUTS.map((l) => l.number)).toEqual([...Array(24).keys()]);
    expect(parseCode('MJ1-L23-AAAAABL').ok).toBe(true);
    expect(parseCode('MJ1-L24-AAAAABL')).toEqual({
      ok: false,
      error: { kind: 'layout', message: 'Layout L24 is not one this game has' },
    });
    expect(parseCode('MJ1-L24-AAAAABL', [0, 24]).ok).toBe(true);
    expect(parseCode('MJ1-L03-AAAAABL', [0, 24]).ok).toBe(false);
  });

  it('points at a bad character by its index in the input', () => {
    expect(parseCode('MJ1-L00-AAAA1BL')).toEqual({
      ok: false,
      error: {
        kind: 'character',
        index: 12,
        message: '"1" at position 13 cannot be in a game code, which uses A-Z and 2-7 (did you mean I?)',
      },
    });
    const r = parseCode('  mj1-l00-aaaaab!');
    expect(r.ok === false && r.error.kind === 'character' && r.error.index).toBe(16);
    expect(r.ok === false && r.error.message.startsWith('"!" at position 17')).toBe(true);
  });

  it('refuses non-ASCII letters that upper-case into code letters', () => {
    // "ß" upper-cases to "SS", "ı" (dotless i) to "I" and "ſ" (long s) to "S".
    for (const input of ['mj1-l00-ßaaaaa', 'MJ1-L00-AAAAAAı', 'MJ1-L00-AAAAAAſ']) {
      const r = parseCode(input);
      expect(r.ok, input).toBe(false);
    }
    const r = parseCode('MJ1-L00-AAAAAAı');
    expect(r.ok === false && r.error.kind).toBe('character');
    expect(r.ok === false && r.error.index).toBe(14);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseCode(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on near-codes, and a bad character index always points at that character', () => {
    const nearCode = fc
      .tuple(fc.stringMatching(/^\s*/), fc.constantFrom('MJ1', 'mj1', 'MJ2'), fc.constantFrom('L00', 'L07', 'L12', 'l03'), fc.string({ minLength: 7, maxLength: 7 }))
      .map(([ws, v, l, d]) => `${ws}${v}-${l}-${d}`);
    fc.assert(
      fc.property(nearCode, (s) => {
        const r = parseCode(s);
        if (!r.ok && r.error.kind === 'character') {
          const index = r.error.index ?? -1;
          expect('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567').not.toContain(s[index].toUpperCase());
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips with makeCode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: DEAL_COUNT - 1 }), (layout, deal) => {
        const layoutId = `L${String(layout).padStart(2, '0')}`;
        const code = makeCode(layoutId, deal);
        expect(parseCode(code)).toEqual({ ok: true, value: { layoutId, dealNumber: deal } });
        expect(parseCode(code.toLowerCase())).toEqual({ ok: true, value: { layoutId, dealNumber: deal } });
      }),
      { numRuns: 2000 },
    );
  });

  it('makes the canonical form of every code it accepts', () => {
    const codeChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcdefghijklmnopqrstuvwxyz');
    fc.assert(
      fc.property(fc.array(codeChar, { minLength: 7, maxLength: 7 }), (chars) => {
        const input = `mj1-L04-${chars.join('')}`;
        const r = parseCode(input);
        expect(r.ok).toBe(true);
        if (r.ok) expect(makeCode(r.value.layoutId, r.value.dealNumber)).toBe(input.toUpperCase());
      }),
    );
  });
});

describe('randomDealNumber', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the number from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.set([0xffffffff, 0xffffffff]);
      return array;
    });
    expect(randomDealNumber()).toBe(DEAL_COUNT - 1);
    expect(spy).toHaveBeenCalledOnce();
  });

  it('gives integers in range', () => {
    for (let i = 0; i < 1000; i++) {
      const n = randomDealNumber();
      expect(Number.isInteger(n) && n >= 0 && n < DEAL_COUNT).toBe(true);
    }
  });
});

describe('layoutOfCode', () => {
  it('names the layout of a canonical code, including layouts this build does not have', () => {
    expect(layoutOfCode('MJ1-L00-AAAAABL')).toBe('L00');
    expect(layoutOfCode('MJ1-L57-AAAAABL')).toBe('L57');
  });

  it('refuses what is not a canonical code', () => {
    expect(layoutOfCode('mj1-l00-aaaaabl')).toBeNull();
    expect(layoutOfCode(' MJ1-L00-AAAAABL')).toBeNull();
    expect(layoutOfCode('MJ1-L00-AAAAAB1')).toBeNull();
    expect(layoutOfCode('')).toBeNull();
  });
});

describe('canonicalCode', () => {
  it('gives the canonical form of a code as a player may type it, and null for anything else', () => {
    expect(canonicalCode(' mj1-l00-aaaaabl ')).toBe('MJ1-L00-AAAAABL');
    expect(canonicalCode('MJ1-L05-7777777')).toBe('MJ1-L05-7777777');
    expect(canonicalCode('MJ1-L00-AAAAAB1')).toBeNull();
    expect(canonicalCode('MJ1-L99-AAAAAAA')).toBeNull(); // a layout this build does not have
    expect(canonicalCode('')).toBeNull();
  });
});
