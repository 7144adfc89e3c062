/**
 * An import: files read by core/layoutFiles, each layout measured by the fairness survey, the
 * accepted ones added as they are judged (a few at a time, so a long import keeps what it has
 * checked however it ends); the steps a layout passes are the editor's too (accept.ts). What each
 * row of the import dialog says comes from here.
 */
import { customLayoutId, type CustomLayout } from '@/core/customLayout';
import type { Layout } from '@/core/layout';
import { MAX_FILE_CHARS, readLayoutFile, shapeId, type LayoutProblem, type ReadLayout } from '@/core/layoutFiles';
import { builtInShapeOf } from '@/core/layoutFiles/builtIn';
import type { Survey } from '@/core/survey';
import type { AddResult, Addition, SaveResult } from './index';
import { additionOf, surveyToDeal } from './accept';

export type ImportRow =
  | { kind: 'added'; layout: CustomLayout; survey: Survey }
  | { kind: 'already'; name: string; layout: CustomLayout }
  /** The shape of a layout the game has built in: nothing to add. */
  | { kind: 'builtIn'; name: string; layout: Layout }
  | { kind: 'refused'; problem: LayoutProblem | { file: string; layout?: string; reason: 'unreadable' | 'zip' | 'unchecked'; detail: Record<string, string | number> } };

export interface ImportDeps {
  survey(slots: ReadLayout['slots']): Promise<Survey | null>;
  add(layouts: readonly Addition[]): Promise<AddResult>;
  /** The player's layout of this id, when there is one: a shape already there needs no survey. */
  known?(id: string): CustomLayout | undefined;
  /** Each row as it is known (added rows once saved), in order. */
  row?(row: ImportRow): void;
  /** How many layouts are judged, of how many read. */
  progress?(done: number, total: number): void;
  /** Asked before each layout is judged: true stops the import there, keeping what was added. */
  stopped?(): boolean;
  /** The time now in ms (the page's clock); layouts are saved at most every SAVE_EVERY_MS. */
  now(): number;
}

/** Accepted layouts wait at most this long to be saved: each save is one storage.sync write, whose rate is limited. */
export const SAVE_EVERY_MS = 1000;

/** A file's text; null when it cannot be read (or is far larger than any layout file). */
async function textOf(file: File): Promise<string | null> {
  if (file.size > MAX_FILE_CHARS * 4) return null;
  try {
    return await file.text();
  } catch {
    return null;
  }
}

export interface ImportOutcome {
  rows: ImportRow[];
  /** The last save's result (a failed one if any failed); null when nothing was to be saved. */
  saved: SaveResult | null;
  /** Whether the import was stopped before every layout was judged. */
  stopped: boolean;
}

type Judged = { read: ReadLayout; file: string };

/** Every file read, its problems as rows and its layouts to judge. */
async function readAll(files: readonly File[], rows: ImportRow[]): Promise<Judged[]> {
  const layouts: Judged[] = [];
  for (const file of files) {
    const name = file.name;
    if (/\.zip$/i.test(name)) {
      rows.push({ kind: 'refused', problem: { file: name, reason: 'zip', detail: {} } });
      continue;
    }
    const text = await textOf(file);
    if (text === null) {
      rows.push({ kind: 'refused', problem: { file: name, reason: 'unreadable', detail: {} } });
      continue;
    }
    const read = readLayoutFile(name, text);
    for (const problem of read.problems) rows.push({ kind: 'refused', problem });
    for (const layout of read.layouts) layouts.push({ read: layout, file: name });
  }
  return layouts;
}

export async function importFiles(files: readonly File[], deps: ImportDeps): Promise<ImportOutcome> {
  const rows: ImportRow[] = [];
  const emit = (row: ImportRow): void => {
    rows.push(row);
    deps.row?.(row);
  };
  const read: ImportRow[] = [];
  const layouts = await readAll(files, read);
  read.forEach(emit);
  const now = deps.now;
  const seen = new Set<string>();
  let pending: { read: ReadLayout; survey: Survey; id: string }[] = [];
  let saved: SaveResult | null = null;
  // The first layout accepted is saved at once, so the player soon sees one added.
  let lastSave = -Infinity;

  const save = async (): Promise<void> => {
    const batch = pending;
    pending = [];
    lastSave = now();
    if (batch.length === 0) return;
    const added = await deps.add(batch.map(({ read: r }) => additionOf(r.name, r.author, r.slots)));
    const result = added.saved;
    // A failure stays said; layouts kept on this machine only are gathered over the saves.
    if (saved === null || saved.ok) saved = result.ok && saved?.ok ? { ok: true, localOnly: [...saved.localOnly, ...result.localOnly] } : result;
    if (!result.ok) return;
    const surveys = new Map(batch.map((a) => [a.id, a.survey]));
    for (const layout of added.added) {
      const survey = surveys.get(layout.id);
      if (survey) emit({ kind: 'added', layout, survey });
    }
    for (const a of added.already) emit({ kind: 'already', name: a.given.name, layout: a.layout });
  };

  let done = 0;
  deps.progress?.(0, layouts.length);
  for (const { read: layout, file } of layouts) {
    if (deps.stopped?.()) break;
    const judged = await judge(layout, file, seen, deps);
    done++;
    if ('row' in judged) emit(judged.row);
    else pending.push(judged.accepted);
    if (pending.length > 0 && now() - lastSave >= SAVE_EVERY_MS) await save();
    deps.progress?.(done, layouts.length);
  }
  await save();
  return { rows, saved, stopped: done < layouts.length };
}

/** What becomes of one layout: a row at once, or accepted to be added. */
async function judge(
  layout: ReadLayout,
  file: string,
  seen: Set<string>,
  deps: ImportDeps,
): Promise<{ row: ImportRow } | { accepted: { read: ReadLayout; survey: Survey; id: string } }> {
  const id = customLayoutId(shapeId(layout.slots));
  if (seen.has(id)) return { row: { kind: 'refused', problem: { file, layout: layout.name, reason: 'duplicate', detail: {} } } };
  seen.add(id);
  const builtIn = builtInShapeOf(layout.slots);
  if (builtIn) return { row: { kind: 'builtIn', name: layout.name, layout: builtIn } };
  const had = deps.known?.(id);
  if (had) return { row: { kind: 'already', name: layout.name, layout: had } };
  // Only a layout that can be dealt is added: by a winnable shuffle, or built from an order of removals.
  const surveyed = await surveyToDeal(layout.slots, deps.survey);
  if (!surveyed.ok) return { row: { kind: 'refused', problem: { file, layout: layout.name, reason: surveyed.reason, detail: {} } } };
  return { accepted: { read: layout, survey: surveyed.survey, id } };
}
