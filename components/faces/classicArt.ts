/**
 * The Classic tile faces, drawn as our own SVG: each face is a short list of
 * primitives in a 60 × 80 box, rendered once as a <symbol> and shown by <use>.
 * Data rather than markup keeps the bundle small: dots and sticks are placed
 * from coordinate tables, characters are stroke paths on a 20 × 20 grid.
 */
import { FACES, describeFace, type Face } from '@/core/tiles';
import { FACE_VIEWBOX, symbolId } from './faceIds';
import { classicIndex } from './faceStyle';
import { emblemOf } from './faceEmblems';

export type ArtTag = 'symbol' | 'circle' | 'ellipse' | 'path' | 'rect' | 'use' | 'text' | 'g';
export interface ArtPart {
  tag: ArtTag;
  attrs: Record<string, string | number>;
  text?: string;
  children?: ArtPart[];
}


const INK = '#1c1c1c';
const RED = '#c0262d';
const GREEN = '#1d7a3c';
const BLUE = '#1f4f96';

const part = (tag: ArtTag, attrs: ArtPart['attrs'], children?: ArtPart[]): ArtPart => ({ tag, attrs, children });

/** Stroke paths drawn on a 20 × 20 grid, placed by a transform. */
function strokes(d: string, color: string, x: number, y: number, scale: number, width = 2.2): ArtPart {
  return part('path', {
    d,
    transform: `translate(${x} ${y}) scale(${scale})`,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

// Corner indexes are text, read on free and blocked faces alike: each in a deep shade of its
// face's colour with 4.5:1 on every tile face (tests/component/board/tileContrast.test.ts).
const WIND_INDEX_INK = '#0e2a54';
const DOTS_INDEX_INK = '#0e2a54';
const BAMBOO_INDEX_INK = '#083216';
// One ink per family for flowers and seasons, the Digits inks: the family is what matches.
const FLOWER_INDEX_INK = '#51132f';
const SEASON_INDEX_INK = '#472004';

/**
 * A small index in the top-left corner, so numbers and winds read at a glance, at any tile size
 * and however the tile is covered from the lower right (faceStyle's classicIndex: tiles' names say it too).
 */
const cornerIndex = (label: string, color: string): ArtPart => ({
  tag: 'text',
  attrs: { x: 2.5, y: 16, 'font-size': 17, 'font-weight': 800, 'font-family': 'system-ui, sans-serif', fill: color },
  text: label,
});

/**
 * The picture of a face, drawn a little smaller and lower right to leave its corner to the index;
 * under a flower's or season's number, its family's emblem (faceEmblems.ts), as in the Digits styles.
 */
const besideIndex = (art: ArtPart[], face: Face, color: string): ArtPart[] => [
  part('g', { transform: 'translate(9 9.5) scale(0.85)' }, art),
  cornerIndex(classicIndex(face), color),
  ...(emblemOf(face) ? [part('path', { d: emblemOf(face), transform: 'translate(9.5 30) scale(1.75)', fill: color })] : []),
];

// ---- Dots: a shared dot symbol placed from tables [cx, cy, colour] with one diameter per face.
const DOT_ID = 'mj-dot';
const dotSymbol = part('symbol', { id: DOT_ID, viewBox: '-10 -10 20 20' }, [
  part('circle', { r: 9.3, fill: 'currentColor' }),
  part('circle', { r: 6.3, fill: 'none', stroke: '#fdf8ea', 'stroke-width': 1.5 }),
  part('circle', { r: 2.6, fill: '#fdf8ea' }),
]);
type DotRow = [number, number, string];
const b = BLUE, r = RED, g = GREEN;
const DOTS: Record<number, [number, DotRow[]]> = {
  1: [44, [[30, 40, b]]],
  2: [24, [[30, 21, g], [30, 59, b]]],
  3: [20, [[15, 16, b], [30, 40, r], [45, 64, g]]],
  4: [22, [[17, 21, b], [43, 21, g], [17, 59, g], [43, 59, b]]],
  5: [19, [[15, 16, b], [45, 16, g], [30, 40, r], [15, 64, g], [45, 64, b]]],
  6: [18, [[17, 15, g], [43, 15, g], [17, 43, r], [43, 43, r], [17, 65, r], [43, 65, r]]],
  7: [15, [[13, 12, g], [30, 20, g], [47, 28, g], [18, 48, r], [42, 48, r], [18, 67, r], [42, 67, r]]],
  8: [15.5, [[18, 11, b], [42, 11, b], [18, 30, b], [42, 30, b], [18, 50, b], [42, 50, b], [18, 69, b], [42, 69, b]]],
  9: [16, [[13, 16, b], [30, 16, b], [47, 16, b], [13, 40, r], [30, 40, r], [47, 40, r], [13, 64, g], [30, 64, g], [47, 64, g]]],
};
function dotsArt(face: Face, rank: number): ArtPart[] {
  const [size, rows] = DOTS[rank];
  const art = rows.map(([cx, cy, color]) =>
    part('use', { href: `#${DOT_ID}`, x: cx - size / 2, y: cy - size / 2, width: size, height: size, color }),
  );
  return besideIndex(art, face, DOTS_INDEX_INK);
}

// ---- Bamboo: a shared stick symbol placed from tables [cx, top, colour] with one stick height per face.
const STICK_ID = 'mj-stick';
const stickSymbol = part('symbol', { id: STICK_ID, viewBox: '0 0 6 20', preserveAspectRatio: 'none' }, [
  part('rect', { x: 0.8, y: 0.3, width: 4.4, height: 19.4, rx: 2.2, fill: 'currentColor' }),
  part('path', { d: 'M0.4 10h5.2M0.9 3.2h4.2M0.9 16.8h4.2M3 4.5v4M3 11.5v4', stroke: '#fdf8ea', 'stroke-width': 0.7, fill: 'none' }),
]);
/** [centre x, top, colour, tilt in degrees]: the eight's sticks lean into the traditional M over W. */
type StickRow = [number, number, string, number?];
const STICKS: Record<number, [number, StickRow[]]> = {
  2: [32, [[30, 6, g], [30, 42, b]]],
  3: [32, [[30, 6, g], [18, 42, g], [42, 42, g]]],
  4: [32, [[18, 6, b], [42, 6, g], [18, 42, g], [42, 42, b]]],
  5: [32, [[14, 6, g], [46, 6, b], [30, 24, r], [14, 42, b], [46, 42, g]]],
  6: [32, [[13, 6, g], [30, 6, g], [47, 6, g], [13, 42, b], [30, 42, b], [47, 42, b]]],
  7: [22, [[30, 3, r], [13, 29, g], [30, 29, g], [47, 29, g], [13, 55, g], [30, 55, g], [47, 55, g]]],
  8: [32, [[9, 6, g], [22, 6, g, 22], [38, 6, g, -22], [51, 6, g], [9, 42, b], [22, 42, b, -22], [38, 42, b, 22], [51, 42, b]]],
  9: [22, [[13, 3, g], [30, 3, r], [47, 3, b], [13, 29, g], [30, 29, r], [47, 29, b], [13, 55, g], [30, 55, r], [47, 55, b]]],
};
function bambooArt(face: Face, rank: number): ArtPart[] {
  if (rank === 1) {
    // The one of bamboo: a sparrow perched on a single stalk.
    return besideIndex([
      part('use', { href: `#${STICK_ID}`, x: 27, y: 38, width: 7, height: 36, color: GREEN }),
      part('path', { d: 'M14 44c2-14 14-22 26-18l8-6-2 9c2 9-6 17-18 17z', fill: GREEN }),
      part('circle', { cx: 41, cy: 22, r: 6, fill: RED }),
      part('path', { d: 'M46 21l7 1-6 3z', fill: '#d69a1c' }),
      part('circle', { cx: 42.5, cy: 21, r: 1.3, fill: '#fdf8ea' }),
      part('path', { d: 'M16 42c6 0 12-3 15-9', fill: 'none', stroke: BLUE, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    ], face, BAMBOO_INDEX_INK);
  }
  const [height, rows] = STICKS[rank];
  const width = rank === 8 ? 9.5 : rank === 7 ? 13 : 11;
  const art = rows.map(([cx, top, color, tilt]) => {
    const attrs: ArtPart['attrs'] = { href: `#${STICK_ID}`, x: cx - width / 2, y: top, width, height, color };
    if (tilt) attrs.transform = `rotate(${tilt} ${cx} ${top + height / 2})`;
    return part('use', attrs);
  });
  return besideIndex(art, face, BAMBOO_INDEX_INK);
}

// ---- Characters: a Chinese numeral above the 萬 (ten thousand) sign, both as our own stroke paths.
const NUMERALS: Record<number, string> = {
  1: 'M2 10h16',
  2: 'M5 5h10M2 15h16',
  3: 'M4 3h12M5 10h10M2 17h16',
  4: 'M3 4h14v14H3zM8 4v5q0 3-3 5M12 4v7h5',
  5: 'M3 3h14M9 3l-2.5 14M5 9h10v9M2 18h16',
  6: 'M9 1l2 3M2 7h16M7 11l-4 7M13 11l4 7',
  7: 'M2 10l16-3M8 2v13q0 3 3 3h6',
  8: 'M8 3q0 10-6 15M12 3q1 10 6 15',
  9: 'M8 2q0 10-6 16M3 7h8q-1 11 2 11h5v-3',
};
const WAN = 'M2 3h16M7 1v5M13 1v5M5 7h10v5H5zM5 9.5h10M10 7v5M3 13v6M3 13h14v5q0 1-2 1h-1M10 12v5M7 17.5l3-2 3 2';
function charactersArt(face: Face, rank: number): ArtPart[] {
  return [
    strokes(NUMERALS[rank], INK, 14, 5, 1.65, 2.9),
    strokes(WAN, RED, 14, 42, 1.6, 1.9),
    cornerIndex(classicIndex(face), INK),
  ];
}

// ---- Winds and dragons: the usual characters, plus a corner letter for the wind.
const WINDS: Record<string, string> = {
  E: 'M2 5h16M10 1v18M4 8h12v6H4zM4 11h12M9 14l-6 5M11 14l6 5',
  S: 'M2 4h16M10 1v5M4 7h12v12M4 7v12M7.5 9l1.5 2M12.5 9l-1.5 2M6 13h8M6 16h8M10 13v6',
  W: 'M2 3h16M3 7h14v11H3zM8 3v6q0 3-3 4M12 3v7q0 1 1 1h4',
  N: 'M7 2v16M2 8h5M2 15l5-2M13 2v14q0 2 2 2h3v-3M13 9l4-3',
};
function windArt(face: Face): ArtPart[] {
  return [strokes(WINDS[face], INK, 9, 20, 2.1, 1.7), cornerIndex(classicIndex(face), WIND_INDEX_INK)];
}
function dragonArt(face: string): ArtPart[] {
  if (face === 'R') return [strokes('M4 6h12v7H4zM10 1v18', RED, 7, 16, 2.3, 2)];
  if (face === 'G') return [strokes('M4 3l2 3M13 2l3 3M2 8h16M8 2q0 10-6 16M8 11h7q-2 5-9 8M9 13q3 4 9 6', GREEN, 8, 17, 2.2, 1.8)];
  return [
    part('rect', { x: 11, y: 13, width: 38, height: 54, rx: 2, fill: 'none', stroke: BLUE, 'stroke-width': 3.2 }),
    part('rect', { x: 17, y: 19, width: 26, height: 42, fill: 'none', stroke: BLUE, 'stroke-width': 1.4, 'stroke-dasharray': '4 2' }),
  ];
}

// ---- Flowers: one bloom per tile, told apart by petal count and colour; seasons by their emblem.
const FLOWER_KINDS: Record<number, [number, string, number]> = {
  1: [5, '#d9487a', 9], // plum
  2: [6, '#8a4fc0', 10], // orchid
  3: [12, '#e0a21b', 10], // chrysanthemum
  4: [8, '#d2552c', 8], // lotus
};
function flowerArt(face: Face, rank: number): ArtPart[] {
  const [petals, color, length] = FLOWER_KINDS[rank];
  const bloom: ArtPart[] = [];
  for (let i = 0; i < petals; i++) {
    bloom.push(part('ellipse', { cx: 0, cy: -length, rx: petals > 8 ? 2.6 : 4.8, ry: length, fill: color, transform: `rotate(${(360 / petals) * i})` }));
  }
  bloom.push(part('circle', { r: 4.2, fill: '#f4d35e', stroke: '#9a5a12', 'stroke-width': 1 }));
  return besideIndex([
    part('path', { d: 'M30 48v24M30 64c-6-1-11-5-13-11 7 0 11 4 13 11', fill: GREEN, stroke: GREEN, 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    part('g', { transform: 'translate(30 32)' }, bloom),
  ], face, FLOWER_INDEX_INK);
}
function seasonArt(face: Face, rank: number): ArtPart[] {
  const emblems: Record<number, ArtPart[]> = {
    // spring: a sprouting shoot
    1: [
      part('path', { d: 'M30 70V38', stroke: GREEN, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' }),
      part('path', { d: 'M30 46c-4-12-14-14-20-12 2 10 10 14 20 12zM30 40c2-13 12-17 20-16-1 10-9 16-20 16z', fill: '#4caf50' }),
    ],
    // summer: the sun, red, where the chrysanthemum (a flower) is golden
    2: [
      part('circle', { cx: 30, cy: 42, r: 11, fill: '#e4572e' }),
      part('path', { d: 'M30 20v6M30 58v6M8 42h6M46 42h6M14 26l4 4M42 54l4 4M46 26l-4 4M18 54l-4 4', stroke: RED, 'stroke-width': 3.2, 'stroke-linecap': 'round' }),
    ],
    // autumn: a falling leaf
    3: [
      part('path', { d: 'M30 18c10 8 16 18 14 30-2 10-8 16-14 18-6-2-12-8-14-18-2-12 4-22 14-30z', fill: '#c8551d' }),
      part('path', { d: 'M30 24v48M30 40l7-6M30 50l-8-6M30 58l7-5', stroke: '#7a2f0c', 'stroke-width': 1.8, fill: 'none', 'stroke-linecap': 'round' }),
    ],
    // winter: a snowflake
    4: [
      part('g', { transform: 'translate(30 44)', stroke: '#2f74c0', 'stroke-width': 2.6, 'stroke-linecap': 'round', fill: 'none' },
        [0, 60, 120].map((a) => part('path', { d: 'M0-20V20M-5-15l5 5 5-5M-5 15l5-5 5 5', transform: `rotate(${a})` }))),
    ],
  };
  return besideIndex(emblems[rank], face, SEASON_INDEX_INK);
}

function artOf(face: Face): ArtPart[] {
  const { suit, rank } = describeFace(face);
  switch (suit) {
    case 'bamboo':
      return bambooArt(face, rank);
    case 'characters':
      return charactersArt(face, rank);
    case 'dots':
      return dotsArt(face, rank);
    case 'wind':
      return windArt(face);
    case 'dragon':
      return dragonArt(face);
    case 'flower':
      return flowerArt(face, rank);
    case 'season':
      return seasonArt(face, rank);
  }
}

/** Shared building blocks, then one symbol per face kind. */
export function classicSymbols(): ArtPart[] {
  return [
    dotSymbol,
    stickSymbol,
    ...FACES.map((face) => part('symbol', { id: symbolId(face), viewBox: FACE_VIEWBOX }, artOf(face))),
  ];
}
