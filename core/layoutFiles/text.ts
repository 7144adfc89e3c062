/** Text handling shared by the readers: lines, byte-order marks, and names kept as plain, short text. */
import { MAX_NAME_CHARS } from './types.ts';

/** The file's lines without a byte-order mark, with `\r\n` or `\r` endings read as `\n`. */
export function linesOf(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/**
 * A name as plain text: control and formatting characters dropped, whitespace
 * runs made one space, trimmed and cut to MAX_NAME_CHARS characters (never
 * splitting a character). Markup stays as the characters it is: the UI shows
 * names as text, never as HTML.
 */
export function cleanName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const plain = raw
    .slice(0, MAX_NAME_CHARS * 8)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, MAX_NAME_CHARS).join('').trim();
}

/** The file name without folders and extension, as a layout name when the file names none. */
export function nameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return cleanName(base.replace(/\.[^.]*$/, '').replace(/[_]+/g, ' '));
}
