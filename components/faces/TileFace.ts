import { h, shallowRef, type FunctionalComponent } from 'vue';
import type { Face } from '@/core/tiles';
import { FACE_VIEWBOX, symbolId } from './faceIds';
import type { TileStyle } from '@/core/settings';
import { digitsParts, familyOf } from './faceStyle';
import { drawingOf } from './tileStyles';

// A flower's or season's emblem (faceEmblems.ts) is drawn once its few lines have loaded, just after
// the first frame, which its F1 or S1 already names: it stays out of the page's first script.
const emblems = shallowRef<(face: string) => string>(() => '');
export const emblemsLoaded: Promise<void> = import('./faceEmblems').then((m) => {
  emblems.value = m.emblemOf;
});

/**
 * One tile face in any style; the Classic art comes from the page's shared
 * <symbol>s. A functional component: a board draws 144 of them, and an
 * instance each would only add to every first paint.
 */
export const TileFace: FunctionalComponent<{ face: Face; tileStyle: TileStyle }> = ({ face, tileStyle }) => {
  if (drawingOf(tileStyle).art) {
    return h('svg', { class: 'face-art', viewBox: FACE_VIEWBOX, 'aria-hidden': 'true', focusable: 'false' }, [
      h('use', { href: `#${symbolId(face)}`, width: 60, height: 80 }),
    ]);
  }
  const { main, mark } = digitsParts(face);
  const family = familyOf(face);
  const emblem = emblems.value(face);
  // As few elements as the look needs: a board lays out 144 of them on its first paint. A dragon
  // takes its ink by its face (ink-R), any other face by its family (faces.css). The main
  // text and the mark stack in the top-left corner, like a playing card's index (Large print sets
  // the mark in the bottom-right corner instead: largePrint.css).
  return h(
    'span',
    { class: ['face-label', `fam-${family}`, `ink-${face}`, main[1] && 'is-long'], 'aria-hidden': 'true' },
    [main, emblem ? h('svg', { class: 'face-emblem', viewBox: '-5 -5 10 10' }, h('path', { d: emblem })) : mark ? h('span', { class: 'face-mark' }, mark) : null],
  );
};
TileFace.props = ['face', 'tileStyle'];
