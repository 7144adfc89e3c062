import { checkDailyDate, todayOn, type DailyRefusal } from '@/core/dailyDates';
import { useServices } from '../services';

/** What starting a day's deal needs from the page it starts on. */
export interface DailyStartPage {
  isCurrent(code: string): boolean;
  needsConfirmToLeave: boolean;
  startCode(code: string): { ok: boolean };
}

/**
 * Starts `date`'s deal of the day as a new game does: a game in progress is left only once the
 * player confirms (`confirm` runs the start then); a future or unknown date is refused with
 * `refuse` and nothing changes. `started` runs once the deal is asked for (or already shown).
 * Today is the page's clock's (the services'); loaded with the first daily deal asked for.
 */
export function startDaily(
  game: DailyStartPage,
  date: string,
  page: { confirm(start: () => void): void; refuse(reason: DailyRefusal): void; started(code: string): void },
  now = useServices().clock.now(),
): void {
  const checked = checkDailyDate(date, todayOn(now));
  if (!checked.ok) return page.refuse(checked.reason);
  const { code } = checked;
  if (game.isCurrent(code)) return page.started(code);
  const start = () => {
    if (game.startCode(code).ok) page.started(code);
  };
  if (game.needsConfirmToLeave) page.confirm(start);
  else start();
}
