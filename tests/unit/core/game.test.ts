import { describe, expect, it } from 'vitest';
import { gameFromDeal, gameStatus, playPair, restart, undo, type Game } from '../../../core/game.ts';
import { newGameFromCode, replay } from '../../../core/newGame.ts';
import { geometryOf } from '../../../core/layout.ts';
import { TURTLE } from '../../../core/layouts/turtle.ts';
import { freeSlots, initialPosition, remainingCount, removePair, samePosition } from '../../../core/position.ts';
import { FACES, TILE_SET, matches, type Face } from '../../../core/tiles.ts';

/** A winnable Turtle deal built by hand: take the two lowest free slots again and again, give each pair a matching face. */
function handDeal(): { faces: Face[]; plan: [number, number][] } {
  const placeholder: Face[] = TILE_SET.map(() => '1B');
  let p = initialPosition(geometryOf(TURTLE), placeholder);
  const plan: [number, number][] = [];
  while (remainingCount(p) > 0) {
    const [a, b] = freeSlots(p);
    const next = removePair(p, a, b);
    if (!next.ok) throw new Error('hand deal got stuck');
    p = next.value;
    plan.push([a, b]);
  }
  const faces = [...placeholder];
  // TILE_SET lists the copies of each kind together, so tiles 2k and 2k+1 always match.
  plan.forEach(([a, b], k) => {
    faces[a] = TILE_SET[2 * k];
    faces[b] = TILE_SET[2 * k + 1];
  });
  return { faces, plan };
}

function played(g: Game, a: number, b: number): Game {
  const r = playPair(g, a, b);
  if (!r.ok) throw new Error(`cannot play ${a}, ${b}: ${r.error.kind}`);
  return r.value;
}

describe('a game from a hand-made deal', () => {
  const { faces, plan } = handDeal();
  const fresh = gameFromDeal('MJ1-L00-AAAAAAA', TURTLE, faces, plan);

  it('the hand deal is a real deal: 72 matching pairs over the 144 tiles', () => {
    expect(plan).toHaveLength(72);
    expect(new Set(plan.flat()).size).toBe(144);
    expect(plan.every(([a, b]) => matches(faces[a], faces[b]))).toBe(true);
    expect([...faces].sort()).toEqual([...TILE_SET].sort());
  });

  it('starts playing, with all tiles', () => {
    expect(gameStatus(fresh)).toBe('playing');
    expect(remainingCount(fresh.position)).toBe(144);
    expect(fresh.moves).toEqual([]);
  });

  it('plays the whole plan to a win, then undoes all 72 pairs back to the start exactly', () => {
    let g = fresh;
    const seen = [g.position];
    for (const [a, b] of plan) {
      g = played(g, a, b);
      seen.push(g.position);
    }
    expect(gameStatus(g)).toBe('won');
    expect(g.moves).toEqual(plan);
    for (let k = 72; k > 0; k--) {
      g = undo(g);
      expect(g.moves).toHaveLength(k - 1);
      expect(samePosition(g.position, seen[k - 1])).toBe(true);
    }
    expect(samePosition(g.position, fresh.position)).toBe(true);
    expect(Array.from(g.position.present)).toEqual(Array.from(fresh.position.present));
    expect(undo(g)).toBe(g);
  });

  it('refuses an illegal pair and leaves the game as it was', () => {
    const [a] = plan[0];
    expect(playPair(fresh, a, a)).toEqual({ ok: false, error: { kind: 'same-tile', slot: a } });
    const blocked = TURTLE.slots.findIndex((s) => s.z === 0 && s.x === 12 && s.y === 6);
    expect(playPair(fresh, a, blocked)).toEqual({ ok: false, error: { kind: 'not-free', slot: blocked } });
    expect(fresh.moves).toEqual([]);
  });

  it('restart goes back to the start', () => {
    const g = played(played(fresh, ...plan[0]), ...plan[1]);
    const r = restart(g);
    expect(r.moves).toEqual([]);
    expect(samePosition(r.position, fresh.position)).toBe(true);
    expect(remainingCount(g.position)).toBe(140);
  });

  it('is stuck when no free pair matches', () => {
    // One face per match group on the 35 free tiles at the start, so none of them pair.
    const oneKindPerGroup = FACES.filter((f) => !/^[FS][2-4]$/.test(f));
    const lonely: Face[] = TILE_SET.map(() => '1B');
    freeSlots(initialPosition(geometryOf(TURTLE), lonely)).forEach((s, i) => {
      lonely[s] = oneKindPerGroup[i];
    });
    const g = gameFromDeal('MJ1-L00-AAAAAAA', TURTLE, lonely, []);
    expect(gameStatus(g)).toBe('stuck');
  });
});

describe('games from codes', () => {
  it('deals the same board for the same code, whatever its case and spacing', () => {
    const a = newGameFromCode('MJ1-L00-AAAAABL');
    const b = newGameFromCode('  mj1-l00-aaaaabl ');
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.value.code).toBe('MJ1-L00-AAAAABL');
    expect(b.value.layout.id).toBe('L00');
    expect(b.value.faces).toEqual(a.value.faces);
    expect([...a.value.faces].sort()).toEqual([...TILE_SET].sort());
    expect(a.value.plan).toHaveLength(72);
  });

  it("plays the deal's own plan to a win", () => {
    const start = newGameFromCode('MJ1-L00-AAAAABL');
    if (!start.ok) throw new Error('code refused');
    const won = start.value.plan.reduce((g, [a, b]) => played(g, a, b), start.value);
    expect(gameStatus(won)).toBe('won');
  });

  it('refuses a bad code with its error', () => {
    const r = newGameFromCode('MJ1-L00-AAAA1BL');
    expect(r.ok === false && r.error.kind).toBe('character');
  });

  it('replays saved moves to the same position, and refuses moves that are not legal', () => {
    const start = newGameFromCode('MJ1-L00-AAAAABL');
    if (!start.ok) throw new Error('code refused');
    let g = start.value;
    for (const [a, b] of g.plan.slice(0, 10)) g = played(g, a, b);
    const restored = replay(g.code, g.moves);
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.value.moves).toEqual(g.moves);
    expect(samePosition(restored.value.position, g.position)).toBe(true);
    const [a, b] = g.plan[0];
    expect(replay(g.code, [...g.moves, [a, b]])).toEqual({ ok: false, error: { kind: 'not-present', slot: a } });
    expect(replay('MJ2-L00-AAAAABL', []).ok).toBe(false);
  });
});
