/**
 * A player's own layout as the game plays it: a Layout like the built-in ones, whose id ('C…') comes
 * from its shape, so the same shape has the same id, codes and deals on every machine.
 */
import { CUSTOM_ID } from './code.ts';
import { layoutById } from './layouts/index.ts';
import type { Layout, Slot } from './layout.ts';

/** Whether `id` is a custom layout's id as codes write it ('C' and capitals or digits). */
export function isCustomLayoutId(id: string): boolean {
  return CUSTOM_ID.test(id);
}

/** A custom layout's id as codes write it: shape ids are case-blind, so capitals. */
export function customLayoutId(shapeId: string): string {
  return shapeId.replace(/[a-z]/g, (c) => c.toUpperCase());
}

export interface CustomLayout extends Layout {
  readonly custom: true;
  readonly author: string;
}

/** Finds a layout by id: a built-in one, or one of the player's own. */
export type LayoutLookup = (id: string) => Layout | undefined;

/** Names and authors are shown as plain text; these bounds keep them on one line. */
export const NAME_MAX = 60;
export const AUTHOR_MAX = 60;

/** Combining marks kept on one letter: enough for any script's stacked accents and vowel signs, not for a tower. */
export const MAX_MARKS = 3;

/**
 * Every name from outside (files, share links, sync, the editor) as one line of plain text: control
 * and formatting characters (direction overrides and marks, U+202E, U+200F…) made spaces, at most
 * MAX_MARKS combining marks on a letter, space runs made one, trimmed and cut to `max` characters
 * (never splitting one). Markup stays the characters it is: names are shown as text.
 */
export function cleanText(text: unknown, max: number): string {
  if (typeof text !== 'string') return '';
  const line = text
    .slice(0, max * 16)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/(\p{M}{3})\p{M}+/gu, '$1') // MAX_MARKS
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, max).join('').trim();
}

/** The number that seeds a custom layout's deals (core/deal.ts): from its id, above every built-in number. */
export function customLayoutNumber(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return 1000 + (h >>> 0);
}

/** The Layout of a custom shape; `shapeId` is core/layoutFiles' id of these slots. */
export function customLayout(shapeId: string, slots: readonly Slot[], name: string, author = ''): CustomLayout {
  const id = customLayoutId(shapeId);
  const shown = cleanText(name, NAME_MAX) || id;
  return Object.freeze({
    id,
    number: customLayoutNumber(id),
    name: shown,
    names: Object.freeze({ en: shown }),
    slots: Object.freeze(slots.map((s) => Object.freeze({ x: s.x, y: s.y, z: s.z }))),
    custom: true as const,
    author: cleanText(author, AUTHOR_MAX),
  });
}

export function isCustomLayout(layout: Layout): layout is CustomLayout {
  return (layout as Partial<CustomLayout>).custom === true;
}

/** A lookup of the built-in layouts and then `custom` (the player's own, by id). */
export function lookupWith(custom: (id: string) => Layout | undefined): LayoutLookup {
  return (id) => layoutById(id) ?? custom(id.toUpperCase());
}
