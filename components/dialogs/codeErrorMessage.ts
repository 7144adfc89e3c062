import { characterAt, type CodeError } from '@/core/code';
import type { Translate } from '@/components/i18n';

/** The player's-language sentence for a rejected game code. */
export function codeErrorMessage(error: CodeError, input: string, t: Translate): string {
  if (error.kind === 'character' && error.index !== undefined) {
    const char = characterAt(input, error.index).toUpperCase();
    return t('code.error.character', { char, position: error.index + 1 });
  }
  return t(`code.error.${error.kind}`);
}
