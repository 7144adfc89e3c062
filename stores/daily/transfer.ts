/**
 * Daily results in the progress export file: a `daily` field beside the finished games, the
 * merged days of every device by year, in the stored form's days strings (storage/dailyCodec.ts).
 * A reader that does not know the field ignores it; a file without it has no days to add.
 */
import type { DailyDay, DailyDays } from '@/core/dailyResults';
import { isRecord } from '../storage/schema';
import { makeDailyItem, parseDays, yearsOf } from '../storage/dailyCodec';

/** The export text with the days added. */
export function withDaily(exportText: string, days: DailyDays): string {
  const file = JSON.parse(exportText) as Record<string, unknown>;
  const byYear = Object.fromEntries(yearsOf(days.keys()).map((year) => [year, makeDailyItem('export', year, days.values()).d]));
  return JSON.stringify({ ...file, daily: byYear }, null, 1);
}

/** The days of an export file: [] when it has none, null when its daily part is damaged (the whole file is refused then). */
export function dailyOfExport(text: string): DailyDay[] | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return []; // the progress import says what is wrong with the file
  }
  if (!isRecord(file) || file.daily === undefined) return [];
  if (!isRecord(file.daily) || Object.keys(file.daily).length > 300) return null;
  const days: DailyDay[] = [];
  for (const [year, text] of Object.entries(file.daily)) {
    if (!/^\d{4}$/.test(year)) return null;
    const parsed = parseDays(year, text);
    if (typeof parsed === 'string') return null;
    days.push(...parsed.values());
  }
  return days;
}
