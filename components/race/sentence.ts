import type { Translate } from '@/components/i18n';
import { formatClock } from '@/components/toolbar/stopwatch';

/** The line a person reads before a challenge's code: the layout, the time, the hints. */
export function challengeSentence(t: Translate, layout: string, ms: number, hints: number): string {
  const time = formatClock(ms / 1000);
  return hints === 0 ? t('race.text', { layout, time }) : t('race.textHints', { layout, time, count: hints });
}
