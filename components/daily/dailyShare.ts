import { computed, ref } from 'vue';
import { dailyCode } from '@/core/daily';
import { dailyLayoutId } from '@/core/dailyDates';
import type { DailyDay } from '@/core/dailyResults';
import { layoutById } from '@/core/layouts';
import { useI18n } from '@/components/i18n';
import { formatDuration } from '@/components/progress/format';

/**
 * A won day's result to share, and copying it: the date, the layout, the time and hints, and the
 * deal's game code, which a friend types or pastes into "Enter code" (a page's own address would
 * open nowhere else: an extension's id differs per browser and per install).
 */
export function useDailyShare(day: () => DailyDay | null) {
  const { t, layoutName } = useI18n();
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
    return code ? `${line}\n${t('daily.shareCode', { code })}` : line;
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
