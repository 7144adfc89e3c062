import type { Face } from '@/core/tiles';

/** Shared by the tiles and the Classic art, kept apart so tiles never pull the art into the page's first script. */
export const FACE_VIEWBOX = '0 0 60 80';
export const symbolId = (face: Face): string => `mj-face-${face}`;
