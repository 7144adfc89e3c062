/**
 * Two tabs taking pairs on the same game at the same moment: the way that lost is offered as
 * this game gone another way, with its own count in the language's plural form, never as
 * "another game ... 1 pairs removed".
 */
import { describe, expect, it } from 'vitest';
import { playablePairs } from '@/core/position';
import { loadDeferredMessages, loadLanguage, translate } from '@/components/i18n';
import { virtualClock } from '@/tests/unit/support/virtualClock';
import { machine, planOf } from '../machine';

const NOW = Date.UTC(2026, 0, 1);
const CODE = 'MJ1-L00-AAAAABL';

describe('two tabs on the same game', () => {
  it('offer the way that lost as the same game gone another way, counted in plural forms', async () => {
    const clock = virtualClock(NOW);
    const m = machine(clock);
    const a = await m.open();
    a.game.startCode(CODE);
    await clock.advance(0);
    const b = await m.open();
    expect(b.game.code).toBe(CODE);
    const plan = planOf(CODE);
    // Both tabs take a pair at the same moment: the storage events of each reach the other late.
    const set = m.local.set.bind(m.local);
    const held: Record<string, unknown>[] = [];
    m.local.set = async (items) => void held.push(items);
    for (const [x, y] of plan.slice(0, 9)) {
      a.game.tap(x);
      a.game.tap(y);
    }
    const other = playablePairs(b.game.position).find(([x, y]) => x !== plan[0][0] || y !== plan[0][1])!;
    b.game.tap(other[0]);
    b.game.tap(other[1]);
    m.local.set = set;
    for (const items of held) await m.local.set(items);
    await clock.advance(0);
    for (const tab of [a, b]) {
      expect(tab.game.moveCount).toBe(9);
      expect(tab.game.offered?.moves).toEqual([other]);
      const notices = tab.notices.notices;
      expect(notices.map((n) => n.key)).toEqual(['notices.gameOffered']);
      expect(notices[0].params).toMatchObject({ count: 1, code: CODE });
      expect(tab.game.offered?.code).toBe(tab.game.code); // so the list says it as this game gone another way
    }
    const { count, code } = b.notices.notices[0].params as { count: number; code: string };
    await loadDeferredMessages();
    expect(translate('en', 'notices.gameDiverged', { count, code })).toBe('This game went another way in another tab (1 pair removed there). Go back to that way?');
    await loadLanguage('ru');
    expect(translate('ru', 'notices.gameDiverged', { count: 1, code })).toContain('убрана 1 пара');
    expect(translate('ru', 'notices.gameDiverged', { count: 3, code })).toContain('убраны 3 пары');
    expect(translate('ru', 'notices.gameOffered', { count: 9, code })).toContain('убрано 9 пар');
    expect(translate('en', 'notices.gameOffered', { count: 1, code })).toContain(`(${CODE}, 1 pair removed)`);
  });
});
