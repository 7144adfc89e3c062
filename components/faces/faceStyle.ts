import { describeFace, type Face, type Suit } from '@/core/tiles';

/** The family a face belongs to (its suit), which the Digits styles show by a shape as well as a colour (a dragon takes its own). */
export const familyOf = (face: Face): Suit => describeFace(face).suit;

/** A wind's compass arrow, drawn beside its letter so a wind never reads as a season ("S" and "S1"). */
const WIND_ARROW: Record<string, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/**
 * The Digits label split for display: the rank (or the honour's letter, or a
 * flower's or season's name as the rules write it, F1 or S1) large, then a
 * mark: the suit letter, a wind's arrow (a flower or season shows its family's
 * emblem, faceEmblems.ts). The mark sits in a frame shaped by the family
 * (faces.css), so no family rests on colour alone.
 */
export function digitsParts(face: Face): { main: string; mark: string } {
  // A numbered tile's name begins with its rank, and digits sort before letters.
  return face < 'A' ? { main: face[0], mark: face[1] } : { main: face, mark: WIND_ARROW[face] ?? '' };
}

/**
 * The index the Classic art writes in a face's corner: the rank of every
 * numbered tile (characters, bamboo, dots), of flowers and seasons, the letter
 * of a wind; dragons are pictures alone ('').
 */
export function classicIndex(face: Face): string {
  const { suit, rank } = describeFace(face);
  return suit === 'dragon' ? '' : suit === 'wind' ? face : String(rank);
}
