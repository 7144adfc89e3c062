/**
 * The family marks of flowers and seasons, drawn the same in every style so
 * that a family reads at a glance (any flower matches any flower, any season
 * any season): every flower a five-petalled blossom, every season the wheel of
 * the year with its own quarter filled. SVG paths in a 10 × 10 box centred on
 * 0 0, with the default fill rule (nonzero).
 */
/** A circle as a path, drawn one way round, or the other (`back`) to cut a hole out of a shape around it. */
const circle = (x: number, y: number, r: number, back = 0): string => `M${x - r} ${y}a${r} ${r} 0 1 ${back} ${2 * r} 0a${r} ${r} 0 1 ${back} ${-2 * r} 0`;

/** Five round petals about a heart. */
export const BLOSSOM = [[0, -2.9], [2.76, -0.9], [1.7, 2.35], [-1.7, 2.35], [-2.76, -0.9], [0, 0]].map(([x, y]) => circle(x, y, y ? 1.7 : 1)).join('');

/** A ring, and the season's quarter filled: spring the top right, then on clockwise through the year. */
export const seasonWheel = (rank: number): string =>
  circle(0, 0, 4.8) + circle(0, 0, 3.8, 1) + ['M0 0V-3A3 3 0 0 1 3 0', 'M0 0H3A3 3 0 0 1 0 3', 'M0 0V3A3 3 0 0 1-3 0', 'M0 0H-3A3 3 0 0 1 0-3'][rank - 1];

/** A flower's or season's family mark, '' for any other face. */
export const emblemOf = (face: string): string => (face[0] === 'F' ? BLOSSOM : /^S\d/.test(face) ? seasonWheel(+face[1]) : '');
