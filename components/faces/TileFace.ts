import { h, type FunctionalComponent } from 'vue';
import type { Face } from '@/core/tiles';
import { FACE_VIEWBOX, symbolId } from './faceIds';
import { digitsParts, inkOf, type TileStyle } from './faceStyle';

/**
 * One tile face in either style; the Classic art comes from the page's shared
 * <symbol>s. A functional component: a board draws 144 of them, and an
 * instance each would only add to every first paint.
 */
export const TileFace: FunctionalComponent<{ face: Face; tileStyle: TileStyle }> = ({ face, tileStyle }) => {
  if (tileStyle === 'classic') {
    return h('svg', { class: 'face-art', viewBox: FACE_VIEWBOX, 'aria-hidden': 'true', focusable: 'false' }, [
      h('use', { href: `#${symbolId(face)}`, width: 60, height: 80 }),
    ]);
  }
  const { main, minor } = digitsParts(face);
  // As few elements as the look needs: a board lays out 144 of them on its first paint.
  return h('span', { class: ['face-label', `ink-${inkOf(face)}`], 'aria-hidden': 'true' }, minor ? [main, h('span', { class: 'face-minor' }, minor)] : main);
};
TileFace.props = ['face', 'tileStyle'];
