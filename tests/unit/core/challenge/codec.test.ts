import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeChallenge, findChallenge, ghostOf, ghostTilesLeft, MIN_PAIR_TICKS, NAME_BYTES, readChallenge, type Challenge } from '../../../../core/challenge';
import { makeCode } from '../../../../core/code';
import { customLayoutId } from '../../../../core/customLayout';
import { encodeShape, shapeId } from '../../../../core/layoutFiles';
import { LAYOUTS } from '../../../../core/layouts';
import { newGameFromCode } from '../../../../core/newGame';
import type { Game } from '../../../../core/game';
import type { Pair } from '../../../../core/position';

const dealt = new Map<string, Game>();
function game(layout: number, deal: number): Game {
  const code = makeCode(LAYOUTS[layout].id, deal);
  let g = dealt.get(code);
  if (!g) {
    const made = newGameFromCode(code);
    if (!made.ok) throw new Error(made.error.message);
    g = made.value;
    dealt.set(code, g);
  }
  return g;
}

const sorted = (line: readonly Pair[]) => line.map(([a, b]): Pair => [Math.min(a, b), Math.max(a, b)]);

/** A won game as a player could have played it: the deal's plan, at the times `steps` make (ms between pairs). */
function challengeOf(g: Game, steps: readonly number[], hints: number, name: string): Challenge {
  let at = 0;
  const times = g.plan.map((_, i) => (at += steps[i % steps.length]));
  return { code: g.code, ms: at + 400, hints, name, line: g.plan, times };
}

const arbitraryChallenge = fc
  .record({
    layout: fc.integer({ min: 0, max: LAYOUTS.length - 1 }),
    deal: fc.integer({ min: 0, max: 40 }),
    steps: fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 20 }),
    hints: fc.integer({ min: 0, max: 40 }),
    name: fc.string({ unit: 'grapheme', maxLength: 14 }),
  })
  .map(({ layout, deal, steps, hints, name }) => ({ g: game(layout, deal), c: challengeOf(game(layout, deal), steps, hints, name) }));

describe('challenge codes', () => {
  it('carry the deal, the time, the hints, the name and the line with its times, read back from any chat text around them', () => {
    fc.assert(
      fc.property(arbitraryChallenge, fc.string(), fc.string(), ({ g, c }, before, after) => {
        const text = encodeChallenge(c, g.start);
        expect(text.ok).toBe(true);
        if (!text.ok) return;
        const header = readChallenge(`${before} ${text.value} ${after}`);
        expect(header.ok).toBe(true);
        if (!header.ok) return;
        expect(header.value).toMatchObject({ code: c.code, hints: c.hints });
        expect(header.value.name).toBe(c.name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, header.value.name.length));
        const ghost = ghostOf(header.value, g.start);
        expect(ghost.ok).toBe(true);
        if (!ghost.ok) return;
        // The time to the tenth, or the last pair's when a person could not have been that fast.
        expect(header.value.ms).toBe(Math.max(Math.round(c.ms / 100) * 100, ghost.value.times[ghost.value.times.length - 1]));
        expect(ghost.value.line).toEqual(sorted(c.line));
        // Each time within a tenth of the one played, or pushed to the least a person takes after the one before.
        let last = 0;
        ghost.value.times.forEach((t, i) => {
          expect(t - last).toBeGreaterThanOrEqual(MIN_PAIR_TICKS * 100);
          expect(t).toBeGreaterThanOrEqual(Math.round(c.times[i] / 100) * 100);
          if (Math.round(c.times[i] / 100) * 100 - last >= MIN_PAIR_TICKS * 100) expect(t).toBe(Math.round(c.times[i] / 100) * 100);
          last = t;
        });
      }),
      { numRuns: 60 },
    );
  });

  it('are refused, or dealt without the ghost, when any one character is changed: never read with other moves or another deal', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567-0189x.';
    const seen = { refused: 0, noGhost: 0 };
    fc.assert(
      fc.property(arbitraryChallenge, fc.nat(), fc.nat(), ({ g, c }, where, by) => {
        const text = encodeChallenge(c, g.start);
        if (!text.ok) throw new Error('not encoded');
        const at = where % text.value.length;
        const options = alphabet.split('').filter((ch) => ch !== text.value[at].toUpperCase());
        const damaged = text.value.slice(0, at) + options[by % options.length] + text.value.slice(at + 1);
        const original = readChallenge(text.value);
        const header = readChallenge(damaged);
        if (!original.ok) throw new Error('not read');
        if (!header.ok) {
          seen.refused++;
          return;
        }
        // Read at all: then it is the same challenge, and its ghost is the same line or none.
        expect({ ...header.value, line: null }).toEqual({ ...original.value, line: null });
        const ghost = ghostOf(header.value, g.start);
        if (ghost.ok) expect(ghost.value).toEqual((ghostOf(original.value, g.start) as { value: unknown }).value);
        else seen.noGhost++;
      }),
      { numRuns: 400 },
    );
    // Both outcomes happen: damage to the first part refuses the code, damage to the line only its ghost.
    expect(seen.refused).toBeGreaterThan(40);
    expect(seen.noGhost).toBeGreaterThan(40);
  });

  it('fit a chat line: a Turtle won in 72 pairs with a name takes under 200 characters', () => {
    const g = game(0, 7);
    const text = encodeChallenge(challengeOf(g, [3_100, 4_800, 2_600, 9_900, 5_200], 2, 'Ada'), g.start);
    expect(text.ok && text.value.length).toBeLessThan(200);
    expect(text.ok && text.value.length).toBeGreaterThan(60);
  });

  it('read in any case, and found in a whole message', () => {
    const g = game(3, 2);
    const text = encodeChallenge(challengeOf(g, [4_000], 0, ''), g.start);
    if (!text.ok) throw new Error('not encoded');
    const message = `I cleared it in 4:48 with no hints. Can you beat it? ${text.value.toLowerCase()} see you`;
    expect(findChallenge(message)).toBe(text.value.toLowerCase());
    const header = readChallenge(message);
    expect(header.ok && ghostOf(header.value, g.start).ok).toBe(true);
    expect(readChallenge('no challenge here, only MJ1-L00-AAAAABL')).toEqual({ ok: false, error: { kind: 'none' } });
  });

  it('refuse a line that does not win the deal, and times that go backwards', () => {
    const g = game(0, 3);
    const c = challengeOf(g, [3_000], 0, '');
    expect(encodeChallenge({ ...c, line: c.line.slice(0, -1), times: c.times.slice(0, -1) }, g.start)).toEqual({ ok: false, error: { kind: 'replay' } });
    expect(encodeChallenge({ ...c, line: [c.line[0], ...c.line] , times: [0, ...c.times] }, g.start)).toEqual({ ok: false, error: { kind: 'replay' } });
    const backwards = c.times.map((t, i) => (i === 5 ? t - 10_000 : t));
    expect(encodeChallenge({ ...c, times: backwards }, g.start)).toEqual({ ok: false, error: { kind: 'times' } });
    // Another deal's start: the line does not replay there, so there is no ghost.
    const text = encodeChallenge(c, g.start);
    const header = text.ok ? readChallenge(text.value) : null;
    expect(header?.ok && ghostOf(header.value, game(0, 4).start).ok).toBe(false);
  });

  it("carry a player's own layout with its shape, and refuse a shape that is not the code's", () => {
    const base = game(5, 1);
    const id = customLayoutId(shapeId(base.layout.slots));
    const shape = encodeShape(base.layout.slots);
    const custom = newGameFromCode(makeCode(id, 9), (lid) => (lid === id ? { ...base.layout, id } : undefined));
    if (!custom.ok) throw new Error(custom.error.message);
    const c = challengeOf(custom.value, [2_500, 6_000], 1, 'Mira');
    const text = encodeChallenge({ ...c, shape }, custom.value.start);
    if (!text.ok) throw new Error('not encoded');
    const header = readChallenge(`race me: ${text.value}`);
    expect(header.ok && header.value.shape).toBe(shape);
    expect(header.ok && ghostOf(header.value, custom.value.start).ok).toBe(true);
    expect(readChallenge(text.value.replace(`.${shape}`, `.${encodeShape(game(6, 1).layout.slots)}`)).ok).toBe(false);
    expect(readChallenge(text.value.replace(`.${shape}`, '')).ok).toBe(false);
  });

  it('keep names to one line of at most the bytes allowed', () => {
    const g = game(0, 1);
    const text = encodeChallenge(challengeOf(g, [3_000], 0, `  Zoë\n\u202e${'🀄'.repeat(20)}`), g.start);
    const header = text.ok ? readChallenge(text.value) : null;
    if (!header?.ok) throw new Error('not read');
    expect(new TextEncoder().encode(header.value.name).length).toBeLessThanOrEqual(NAME_BYTES);
    expect(header.value.name.startsWith('Zoë 🀄')).toBe(true);
    expect(header.value.name).not.toMatch(/[\n\u202e]/);
  });

  it("tell the rival's tiles left at any moment of the clock", () => {
    expect(ghostTilesLeft([1_000, 2_500, 4_000], 6, 0)).toBe(6);
    expect(ghostTilesLeft([1_000, 2_500, 4_000], 6, 2_500)).toBe(2);
    expect(ghostTilesLeft([1_000, 2_500, 4_000], 6, 9_000)).toBe(0);
  });
});
