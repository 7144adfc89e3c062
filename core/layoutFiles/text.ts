/** Text handling shared by the readers: lines, byte-order marks, and names kept as plain, short text. */
import { MAX_NAME_CHARS } from './types.ts';
import { cleanText } from '../customLayout.ts';

/** The file's lines without a byte-order mark, with `\r\n` or `\r` endings read as `\n`. */
export function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** A name as plain text, cut to MAX_NAME_CHARS characters: the one sanitiser every name goes through (core/customLayout.ts). */
export const cleanName = (raw: unknown): string => cleanText(raw, MAX_NAME_CHARS);

/** The file name without folders and extension, as a layout name when the file names none. */
export function nameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return cleanName(base.replace(/\.[^.]*$/, '').replace(/[_]+/g, ' '));
}
