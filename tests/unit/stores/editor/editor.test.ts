/** The editor's store: the draft kept in storage.local, a damaged one kept aside, undo, drag strokes and saving. */
import { afterEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { provideServices } from '@/stores/services';
import { useEditorStore } from '@/stores/editor';
import { AUTHOR_KEY, DRAFT_KEY, KEEP_DELAY_MS } from '@/stores/editor/keeping';
import { useCustomLayoutsStore } from '@/stores/customLayouts';
import { useNoticesStore } from '@/stores/notices';
import { memoryArea, type StorageArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { QUARANTINE_PREFIX } from '@/stores/storage/keys';
import { emptyDraft, makeStoredDraft, parseStoredDraft } from '@/core/editor';

const T0 = Date.UTC(2026, 0, 1);
const stores: { editor: ReturnType<typeof useEditorStore> }[] = [];

function page(local: StorageArea = memoryArea(), sync: StorageArea = memoryArea()) {
  const pinia = createPinia();
  const clock = virtualClock(T0);
  provideServices(pinia, { backend: { local, sync }, clock });
  setActivePinia(pinia);
  const editor = useEditorStore();
  stores.push({ editor });
  return { clock, editor, local, custom: useCustomLayoutsStore(), notices: useNoticesStore() };
}
afterEach(() => void stores.splice(0).forEach(({ editor }) => editor.$dispose()));

/** 144 tiles the survey finds easy: 10 rows of four groups of three, the middle tile of 24 groups topped. */
function drawFloor(editor: ReturnType<typeof useEditorStore>): void {
  for (let r = 0; r < 10; r++) for (let g = 0; g < 4; g++) for (let i = 0; i < 3; i++) editor.toggleAt(g * 8 + i * 2, r * 2);
  editor.setLayer(1);
  for (let r = 0; r < 6; r++) for (let g = 0; g < 4; g++) editor.toggleAt(g * 8 + 2, r * 2);
  editor.setLayer(0);
}

describe('the editor store', () => {
  it('keeps the draft in storage.local a moment after a change, and restores it on the next page', async () => {
    const local = memoryArea();
    const a = page(local);
    await a.editor.init();
    a.editor.toggleAt(4, 4);
    a.editor.setName('Castle');
    expect(local.data.has(DRAFT_KEY)).toBe(false); // not yet: changes close together are written together
    await a.clock.advance(KEEP_DELAY_MS + 10);
    await a.editor.flush();
    expect(parseStoredDraft(local.data.get(DRAFT_KEY))?.draft.tiles).toEqual([{ x: 4, y: 4, z: 0 }]);
    const b = page(local);
    await b.editor.init();
    expect(b.editor.draft.tiles).toEqual([{ x: 4, y: 4, z: 0 }]);
    expect(b.editor.name).toBe('Castle');
  });

  it('writes the draft at once when the page is hidden', async () => {
    const local = memoryArea();
    const a = page(local);
    await a.editor.init();
    a.editor.toggleAt(0, 0);
    window.dispatchEvent(new Event('pagehide'));
    await a.editor.flush();
    expect(parseStoredDraft(local.data.get(DRAFT_KEY))?.draft.tiles.length).toBe(1);
  });

  it('keeps a damaged draft aside, says so and starts empty without writing over anything else', async () => {
    const local = memoryArea();
    local.data.set(DRAFT_KEY, { v: 1, w: 36, h: 20, d: 8, t: [0, 0, 0, 1, 0, 0] });
    const { editor, notices } = page(local);
    await editor.init();
    expect(editor.count).toBe(0);
    expect(notices.notices.map((n) => n.key)).toContain('notices.keptAside');
    expect([...local.data.keys()].some((k) => k.startsWith(QUARANTINE_PREFIX))).toBe(true);
  });

  it('leaves a draft from a newer release alone and never writes over it', async () => {
    const local = memoryArea();
    const newer = { v: 9, anything: true };
    local.data.set(DRAFT_KEY, newer);
    const { editor, notices, clock } = page(local);
    await editor.init();
    editor.toggleAt(0, 0);
    await clock.advance(KEEP_DELAY_MS + 10);
    await editor.flush();
    expect(local.data.get(DRAFT_KEY)).toEqual(newer);
    expect(notices.notices.map((n) => n.key)).toContain('notices.newerData');
  });

  it('says so when storage cannot be read, and then writes nothing over it', async () => {
    const local = memoryArea();
    local.data.set(DRAFT_KEY, makeStoredDraft(emptyDraft()));
    const broken = { ...local, get: () => Promise.reject(new Error('unreadable')) };
    const { editor, notices, clock } = page(broken);
    await editor.init();
    expect(notices.notices.map((n) => n.key)).toContain('notices.saveFailed');
    editor.toggleAt(0, 0);
    await clock.advance(KEEP_DELAY_MS + 10);
    await editor.flush();
    expect(local.data.get(DRAFT_KEY)).toEqual(makeStoredDraft(emptyDraft()));
  });

  it('refuses an overlap at once, with the reason, and changes nothing', async () => {
    const { editor } = page();
    await editor.init();
    editor.toggleAt(2, 2);
    expect(editor.toggleAt(3, 3)).toBe('removed'); // a cell of the tile: it goes
    editor.toggleAt(2, 2);
    editor.setLayer(0);
    const before = editor.draft;
    editor.setMirrors({ x: true });
    expect(editor.toggleAt(35, 2)).toBe('refused'); // off the grid's right edge
    expect(editor.refusal?.reason).toBe('outside');
    expect(editor.draft).toBe(before);
  });

  it('makes a drag one undo step, painting a row of whole tiles', async () => {
    const { editor } = page();
    await editor.init();
    editor.beginStroke(0, 0);
    for (let x = 1; x <= 9; x++) editor.strokeOver(x, 0);
    editor.endStroke();
    expect(editor.draft.tiles.map((s) => s.x)).toEqual([0, 2, 4, 6, 8]);
    editor.undo();
    expect(editor.count).toBe(0);
    editor.redo();
    expect(editor.count).toBe(5);
    editor.beginStroke(1, 1); // on a tile: the drag erases
    editor.strokeOver(5, 0);
    editor.endStroke();
    expect(editor.draft.tiles.map((s) => s.x)).toEqual([2, 6, 8]);
  });

  it('saves a valid draft as one of the player’s layouts, remembers the author and clears the draft', async () => {
    const local = memoryArea();
    const { editor, custom, clock } = page(local);
    await editor.init();
    expect(await editor.save()).toMatchObject({ kind: 'invalid', problem: { reason: 'count' } });
    drawFloor(editor);
    expect(editor.count).toBe(144);
    expect(await editor.save()).toEqual({ kind: 'noName' });
    editor.setName('Eight rows');
    editor.setAuthor('Ana');
    const saved = await editor.save();
    expect(saved.kind).toBe('saved');
    if (saved.kind !== 'saved') return;
    expect(saved.survey.dealable).toBe(true);
    expect(custom.layouts.map((l) => [l.name, l.author, l.slots.length])).toEqual([['Eight rows', 'Ana', 144]]);
    expect(editor.count).toBe(0);
    await clock.advance(KEEP_DELAY_MS + 10);
    await editor.flush();
    expect(local.data.has(DRAFT_KEY)).toBe(false);
    expect(local.data.get(AUTHOR_KEY)).toBe('Ana');
    const next = page(local);
    await next.editor.init();
    expect(next.editor.author).toBe('Ana');
    // The same shape again is recognised, not added twice.
    drawFloor(next.editor);
    next.editor.setName('Again');
    expect(await next.editor.save()).toMatchObject({ kind: 'already', layout: { name: 'Eight rows' } });
  }, 60_000);

  it('surveys the draft once it can be a board', async () => {
    const { editor } = page();
    await editor.init();
    drawFloor(editor);
    await expect.poll(() => editor.survey?.survey.dealable, { timeout: 30_000 }).toBe(true);
    expect(editor.survey?.survey.grade).toBe('easy');
    editor.toggleAt(0, 0);
    expect(editor.survey).toBeNull();
  }, 60_000);

  it('starts over from a given draft with a fresh history', async () => {
    const { editor } = page();
    await editor.init();
    editor.toggleAt(0, 0);
    editor.start(parseStoredDraft(makeStoredDraft(emptyDraft(40, 24)))!.draft, 'From Turtle');
    expect([editor.draft.width, editor.canUndo, editor.name]).toEqual([40, false, 'From Turtle']);
  });
});
