/**
 * Layout files players bring: KMahjongg `.layout`, Kyodai `.lay` and mah `.mah`,
 * read into canonical shapes with every refusal explained; and our own
 * layouts written back out. Pure: text in, data out.
 */
import { formatOf, type FileBoard } from './formats.ts';
import { validateShape } from './shape.ts';
import { nameFromFile } from './text.ts';
import { MAX_FILE_CHARS, MAX_LAYOUTS_PER_FILE, type LayoutProblem, type ReadLayout, type ReadResult, type ShapeProblem } from './types.ts';

export type { LayoutProblem, LayoutProblemKind, ReadLayout, ReadResult, ShapeProblem } from './types.ts';
export { MAX_FILE_CHARS, MAX_LAYOUTS_PER_FILE, MAX_NAME_CHARS } from './types.ts';
export { canonicalShape, freeSlotCount, shapeId, validateShape } from './shape.ts';
export { decodeShape, encodeShape, MAX_SHAPE_CODE_CHARS } from './shapeCode.ts';
export { writeKmahjongg } from './kmahjongg.ts';
export { writeMah } from './mah.ts';
export { LAYOUT_FILE_TYPES, LAYOUT_FORMATS, type LayoutFormat } from './formats.ts';
export { cleanName } from './text.ts';

export function readLayoutFile(fileName: string, text: string): ReadResult {
  const file = String(fileName);
  const fail = (problem: ShapeProblem, layout?: string): LayoutProblem => ({ file, ...(layout === undefined ? {} : { layout }), ...problem });
  if (typeof text !== 'string') return { layouts: [], problems: [fail({ reason: 'format', detail: {} })] };
  if (text.length > MAX_FILE_CHARS) return { layouts: [], problems: [fail({ reason: 'tooLarge', detail: { size: text.length, max: MAX_FILE_CHARS } })] };
  // Binary junk: NUL bytes or replacement characters never occur in these text formats.
  if (/[\0\uFFFD]/.test(text)) return { layouts: [], problems: [fail({ reason: 'format', detail: {} })] };
  const format = formatOf(file, text);
  const fallbackName = nameFromFile(file) || 'Layout';
  const problems: LayoutProblem[] = [];
  if (!format) return { layouts: [], problems: [fail({ reason: 'format', detail: {} })] };
  const read = format.read(text, fallbackName);
  if ('problem' in read) return { layouts: [], problems: [fail(read.problem)] };
  const found: FileBoard[] = read.boards;
  if (read.skipped > 0) problems.push(fail({ reason: 'tooMany', detail: { count: read.skipped + MAX_LAYOUTS_PER_FILE, max: MAX_LAYOUTS_PER_FILE } }));
  const layouts: ReadLayout[] = [];
  for (const item of found) {
    if ('problem' in item) {
      problems.push(fail(item.problem, item.name));
      continue;
    }
    const checked = validateShape(item.layout.slots);
    if (checked.ok) layouts.push({ ...item.layout, slots: checked.value });
    else problems.push(fail(checked.error, item.layout.name));
  }
  if (layouts.length === 0 && problems.length === 0) problems.push(fail({ reason: 'empty', detail: {} }));
  return { layouts, problems };
}
