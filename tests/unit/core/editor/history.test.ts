/** The editor's undo and redo, and the draft's stored form. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canRedo, canUndo, commit, draftFromSlots, emptyDraft, HISTORY_LIMIT, makeStoredDraft, parseStoredDraft, place, redo, startHistory, undo, type Draft,
} from '../../../../core/editor/index.ts';
import { TURTLE } from '../../../../core/layouts/turtle.ts';

const at = (d: Draft, x: number): Draft => {
  const r = place(d, { x, y: 0, z: 0 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('history', () => {
  it('undoes and redoes every change, and a new change forgets redo', () => {
    const a = emptyDraft();
    const b = at(a, 0);
    const c = at(b, 2);
    let h = commit(commit(startHistory(a), b), c);
    expect(canRedo(h)).toBe(false);
    h = undo(undo(h));
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(b);
    h = commit(h, at(b, 6));
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect(commit(h, h.present)).toBe(h); // nothing changed, nothing recorded
  });

  it('keeps a bounded past', () => {
    let h = startHistory(emptyDraft(64, 4, 1));
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = commit(h, emptyDraft(64, 4, 1));
    expect(h.past.length).toBe(HISTORY_LIMIT);
  });

  it('undo after any changes then redo as many gives the same draft', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 16 }), { maxLength: 40 }), fc.nat(40), (xs, back) => {
      let h = startHistory(emptyDraft());
      for (const x of xs) {
        const r = place(h.present, { x: x * 2, y: 0, z: 0 });
        if (r.ok) h = commit(h, r.value);
      }
      const end = h.present;
      for (let i = 0; i < back; i++) h = undo(h);
      for (let i = 0; i < back; i++) h = redo(h);
      return h.present === end;
    }));
  });
});

describe('the stored form', () => {
  it('gives the draft and the name back', () => {
    const d = draftFromSlots(TURTLE.slots);
    const kept = parseStoredDraft(JSON.parse(JSON.stringify(makeStoredDraft(d, '  My  turtle '))));
    expect(kept?.name).toBe('My turtle');
    expect(kept?.draft.tiles).toEqual(d.tiles);
    expect([kept?.draft.width, kept?.draft.height, kept?.draft.depth]).toEqual([d.width, d.height, d.depth]);
  });

  it('refuses damaged or foreign data with null, never throwing', () => {
    const good = makeStoredDraft(at(at(emptyDraft(), 0), 4));
    const bad: unknown[] = [
      undefined, null, 7, 'x', [], {}, { ...good, v: 2 }, { ...good, v: '1' }, { ...good, w: 1000 }, { ...good, w: 1.5 }, { ...good, d: 0 },
      { ...good, t: [0, 0] }, { ...good, t: [0, 0, 0, 1, 0, 0] }, { ...good, t: [40, 0, 0] }, { ...good, t: [0, 0, 99] }, { ...good, t: ['0', 0, 0] },
      { ...good, t: 'abc' }, { ...good, n: 5 }, { ...good, n: 'x'.repeat(1000) }, { ...good, t: Array(30000).fill(0) },
    ];
    for (const raw of bad) expect(parseStoredDraft(raw)).toBeNull();
    fc.assert(fc.property(fc.anything(), (raw) => parseStoredDraft(raw) === null || typeof raw === 'object'));
    fc.assert(fc.property(fc.record({ v: fc.constant(1), w: fc.integer({ min: -2, max: 70 }), h: fc.integer({ min: -2, max: 70 }), d: fc.integer({ min: 0, max: 20 }), t: fc.array(fc.integer({ min: -1, max: 70 }), { maxLength: 60 }) }), (raw) => {
      const kept = parseStoredDraft(raw);
      return kept === null || kept.draft.tiles.length === raw.t.length / 3;
    }));
  });
});
