import { describe, expect, it } from 'vitest';
import { tapFeedback } from '@/stores/game/feedback';

describe('tap feedback', () => {
  it('starts with nothing selected, hinted, tapped or removed', () => {
    const f = tapFeedback();
    expect([f.selected.value, f.hinted.value, f.lastTap.value, f.lastRemoved.value]).toEqual([null, null, null, null]);
  });

  it('numbers every tap and removal in one sequence, so the same one twice is told apart', () => {
    const f = tapFeedback();
    f.tapped(12, 'select');
    expect(f.lastTap.value).toEqual({ slot: 12, outcome: 'select', seq: 1 });
    f.tapped(12, 'select');
    expect(f.lastTap.value).toEqual({ slot: 12, outcome: 'select', seq: 2 });
    f.tapped(40, 'remove');
    f.removed([12, 40]);
    expect(f.lastTap.value).toEqual({ slot: 40, outcome: 'remove', seq: 3 });
    expect(f.lastRemoved.value).toEqual({ pair: [12, 40], seq: 4 });
    f.tapped(7, 'blocked');
    expect(f.lastTap.value).toEqual({ slot: 7, outcome: 'blocked', seq: 5 });
    expect(f.lastRemoved.value).toEqual({ pair: [12, 40], seq: 4 });
  });

  it('a removal clears the hint but not the selection', () => {
    const f = tapFeedback();
    f.selected.value = 3;
    f.hinted.value = [12, 40];
    f.removed([5, 6]);
    expect(f.hinted.value).toBeNull();
    expect(f.selected.value).toBe(3);
  });

  it('forget(): nothing selected or hinted, the last tap and removal kept', () => {
    const f = tapFeedback();
    f.selected.value = 3;
    f.hinted.value = [12, 40];
    f.tapped(3, 'select');
    f.removed([5, 6]);
    f.hinted.value = [12, 40];
    f.forget();
    expect([f.selected.value, f.hinted.value]).toEqual([null, null]);
    expect(f.lastTap.value).toEqual({ slot: 3, outcome: 'select', seq: 1 });
    expect(f.lastRemoved.value).toEqual({ pair: [5, 6], seq: 2 });
  });

  it('each board keeps its own numbering', () => {
    const first = tapFeedback();
    first.tapped(1, 'select');
    first.tapped(2, 'deselect');
    const second = tapFeedback();
    second.tapped(9, 'select');
    expect(second.lastTap.value?.seq).toBe(1);
  });
});
