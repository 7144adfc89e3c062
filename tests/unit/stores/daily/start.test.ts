import { describe, expect, it, vi } from 'vitest';
import { startDaily } from '@/stores/daily/start';
import { dailyCode } from '@/core/daily';

describe('starting a day\'s deal', () => {
  const now = new Date(2026, 11, 2, 12).getTime(); // noon, local time
  const page = () => ({ confirm: vi.fn(), refuse: vi.fn(), started: vi.fn() });

  it('starts today or an earlier day, asks first over a game in progress, refuses a future day', () => {
    const game = { isCurrent: vi.fn(() => false), needsConfirmToLeave: false, startCode: vi.fn(() => ({ ok: true })) };
    const p = page();
    startDaily(game, '2026-12-02', p, now);
    expect(game.startCode).toHaveBeenCalledWith(dailyCode('2026-12-02'));
    expect(p.started).toHaveBeenCalled();

    const busy = { ...game, needsConfirmToLeave: true, startCode: vi.fn(() => ({ ok: true })) };
    const q = page();
    startDaily(busy, '2026-11-01', q, now);
    expect(busy.startCode).not.toHaveBeenCalled();
    q.confirm.mock.calls[0][0]();
    expect(busy.startCode).toHaveBeenCalledWith(dailyCode('2026-11-01'));

    const r = page();
    startDaily(busy, '2026-12-03', r, now);
    startDaily(busy, '2026-02-30', r, now);
    expect(r.refuse.mock.calls).toEqual([['future'], ['not-a-date']]);
    expect(r.confirm).not.toHaveBeenCalled();
  });
});
