import { describeFace, type Face, type Suit } from '@/core/tiles';

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
