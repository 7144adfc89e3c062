/** The 144 tiles of 42 kinds, labelled in the "Digits" style, and what matches what. */

const SUIT_LETTERS = ['B', 'C', 'D'] as const;
const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type SuitFace = `${(typeof RANKS)[number]}${(typeof SUIT_LETTERS)[number]}`;

export const WINDS = ['N', 'S', 'E', 'W'] as const;
export const DRAGONS = ['R', 'G', 'Wh'] as const;
export const FLOWERS = ['F1', 'F2', 'F3', 'F4'] as const;
export const SEASONS = ['S1', 'S2', 'S3', 'S4'] as const;

export type Face =
  | SuitFace
  | (typeof WINDS)[number]
  | (typeof DRAGONS)[number]
  | (typeof FLOWERS)[number]
  | (typeof SEASONS)[number];

export type Suit = 'bamboo' | 'characters' | 'dots' | 'wind' | 'dragon' | 'flower' | 'season';

const SUIT_FACES: readonly SuitFace[] = SUIT_LETTERS.flatMap((s) => RANKS.map((r): SuitFace => `${r}${s}`));

/** The 42 kinds: bamboo, characters, dots 1-9, then N S E W, R G Wh, F1-F4, S1-S4. */
export const FACES: readonly Face[] = Object.freeze([...SUIT_FACES, ...WINDS, ...DRAGONS, ...FLOWERS, ...SEASONS]);

/** The 144 tiles: four of each suit, wind and dragon kind, one of each flower and season. */
export const TILE_SET: readonly Face[] = Object.freeze(
  FACES.flatMap((f) => (isBonus(f) ? [f] : [f, f, f, f])),
);

const FACE_SET: ReadonlySet<string> = new Set(FACES);

export function isFace(value: unknown): value is Face {
  return typeof value === 'string' && FACE_SET.has(value);
}

function isBonus(face: Face): boolean {
  return (FLOWERS as readonly string[]).includes(face) || (SEASONS as readonly string[]).includes(face);
}

const GROUP_FLOWERS = 34;
const GROUP_SEASONS = 35;

// Index of each face in FACES, then folded so all flowers share one group and all seasons another.
const GROUP_OF: ReadonlyMap<Face, number> = new Map(
  FACES.map((f, i): [Face, number] => [f, i < GROUP_FLOWERS ? i : f[0] === 'F' ? GROUP_FLOWERS : GROUP_SEASONS]),
);

/** The match group, 0..35: two tiles match exactly when their groups are equal. */
export function matchGroup(face: Face): number {
  const g = GROUP_OF.get(face);
  if (g === undefined) throw new RangeError(`not a tile face: ${String(face)}`);
  return g;
}

/** Same kind, or any two flowers, or any two seasons. */
export function matches(a: Face, b: Face): boolean {
  return matchGroup(a) === matchGroup(b);
}

const SUIT_OF_LETTER: Readonly<Record<(typeof SUIT_LETTERS)[number], Suit>> = { B: 'bamboo', C: 'characters', D: 'dots' };
// Winds are ranked in the compass order the game shows them: North, East, South, West.
const WIND_RANK: Readonly<Record<(typeof WINDS)[number], number>> = { N: 1, E: 2, S: 3, W: 4 };

/** Suit and rank: 1-9 for the three suits; winds 1-4 as N, E, S, W; dragons 1 R, 2 G, 3 Wh; flowers and seasons 1-4. */
export function describeFace(face: Face): { suit: Suit; rank: number } {
  if ((WINDS as readonly string[]).includes(face)) return { suit: 'wind', rank: WIND_RANK[face as (typeof WINDS)[number]] };
  const dragon = (DRAGONS as readonly string[]).indexOf(face);
  if (dragon >= 0) return { suit: 'dragon', rank: dragon + 1 };
  if ((FLOWERS as readonly string[]).includes(face)) return { suit: 'flower', rank: Number(face[1]) };
  if ((SEASONS as readonly string[]).includes(face)) return { suit: 'season', rank: Number(face[1]) };
  return { suit: SUIT_OF_LETTER[face[1] as (typeof SUIT_LETTERS)[number]], rank: Number(face[0]) };
}

const SUIT_NAME: Readonly<Record<Suit, string>> = {
  bamboo: 'Bamboo',
  characters: 'Characters',
  dots: 'Dots',
  wind: 'Wind',
  dragon: 'Dragon',
  flower: 'Flower',
  season: 'Season',
};
const WIND_NAME: Readonly<Record<(typeof WINDS)[number], string>> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const DRAGON_NAME: Readonly<Record<(typeof DRAGONS)[number], string>> = { R: 'Red', G: 'Green', Wh: 'White' };

/** English name, for accessible labels: "5 of Bamboo", "North Wind", "Red Dragon", "Flower 2". */
export function faceName(face: Face): string {
  const { suit, rank } = describeFace(face);
  switch (suit) {
    case 'wind':
      return `${WIND_NAME[face as (typeof WINDS)[number]]} Wind`;
    case 'dragon':
      return `${DRAGON_NAME[face as (typeof DRAGONS)[number]]} Dragon`;
    case 'flower':
    case 'season':
      return `${SUIT_NAME[suit]} ${rank}`;
    default:
      return `${rank} of ${SUIT_NAME[suit]}`;
  }
}
