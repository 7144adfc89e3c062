/**
 * An import: files read by core/layoutFiles, each layout measured by the fairness survey, the
 * accepted ones added in one change. What each row of the import dialog says comes from here.
 */
import { customLayoutId, type CustomLayout } from '@/core/customLayout';
import { MAX_FILE_CHARS, readLayoutFile, shapeId, type LayoutProblem, type ReadLayout } from '@/core/layoutFiles';
import type { Survey } from '@/core/survey';
import type { AddResult, Addition, SaveResult } from '@/stores/customLayouts';

export type ImportRow =
  | { kind: 'added'; layout: CustomLayout; survey: Survey }
  | { kind: 'already'; name: string; layout: CustomLayout }
  | { kind: 'refused'; problem: LayoutProblem | { file: string; layout?: string; reason: 'unreadable' | 'zip' | 'unchecked'; detail: Record<string, string | number> } };

export interface ImportDeps {
  survey(slots: ReadLayout['slots']): Promise<Survey | null>;
  add(layouts: readonly Addition[]): Promise<AddResult>;
  /** The player's layout of this id, when there is one: a shape already there needs no survey. */
  known?(id: string): CustomLayout | undefined;
}

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
  saved: SaveResult | null;
}

export async function importFiles(files: readonly File[], deps: ImportDeps): Promise<ImportOutcome> {
  const rows: ImportRow[] = [];
  const accepted: { read: ReadLayout; survey: Survey; id: string }[] = [];
  const seen = new Set<string>();
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
    for (const layout of read.layouts) {
      const id = customLayoutId(shapeId(layout.slots));
      if (seen.has(id)) {
        rows.push({ kind: 'refused', problem: { file: name, layout: layout.name, reason: 'duplicate', detail: {} } });
        continue;
      }
      seen.add(id);
      const had = deps.known?.(id);
      if (had) {
        rows.push({ kind: 'already', name: layout.name, layout: had });
        continue;
      }
      // Only a layout the survey found a winnable deal of is added: dealing it must end.
      const survey = await deps.survey(layout.slots).catch(() => null);
      if (!survey?.dealable) {
        rows.push({ kind: 'refused', problem: { file: name, layout: layout.name, reason: survey ? 'unwinnable' : 'unchecked', detail: {} } });
        continue;
      }
      accepted.push({ read: layout, survey, id });
    }
  }
  if (accepted.length === 0) return { rows, saved: null };
  const added = await deps.add(accepted.map(({ read }) => ({ name: read.name, ...(read.author ? { author: read.author } : {}), slots: read.slots })));
  if (!added.saved.ok) return { rows, saved: added.saved };
  const surveys = new Map(accepted.map((a) => [a.id, a.survey]));
  const done: ImportRow[] = [
    ...added.added.flatMap((layout): ImportRow[] => {
      const survey = surveys.get(layout.id);
      return survey ? [{ kind: 'added', layout, survey }] : [];
    }),
    ...added.already.map((a): ImportRow => ({ kind: 'already', name: a.given.name, layout: a.layout })),
  ];
  return { rows: [...done, ...rows], saved: added.saved };
}
