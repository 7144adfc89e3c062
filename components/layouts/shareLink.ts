/**
 * Share links: `newtab.html#layout=SHAPE&game=CODE&name=NAME&by=AUTHOR`. SHAPE is the layout's
 * compact text (core/layoutFiles encodeShape), so the link alone brings the layout to a machine that
 * lacks it; CODE is a deal of it (its id in the code is the shape's own, checked when read).
 */
import { layoutOfCode, parseCode } from '@/core/code';
import { cleanText, customLayoutId, NAME_MAX, AUTHOR_MAX } from '@/core/customLayout';
import type { Slot } from '@/core/layout';
import { decodeShape, encodeShape, shapeId, validateShape } from '@/core/layoutFiles';

export interface SharedLayout {
  id: string;
  name: string;
  author: string;
  slots: Slot[];
  /** The deal the link carries, canonical; null when it carried none of this layout. */
  code: string | null;
}

/** Whether a location hash is a share link (read it with readShareLink). */
export const isShareHash = (hash: string): boolean => /^#?layout=/.test(hash);

export function makeShareLink(page: string, layout: { name: string; author?: string; slots: readonly Slot[] }, code: string): string {
  const params = new URLSearchParams({ layout: encodeShape(layout.slots), game: code, name: layout.name });
  if (layout.author) params.set('by', layout.author);
  return `${page}#${params.toString()}`;
}

/** What a share link's hash carries, checked as an import is; null when it carries no layout this game can play. */
export function readShareLink(hash: string): SharedLayout | null {
  if (hash.length > 4000) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const decoded = decodeShape(params.get('layout') ?? '');
  if (!decoded.ok) return null;
  const valid = validateShape(decoded.value);
  if (!valid.ok) return null;
  const id = customLayoutId(shapeId(valid.value));
  const code = parseCode(params.get('game') ?? '');
  const canonical = code.ok && code.value.layoutId === id ? `${(params.get('game') ?? '').trim().toUpperCase()}` : null;
  return {
    id,
    name: cleanText(params.get('name'), NAME_MAX) || id,
    author: cleanText(params.get('by'), AUTHOR_MAX),
    slots: valid.value,
    code: canonical !== null && layoutOfCode(canonical) === id ? canonical : null,
  };
}
