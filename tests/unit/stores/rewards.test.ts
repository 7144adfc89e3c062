/** Rewards across machines: earned from the records, so a reward earned on one machine shows on the other once they sync. */
import { describe, expect, it, vi } from 'vitest';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { historyOf, rewardBoard } from '@/core/rewards';
import { REWARD_KINDS } from '@/core/rewards/kinds';
import { planOf, playToWin, touch, twoMachines, type Page } from './machine';

const earnedOn = (page: Page) => rewardBoard(REWARD_KINDS, historyOf(page.progress.devices)).filter((e) => e.earned);

async function win(page: Page, code: string, clock: ReturnType<typeof virtualClock>, ms: number) {
  expect(page.game.startCode(code).ok).toBe(true);
  touch(page);
  await clock.advance(ms);
  playToWin(page);
  await vi.waitFor(() => expect(page.progress.lastWin?.code).toBe(code));
}

describe('rewards on two machines', () => {
  it('a reward earned on one machine shows earned on the other, dated alike, and is not earned there again', async () => {
    const clock = virtualClock();
    const { a, b, sync } = twoMachines(clock);
    const onA = await a.open();
    const onB = await b.open();
    expect(planOf('MJ1-L00-AAAAABL').length).toBe(72);

    await win(onA, 'MJ1-L00-AAAAABL', clock, 100_000); // a Turtle in 1:40, no hint
    const earnedByA = onA.progress.lastWin?.earned ?? [];
    expect(earnedByA).toEqual(expect.arrayContaining(['first-win', 'clean-1', 'turtle-10', 'turtle-5', 'turtle-3', 'any-2', 'grade-medium']));
    expect(earnedOn(onB)).toEqual([]);

    await sync(a, b);
    await sync(a, b);
    const onAFirst = earnedOn(onA).find((e) => e.id === 'first-win');
    const onBFirst = earnedOn(onB).find((e) => e.id === 'first-win');
    expect(onBFirst).toEqual(onAFirst);
    expect(onBFirst?.at).toEqual(expect.any(Number));
    expect(earnedOn(onB).map((e) => e.id)).toEqual(earnedOn(onA).map((e) => e.id));

    // B's own first win earns nothing A's win earned already.
    await win(onB, 'MJ1-L00-BBBBBBB', clock, 200_000);
    const earnedByB = onB.progress.lastWin?.earned ?? [];
    for (const id of earnedByA) expect(earnedByB).not.toContain(id);
    expect(rewardBoard(REWARD_KINDS, historyOf(onB.progress.devices)).find((e) => e.id === 'wins-10')?.done).toBe(2);
  }, 30_000);
});
