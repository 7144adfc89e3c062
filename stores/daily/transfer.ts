/**
 * Daily results in the progress export file: a `daily` field beside the finished games, the
 * merged days of every device by year, in the stored form's days strings (storage/dailyCodec.ts).
 * A reader that does not know the field ignores it; a file without it has no days to add.
 * Importing a file fills both stores, the progress store's finished games and the daily store's
 * days (importProgressFile).
 */
import type { DailyDay, DailyDays } from '@/core/dailyResults';
import type { Result } from '@/core/result';
import { isRecord } from '../storage/schema';
import { makeDailyItem, parseDays, yearsOf } from '../storage/dailyCodec';
import type { GameCount } from '../storage/importPlan';
import type { ImportError, ImportErrorKind } from '../progress/transfer';

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

/** What an import needs of the two stores it fills. */
export interface ImportTargets {
  progress: { importJson(text: string): Promise<Result<GameCount, ImportError>> };
  daily: { importFits(days: readonly DailyDay[]): Promise<boolean>; importDays(days: readonly DailyDay[]): Promise<number | null> };
}

/**
 * Imports a progress file's text into both stores: finished games, then the days of the deal of
 * the day. A damaged daily part refuses the whole file before anything is added, and nothing of
 * a file is written unless all of it has room.
 */
export async function importProgressFile(file: Blob, { progress, daily }: ImportTargets): Promise<Result<GameCount, ImportErrorKind>> {
  const refused = (error: ImportErrorKind) => ({ ok: false as const, error });
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refused('unreadable');
  }
  const days = dailyOfExport(text);
  if (days === null) return refused('damaged');
  if (!(await daily.importFits(days))) return refused('noSpace');
  const result = await progress.importJson(text);
  if (!result.ok) return refused(result.error.kind);
  if ((await daily.importDays(days)) === null) return refused('noSpace');
  return result;
}
