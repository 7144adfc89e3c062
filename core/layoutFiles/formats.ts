/**
 * The layout file formats the game reads, as data: each names its file extensions, how to recognise
 * its text when the name does not tell, and its reader. `readLayoutFile` (index.ts) picks the first
 * format whose extension matches, else the first that recognises the text; the file pickers accept
 * `LAYOUT_FILE_TYPES`. Adding a format is a reader file and one entry here.
 */
import { looksLikeKmahjongg, readKmahjongg } from './kmahjongg.ts';
import { looksLikeKyodai, readKyodai } from './kyodai.ts';
import { looksLikeMah, readMah } from './mah.ts';
import type { ReadLayout, ShapeProblem } from './types.ts';

/** One layout a file holds, or why it could not be read (by its name when the file gave one). */
export type FileBoard = { layout: ReadLayout } | { problem: ShapeProblem; name?: string };

export interface LayoutFormat {
  id: string;
  /** Lower case, without the dot. */
  extensions: readonly string[];
  looksLike(text: string): boolean;
  /** The layouts in the file (`skipped`: those past the most a file may hold), or why the file as a whole is not one. */
  read(text: string, fallbackName: string): { boards: FileBoard[]; skipped: number } | { problem: ShapeProblem };
}

const one = (board: FileBoard) => ({ boards: [board], skipped: 0 });

export const LAYOUT_FORMATS: readonly LayoutFormat[] = [
  { id: 'kmahjongg', extensions: ['layout'], looksLike: looksLikeKmahjongg, read: (text, name) => one(readKmahjongg(text, name)) },
  { id: 'kyodai', extensions: ['lay'], looksLike: looksLikeKyodai, read: (text, name) => one(readKyodai(text, name)) },
  { id: 'mah', extensions: ['mah', 'json'], looksLike: looksLikeMah, read: (text) => readMah(text) },
];

/** What a file picker for layouts accepts: every format's extensions, and plain text (read by content). */
export const LAYOUT_FILE_TYPES = [...LAYOUT_FORMATS.flatMap((f) => f.extensions.map((e) => `.${e}`)), 'text/plain', 'application/json'].join(',');

/** The format of a file: by its extension, else by its text; null when neither tells. */
export function formatOf(fileName: string, text: string): LayoutFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1].toLowerCase();
  return LAYOUT_FORMATS.find((f) => ext !== undefined && f.extensions.includes(ext)) ?? LAYOUT_FORMATS.find((f) => f.looksLike(text)) ?? null;
}
