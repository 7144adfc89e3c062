import type { Face } from '@/core/tiles';
import type { TileStyle } from '@/core/settings';
import { classicIndex } from './faceStyle';

/**
 * How each tile style (core/settings.ts: TILE_STYLES) draws its faces. A style is drawn as a label
 * (the Digits information, dressed by faces.css and by what the style loads) or from the Classic
 * art's <symbol>s (`art`); what it loads comes once the style is chosen, never in the page's first
 * script. A style this list does not know is drawn as Digits are.
 */
export interface StyleDrawing {
  /** Drawn from the Classic art (FaceSymbols.ts), a tile showing its corner index as its text. */
  art?: boolean;
  /** Its art or style sheet, fetched when the style is chosen. */
  load?: () => Promise<unknown>;
}

// Large print (largePrint.css) and the Ivory, Bold and Compact sets (tileSets.css) come in one file.
const sheets = () => import('./styleSheets.css');

export const TILE_DRAWINGS: Readonly<Record<TileStyle, StyleDrawing>> = {
  digits: {},
  classic: { art: true, load: () => import('./FaceSymbols') },
  // Large print's own sizes and colours.
  large: { load: sheets },
  ivory: { load: sheets },
  bold: { load: sheets },
  compact: { load: sheets },
};

export const drawingOf = (style: string): StyleDrawing => TILE_DRAWINGS[style as TileStyle] ?? {};

/** The text a tile shows in a style, as a player reads it: a voice command names a tile by it. Digits show the face's name whole (5B, Wh, F1), the Classic art its corner index. */
export const visibleFaceText = (face: Face, tileStyle: string): string => (drawingOf(tileStyle).art ? classicIndex(face) : face);
