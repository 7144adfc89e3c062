import type { CodeError } from '@/core/code';
import type { Translate } from '@/components/i18n';

/**
 * The whole character at a UTF-16 `index` (an error's index): an emoji or other
 * character outside the Basic Multilingual Plane is two units, never shown half.
 */
export function characterAt(input: string, index: number): string {
  const point = input.codePointAt(index);
  if (point === undefined) return '';
  // The second half of a pair: the character starts one unit before.
  if (point >= 0xdc00 && point <= 0xdfff && index > 0) {
    const before = input.codePointAt(index - 1)!;
    if (before > 0xffff) return String.fromCodePoint(before);
  }
  return String.fromCodePoint(point);
}

/** The player's-language sentence for a rejected game code. */
export function codeErrorMessage(error: CodeError, input: string, t: Translate): string {
  if (error.kind === 'character' && error.index !== undefined) {
    const char = characterAt(input, error.index).toUpperCase();
    return t('code.error.character', { char, position: error.index + 1 });
  }
  // A code whose board cannot be dealt (its layout is the player's own): said as a refused deal is.
  return t(error.kind === 'deal' ? 'notices.dealFailed' : `code.error.${error.kind}`);
}
