import { h, type FunctionalComponent } from 'vue';
import type { Face } from '@/core/tiles';
import { FACE_VIEWBOX, symbolId } from './faceIds';
import { digitsParts, familyOf, inkOf, type TileStyle } from './faceStyle';

/**
 * One tile face in any style; the Classic art comes from the page's shared
 * <symbol>s. A functional component: a board draws 144 of them, and an
 * instance each would only add to every first paint.
 */
export const TileFace: FunctionalComponent<{ face: Face; tileStyle: TileStyle }> = ({ face, tileStyle }) => {
  if (tileStyle === 'classic') {
    return h('svg', { class: 'face-art', viewBox: FACE_VIEWBOX, 'aria-hidden': 'true', focusable: 'false' }, [
      h('use', { href: `#${symbolId(face)}`, width: 60, height: 80 }),
    ]);
  }
  const { main, mark } = digitsParts(face);
  // As few elements as the look needs: a board lays out 144 of them on its first paint. The main
  // text and the mark stack in the top-left corner, like a playing card's index.
  return h(
    'span',
    { class: ['face-label', `fam-${familyOf(face)}`, `ink-${inkOf(face)}`, { 'is-long': main.length > 1 }], 'aria-hidden': 'true' },
    mark ? [main, h('span', { class: 'face-mark' }, mark)] : main,
  );
};
TileFace.props = ['face', 'tileStyle'];
