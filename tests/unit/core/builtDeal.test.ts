/** Built deals (core/builtDeal.ts) and layouts of other sizes, on the hand-made files in tests/fixtures/deals. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDeal } from '../../../core/builtDeal';
import { customLayout } from '../../../core/customLayout';
import { dealFromCode, dealingOf } from '../../../core/deal';
import { geometryOf, type Slot } from '../../../core/layout';
import { readLayoutFile, shapeId } from '../../../core/layoutFiles';
import { builtInShapeOf } from '../../../core/layoutFiles/builtIn';
import { initialPosition, remainingCount, removePair } from '../../../core/position';
import { Xoshiro128 } from '../../../core/prng';
import { removalOrder } from '../../../core/removalOrder';
import { solve } from '../../../core/solver';
import { surveyLayout } from '../../../core/survey';
import { matchGroup, type Face } from '../../../core/tiles';
import { tileSetFor } from '../../../core/tileSets';
import { bruteForceWinnable } from '../support/brute-force';

const FIXTURES = new URL('../../fixtures/deals/', import.meta.url);
const read = (file: string) => readLayoutFile(file, readFileSync(new URL(file, FIXTURES), 'utf8'));
const fixture = (file: string) => {
  const layout = read(file).layouts[0];
  return customLayout(shapeId(layout.slots), layout.slots, layout.name);
};
const sorted = (faces: readonly string[]): string[] => [...faces].sort();

/** Plays the plan on the deal under the rules; the tiles left (0 when it wins). */
function playPlan(slots: readonly Slot[], faces: readonly Face[], plan: readonly [number, number][]): number {
  let p = initialPosition(geometryOf({ id: 'x', number: 0, name: '', names: { en: '' }, slots }), faces);
  for (const [a, b] of plan) {
    const next = removePair(p, a, b);
    expect(next.ok, `pair ${a}, ${b}`).toBe(true);
    if (next.ok) p = next.value;
  }
  return remainingCount(p);
}

describe('the hand-made layout files', () => {
  it('reads fewer than 144 tiles, more than 144, and refuses an odd count with its reason', () => {
    expect(read('small-pyramid.layout').layouts[0].slots).toHaveLength(34);
    expect(read('wide-hall.mah').layouts[0].slots).toHaveLength(176);
    expect(read('three-towers.layout').layouts[0].slots).toHaveLength(24);
    expect(read('odd-count.layout')).toMatchObject({ layouts: [], problems: [{ reason: 'odd', detail: { count: 17 } }] });
  });

  it('knows a copy of a built-in shape, under another name and place, for that layout', () => {
    const copy = read('my-turtle.mah').layouts[0];
    expect(copy.name).toBe('My Turtle');
    expect(builtInShapeOf(copy.slots)?.id).toBe('L00');
    expect(builtInShapeOf(read('small-pyramid.layout').layouts[0].slots)).toBeUndefined();
  });

  it('says a shape with no order of removals cannot be dealt, and why', () => {
    const lone = read('lone-tower.layout').layouts[0];
    expect(lone.slots).toHaveLength(8);
    const g = geometryOf({ id: 'x', number: 0, name: '', names: { en: '' }, slots: lone.slots });
    // Every seed tries every order: the proof does not depend on luck.
    for (let seed = 0; seed < 5; seed++) expect(removalOrder(g, Xoshiro128.seeded(seed)).status).toBe('none');
    expect(bruteForceWinnable(g, lone.slots.map(() => 0))).toBe(false); // even were every tile alike
    expect(surveyLayout(lone.slots)).toMatchObject({ dealing: 'noOrder', dealable: false });
  });
});

describe('built deals', () => {
  it('deals the three towers, which fair shuffles practically never win, a winnable built deal', () => {
    const towers = fixture('three-towers.layout');
    const survey = surveyLayout(towers.slots, { shuffles: 100, maxWork: 100_000 });
    expect(survey.winnable).toBe(0);
    expect(survey.unwinnable).toBe(100);
    expect(dealingOf(towers)).toBe('built');
    const geometry = geometryOf(towers);
    for (let n = 0; n < 20; n++) {
      const deal = dealFromCode(towers, n);
      expect(deal.built).toBe(true);
      expect(sorted(deal.faces)).toEqual(sorted(tileSetFor(24)));
      expect(playPlan(towers.slots, deal.faces, deal.plan)).toBe(0);
      // The plain exhaustive checker agrees the deal can be won.
      expect(bruteForceWinnable(geometry, deal.faces.map(matchGroup))).toBe(true);
    }
  });

  it('wins every built deal by its own plan, on every size and on the hardest shapes', () => {
    for (const file of ['three-towers.layout', 'small-pyramid.layout', 'wide-hall.mah']) {
      const layout = fixture(file);
      const tiles = tileSetFor(layout.slots.length);
      for (let seed = 0; seed < 8; seed++) {
        const deal = buildDeal(geometryOf(layout), tiles, Xoshiro128.seeded(seed));
        if (!('faces' in deal)) throw new Error(`no deal built for ${file}`);
        expect(sorted(deal.faces)).toEqual(sorted(tiles));
        expect(deal.plan).toHaveLength(layout.slots.length / 2);
        expect(playPlan(layout.slots, deal.faces, deal.plan)).toBe(0);
        // Each pair of the plan is two tiles that match.
        for (const [a, b] of deal.plan) expect(matchGroup(deal.faces[a])).toBe(matchGroup(deal.faces[b]));
      }
    }
  });

  it('is the same board for the same code, and pinned: codes of built deals replay in every release', () => {
    const towers = fixture('three-towers.layout');
    expect(dealFromCode(towers, 43)).toEqual(dealFromCode(towers, 43));
    expect(dealFromCode(towers, 43).faces).not.toEqual(dealFromCode(towers, 44).faces);
    expect(dealFromCode(towers, 43).faces.join(' ')).toBe(PINNED_TOWERS_43);
    expect(dealFromCode(fixture('wide-hall.mah'), 1_000_000).faces.slice(0, 24).join(' ')).toBe(PINNED_HALL_1M);
  });

  it('deals a small layout that shuffles win easily by shuffles, from its subset of the tiles', () => {
    const small = fixture('small-pyramid.layout');
    expect(dealingOf(small)).toBe('shuffle');
    const deal = dealFromCode(small, 43);
    expect(deal.built).toBeUndefined();
    expect(deal.shuffles).toBeGreaterThanOrEqual(1);
    expect(sorted(deal.faces)).toEqual(sorted(tileSetFor(34)));
    expect(playPlan(small.slots, deal.faces, deal.plan)).toBe(0);
  });

  it('has the solver find plans on kinds of eight tiles (past 144), never calling such a position lost', () => {
    const hall = fixture('wide-hall.mah');
    const deal = dealFromCode(hall, 7);
    expect(deal.built).toBe(true);
    const start = initialPosition(geometryOf(hall), deal.faces);
    const led = solve(start, { lead: deal.plan });
    expect(led.status).toBe('winnable');
    if (led.status === 'winnable') expect(playPlan(hall.slots, deal.faces, led.plan)).toBe(0);
    // Unled, the split of a kind of eight may miss a win, but it says "undecided", never "unwinnable".
    expect(solve(start, { budget: 2000 }).status).not.toBe('unwinnable');
  });
});

const PINNED_TOWERS_43 = '1B 2C 2C 2B 2B 1B 1C 1D 1C 1D 1D 1D N 1C 1C 1B 1B N N 2C 2C 2B N 2B';
const PINNED_HALL_1M = 'S 7C F2 2D 5D 3C 7D 2C G 2B 7D 6C 5D 9B S F1 E Wh 1C 9D 6B 1D 7C 1D';
