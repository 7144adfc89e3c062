import { describeFace, type Face, type Suit } from '@/core/tiles';

/** Digits (the default), Classic pictures, and Large print: the Digits information at the largest size a tile allows. */
export type TileStyle = 'digits' | 'classic' | 'large';

/** The colour family of a face in the Digits style; dragons take their own colour. */
export type Ink = 'bamboo' | 'characters' | 'dots' | 'wind' | 'red' | 'green' | 'white' | 'flower' | 'season';

const DRAGON_INK: Record<number, Ink> = { 1: 'red', 2: 'green', 3: 'white' };

export function inkOf(face: Face): Ink {
  const { suit, rank }: { suit: Suit; rank: number } = describeFace(face);
  return suit === 'dragon' ? DRAGON_INK[rank] : suit;
}

/** The family a face belongs to (its suit), which the Digits styles show by a shape as well as a colour. */
export const familyOf = (face: Face): Suit => describeFace(face).suit;

/** A wind's compass arrow, drawn beside its letter so a wind never reads as a season ("S" and "S1"). */
const WIND_ARROW: Record<string, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * The Digits label split for display: the rank (or the honour's letter) large,
 * then a mark: the suit letter, the flower's or season's number, a wind's
 * arrow. The mark sits in a frame shaped by the family (board.css), so no
 * family rests on colour alone.
 */
export function digitsParts(face: Face): { main: string; minor: string; mark: string } {
  if (/^\d[BCD]$/.test(face)) return { main: face[0], minor: face[1], mark: face[1] };
  if (/^[FS]\d$/.test(face)) return { main: face[0], minor: face[1], mark: face[1] };
  return { main: face, minor: '', mark: WIND_ARROW[face] ?? '' };
}

/**
 * The index the Classic art writes in a face's corner: the rank of every
 * numbered tile (characters, bamboo, dots), of flowers and seasons, the letter
 * of a wind; dragons are pictures alone ('').
 */
export function classicIndex(face: Face): string {
  const { suit, rank } = describeFace(face);
  if (suit === 'characters' || suit === 'bamboo' || suit === 'dots' || suit === 'flower' || suit === 'season') return String(rank);
  if (suit === 'wind') return face;
  return '';
}

/** The text a tile shows in a style, as a player reads it: a voice command names a tile by it. */
export function visibleFaceText(face: Face, tileStyle: TileStyle): string {
  if (tileStyle === 'classic') return classicIndex(face);
  const { main, minor } = digitsParts(face);
  return main + minor;
}
