import type { ChallengeError } from '@/core/challenge';
import type { Translate } from '@/components/i18n';
import { codeErrorMessage } from '@/components/dialogs/codeErrorMessage';

/** The player's-language sentence for a refused challenge (the game shown is left as it was). */
export function challengeErrorMessage(error: ChallengeError, t: Translate): string {
  if (error.kind === 'code' && error.detail) return t('race.error.code', { reason: codeErrorMessage(error.detail, '', t) });
  return t(error.kind === 'version' ? 'race.error.version' : 'race.error.damaged');
}
