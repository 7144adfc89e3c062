import { computed, onScopeDispose, ref, watch } from 'vue';
import { dailyCode } from '@/core/daily';
import { dailyLayoutId } from '@/core/dailyDates';
import type { DailyDay } from '@/core/dailyResults';
import { layoutById } from '@/core/layouts';
import { useI18n } from '@/components/i18n';
import { formatDuration } from '@/components/progress/format';
import { useServices } from '@/stores/services';
import { LINES_KEY, linesKept, sameWin } from '@/stores/race/lines';
import { challengeCode, signedName } from '@/stores/race/make';

/**
 * A won day's result to share, and copying it: the date, the layout, the time and hints, and the
 * deal's game code, which a friend types or pastes into "Enter code" (a page's own address would
 * open nowhere else: an extension's id differs per browser and per install). When this machine
 * kept the winning line (components/race), the result is also a challenge: a race against it.
 */
export function useDailyShare(day: () => DailyDay | null) {
  const { t, layoutName } = useI18n();
  const services = useServices();
  const challenge = ref<string | null>(null);
  async function race(shown: DailyDay | null): Promise<void> {
    const result = shown && (shown.onDay ?? shown.best);
    const code = shown && dailyCode(shown.date);
    const line = result && code ? (await linesKept(services)).find((l) => sameWin(l, code, result.ms)) : null;
    const made = line && code ? await challengeCode(services, { id: '', code, moves: line.moves, ms: line.ms, hints: line.hints }, await signedName(services), line.times) : null;
    if (day() === shown) challenge.value = made;
  }
  watch(day, (shown) => void race(shown), { immediate: true });
  // The win's line is kept a moment after the win: the share becomes a race once it is.
  onScopeDispose(services.backend.local.onChanged((changes) => void (LINES_KEY in changes && race(day()))));
  const text = computed(() => {
    const shown = day();
    const result = shown && (shown.onDay ?? shown.best);
    if (!shown || !result) return '';
    const layout = layoutById(dailyLayoutId(shown.date) ?? '');
    const line = t('daily.shareText', {
      date: shown.date,
      layout: layout ? layoutName(layout) : '',
      time: formatDuration(result.ms),
      hints: t('daily.hints', { count: result.hints }),
    });
    const code = dailyCode(shown.date);
    if (!code) return line;
    const race = challenge.value ? `\n${t('daily.shareChallenge', { code: challenge.value })}` : '';
    return `${line}\n${t('daily.shareCode', { code })}${race}`;
  });
  const copyState = ref<'idle' | 'copied' | 'failed'>('idle');
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text.value);
      copyState.value = 'copied';
    } catch {
      copyState.value = 'failed';
    }
  }
  const said = computed(() => (copyState.value === 'copied' ? t('daily.copied') : copyState.value === 'failed' ? t('daily.copyFailed') : ''));
  return { text, copy, said };
}
