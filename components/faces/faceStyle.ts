import { describeFace, type Face, type Suit } from '@/core/tiles';

export type TileStyle = 'digits' | 'classic';

/** The colour family of a face in the Digits style; dragons take their own colour. */
export type Ink = 'bamboo' | 'characters' | 'dots' | 'wind' | 'red' | 'green' | 'white' | 'flower' | 'season';

const DRAGON_INK: Record<number, Ink> = { 1: 'red', 2: 'green', 3: 'white' };

export function inkOf(face: Face): Ink {
  const { suit, rank }: { suit: Suit; rank: number } = describeFace(face);
  return suit === 'dragon' ? DRAGON_INK[rank] : suit;
}

/** The Digits label split for display: the rank large, the suit letter smaller. */
export function digitsParts(face: Face): { main: string; minor: string } {
  if (/^\d[BCD]$/.test(face)) return { main: face[0], minor: face[1] };
  if (/^[FS]\d$/.test(face)) return { main: face[0], minor: face[1] };
  return { main: face, minor: '' };
}

/**
 * The index the Classic art writes in a face's corner: the rank of characters,
 * flowers and seasons, the letter of a wind; bamboo, dots and dragons are
 * pictures alone (''). The art draws exactly this text.
 */
export function classicIndex(face: Face): string {
  const { suit, rank } = describeFace(face);
  if (suit === 'characters' || suit === 'flower' || suit === 'season') return String(rank);
  if (suit === 'wind') return face;
  return '';
}

/** The text a tile shows in a style, as a player reads it: a voice command names a tile by it. */
export function visibleFaceText(face: Face, tileStyle: TileStyle): string {
  if (tileStyle === 'classic') return classicIndex(face);
  const { main, minor } = digitsParts(face);
  return main + minor;
}
