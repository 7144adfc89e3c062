import { describeFace, type DRAGONS, type Face, type FLOWERS, type SEASONS, type WINDS } from '@/core/tiles';
import type { Translate } from '@/components/i18n';
import type { TileStyle } from '@/core/settings';
import { visibleFaceText } from '@/components/faces/tileStyles';

/** The faces with a message of their own; a suit's number tiles share their suit's ("{rank} of bamboo"). */
type NamedFace = (typeof WINDS | typeof DRAGONS | typeof FLOWERS | typeof SEASONS)[number];

/** A face's name in the player's language: "5 of bamboo", "North wind". */
export function faceLabel(t: Translate, face: Face): string {
  const { suit, rank } = describeFace(face);
  if (suit === 'bamboo' || suit === 'characters' || suit === 'dots') return t(`board.face.${suit}`, { rank });
  return t(`board.face.${face as NamedFace}`);
}

const words = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u);

/**
 * A face's accessible name in a style: what the tile shows, then its name, so
 * a player who says what they see reaches it (WCAG 2.5.3, label in name):
 * "7B, 7 of bamboo" in Digits. Text the name already has as a word is not
 * said twice (Classic's corner "7" in "7 of characters"); a picture alone is
 * just named.
 */
export function faceName(t: Translate, face: Face, tileStyle: TileStyle): string {
  const name = faceLabel(t, face);
  const shown = visibleFaceText(face, tileStyle);
  return shown === '' || words(name).includes(shown) ? name : `${shown}, ${name}`;
}

/** The accessible name of a tile on the board: "5B, 5 of bamboo, free, selected". */
export function tileLabel(
  t: Translate,
  face: Face,
  tileStyle: TileStyle,
  state: { free: boolean; selected: boolean; hinted: boolean },
): string {
  const parts = [faceName(t, face, tileStyle), t(state.free ? 'board.tile.free' : 'board.tile.blocked')];
  if (state.selected) parts.push(t('board.tile.selected'));
  if (state.hinted) parts.push(t('board.tile.hinted'));
  return parts.join(', ');
}
