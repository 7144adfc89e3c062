/**
 * The layout editor's state: the draft and its undo history, the layer shown, the keyboard cursor,
 * the mirrors, the name and author; kept in storage.local as it changes (keeping.ts), surveyed once
 * it can be a board, and saved through the custom layouts store as an import is (saving.ts).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import {
  canRedo as historyCanRedo, canUndo as historyCanUndo, checkDraft, clearLayer as clearDraftLayer, commit, emptyDraft, mirrorDraft,
  NO_MIRRORS, placeMirrored, redo as historyRedo, removeMirrored, shiftDraft, startHistory, tileCovering, tileCount, toggleMirrored,
  undo as historyUndo, unsupported, type Draft, type History, type Mirrors, type Refusal,
} from '@/core/editor';
import type { Slot } from '@/core/layout';
import { useServices } from '../services';
import { useNoticesStore } from '../notices';
import { useCustomLayoutsStore } from '../customLayouts';
import { createKeeper } from './keeping';
import { createSurveyor, saveDraft, type SaveOutcome } from './saving';

export type { SaveOutcome };
/** What a drag does to each cell it crosses: the first cell decides (a tile placed there: paint; removed: erase). */
export type StrokeMode = 'paint' | 'erase';

export const useEditorStore = defineStore('editor', () => {
  const services = useServices();
  const notices = useNoticesStore();
  const keeper = createKeeper(services, notices.push);
  const surveyor = createSurveyor(services);

  const history = shallowRef<History>(startHistory(emptyDraft()));
  const layer = ref(0);
  const cursor = ref({ x: 0, y: 0 });
  const mirrors = ref<Mirrors>(NO_MIRRORS);
  const name = ref('');
  const author = ref('');
  /** The last refusal, with a number that changes each time (the view flashes and says it). */
  const refusal = ref<{ reason: Refusal; cell: Slot; seq: number } | null>(null);
  let loading: Promise<void> | null = null;
  let stroke: { mode: StrokeMode } | null = null;
  let refusals = 0;

  const draft = computed(() => history.value.present);
  const count = computed(() => tileCount(draft.value));
  const check = computed(() => checkDraft(draft.value));
  const floating = computed(() => unsupported(draft.value));
  const canUndo = computed(() => historyCanUndo(history.value));
  const canRedo = computed(() => historyCanRedo(history.value));
  /** The fairness survey of the draft, once it can be a board (null meanwhile, or when it could not run). */
  const survey = surveyor.result;
  const surveying = surveyor.running;

  /** Reads the kept draft (once per page) and the author last used. */
  function init(): Promise<void> {
    loading ??= keeper.read().then(({ kept, author: last }) => {
      if (kept) {
        history.value = startHistory(kept.draft);
        name.value = kept.name;
      }
      author.value = last;
      surveyor.follow(draft.value);
    });
    return loading;
  }

  function changed(next: Draft): void {
    history.value = commit(history.value, next);
    afterChange();
  }
  function afterChange(): void {
    keeper.keep(draft.value, name.value);
    surveyor.follow(draft.value);
    if (layer.value >= draft.value.depth) layer.value = draft.value.depth - 1;
  }
  function refuse(reason: Refusal, cell: Slot): void {
    refusal.value = { reason, cell, seq: ++refusals };
  }

  /** Starts over from a draft (empty, or a layout's); the view asks before unsaved work is dropped. */
  function start(from: Draft, startName = ''): void {
    history.value = startHistory(from);
    name.value = startName;
    layer.value = 0;
    cursor.value = { x: 0, y: 0 };
    refusal.value = null;
    afterChange();
  }

  /** A click or Enter on a cell of the layer shown: removes the tile covering it, else places one there. */
  function toggleAt(x: number, y: number): 'placed' | 'removed' | 'refused' {
    const cell = { x, y, z: layer.value };
    const had = tileCovering(draft.value, cell) !== null;
    const result = toggleMirrored(draft.value, cell, mirrors.value);
    if (!result.ok) {
      refuse(result.error, cell);
      return 'refused';
    }
    changed(result.value);
    return had ? 'removed' : 'placed';
  }

  /** A drag: the first cell toggles as a click; each cell crossed then is painted or erased the same way, one undo step in all. */
  function beginStroke(x: number, y: number): void {
    const did = toggleAt(x, y);
    stroke = did === 'refused' ? null : { mode: did === 'placed' ? 'paint' : 'erase' };
  }
  function strokeOver(x: number, y: number): void {
    if (!stroke) return;
    const cell = { x, y, z: layer.value };
    const next = stroke.mode === 'paint' ? placeMirrored(draft.value, cell, mirrors.value) : { ok: true as const, value: removeMirrored(draft.value, cell, mirrors.value) };
    // Cells the row already covers are passed over quietly: a drag paints what fits.
    if (next.ok && next.value !== draft.value) {
      history.value = { ...history.value, present: next.value };
      afterChange();
    }
  }
  /** The drag ends: its first cell made the one undo step, the cells after it joined that step. */
  function endStroke(): void {
    stroke = null;
  }
  function undo(): void {
    history.value = historyUndo(history.value);
    afterChange();
  }
  function redo(): void {
    history.value = historyRedo(history.value);
    afterChange();
  }
  function setLayer(z: number): void {
    layer.value = Math.min(draft.value.depth - 1, Math.max(0, z));
  }
  function moveCursor(dx: number, dy: number): void {
    const d = draft.value;
    cursor.value = { x: Math.min(d.width - 1, Math.max(0, cursor.value.x + dx)), y: Math.min(d.height - 1, Math.max(0, cursor.value.y + dy)) };
  }
  function setCursor(x: number, y: number): void {
    cursor.value = { x, y };
  }
  function setMirrors(next: Partial<Mirrors>): void {
    mirrors.value = { ...mirrors.value, ...next };
  }
  function mirrorAll(axis: 'x' | 'y'): void {
    if (count.value > 0) changed(mirrorDraft(draft.value, axis));
  }
  function shift(dx: number, dy: number): boolean {
    const moved = shiftDraft(draft.value, dx, dy);
    if (!moved.ok) {
      refuse('outside', { x: 0, y: 0, z: layer.value });
      return false;
    }
    if (count.value > 0) changed(moved.value);
    return true;
  }
  function clearLayer(): void {
    changed(clearDraftLayer(draft.value, layer.value));
  }
  function setName(text: string): void {
    name.value = text;
    keeper.keep(draft.value, name.value);
  }
  function setAuthor(text: string): void {
    author.value = text;
  }

  /** Saves the draft as one of the player's layouts (checked and surveyed as an import); the draft is cleared once saved. */
  async function save(): Promise<SaveOutcome> {
    const outcome = await saveDraft(draft.value, { name: name.value, author: author.value }, { surveyor, add: useCustomLayoutsStore().add });
    if (outcome.kind === 'saved' || outcome.kind === 'already') {
      keeper.rememberAuthor(author.value);
      start(emptyDraft());
      await keeper.flush();
    }
    return outcome;
  }

  return {
    draft, layer, cursor, mirrors, name, author, refusal, count, check, floating, canUndo, canRedo, survey, surveying,
    init, start, toggleAt, beginStroke, strokeOver, endStroke, undo, redo, setLayer, moveCursor, setCursor, setMirrors,
    mirrorAll, shift, clearLayer, setName, setAuthor, save, flush: keeper.flush,
  };
});
