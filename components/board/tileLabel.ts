import { describeFace, type Face } from '@/core/tiles';
import type { MessageParams } from '@/components/i18n';

type Translate = (key: string, params?: MessageParams) => string;

/** A face's name in the player's language: "5 of bamboo", "North wind". */
export function faceLabel(t: Translate, face: Face): string {
  const { suit, rank } = describeFace(face);
  if (suit === 'bamboo' || suit === 'characters' || suit === 'dots') return t(`board.face.${suit}`, { rank });
  return t(`board.face.${face}`);
}

/** The accessible name of a tile on the board: "5 of bamboo, free, selected". */
export function tileLabel(t: Translate, face: Face, state: { free: boolean; selected: boolean; hinted: boolean }): string {
  const parts = [faceLabel(t, face), t(state.free ? 'board.tile.free' : 'board.tile.blocked')];
  if (state.selected) parts.push(t('board.tile.selected'));
  if (state.hinted) parts.push(t('board.tile.hinted'));
  return parts.join(', ');
}
