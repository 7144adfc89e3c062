import { describe, expect, it } from 'vitest';
import { fastest, plotWinTimes, thinLine, timeAxis, type ChartBox } from '@/components/progress/winTimeScale';

const box: ChartBox = { width: 200, height: 120, left: 40, right: 10, top: 10, bottom: 10 };
const MIN = 60_000;

describe('timeAxis', () => {
  it.each([
    [25_000, 10_000, 30_000],
    [3 * MIN + 10_000, MIN, 4 * MIN],
    [4 * MIN + 1, 2 * MIN, 6 * MIN],
    [17 * MIN, 5 * MIN, 20 * MIN],
    [3.5 * 60 * MIN, 60 * MIN, 4 * 60 * MIN],
    [9 * 60 * MIN, 3 * 60 * MIN, 9 * 60 * MIN],
  ])('longest %d ms: step %d, top %d', (longest, step, max) => {
    expect(timeAxis(longest)).toEqual({ step, max });
  });

  it('keeps at most four intervals and always reaches the longest time', () => {
    for (let ms = 1; ms < 10 * 60 * MIN; ms = Math.ceil(ms * 1.37)) {
      const { step, max } = timeAxis(ms);
      expect(max).toBeGreaterThanOrEqual(ms);
      expect(max / step).toBeLessThanOrEqual(4);
    }
  });
});

describe('plotWinTimes', () => {
  const wins = [
    { date: 300, ms: 2 * MIN },
    { date: 100, ms: 4 * MIN },
    { date: 200, ms: 3 * MIN },
    { date: 400, ms: 5 * MIN },
  ];

  it('puts the wins in the order they were won, first at the left edge and last at the right', () => {
    const plot = plotWinTimes(wins, box);
    expect(plot.wins.map((w) => w.date)).toEqual([100, 200, 300, 400]);
    expect(plot.wins[0].x).toBe(box.left);
    expect(plot.wins[3].x).toBe(box.width - box.right);
  });

  it('draws a longer time higher, zero on the bottom line', () => {
    const plot = plotWinTimes(wins, box);
    const [first, second, third, fourth] = plot.wins;
    expect(fourth.y).toBeLessThan(first.y);
    expect(first.y).toBeLessThan(second.y);
    expect(second.y).toBeLessThan(third.y);
    expect(plot.ticks[0]).toEqual({ ms: 0, y: box.height - box.bottom });
    expect(plot.ticks[plot.ticks.length - 1].y).toBe(box.top);
  });

  it('marks each new best time and steps the best line down to it', () => {
    const plot = plotWinTimes(wins, box);
    expect(plot.wins.map((w) => w.best)).toEqual([true, true, true, false]);
    const [a, b, c] = plot.wins;
    expect(plot.bestPath).toBe(`M${a.x},${a.y}H${b.x}V${b.y}H${c.x}V${c.y}H${box.width - box.right}`);
  });

  it('centres a single win and draws nothing for none', () => {
    const single = plotWinTimes([{ date: 1, ms: MIN }], box);
    expect(single.wins[0].x).toBe((box.left + box.width - box.right) / 2);
    const none = plotWinTimes([], box);
    expect(none.wins).toEqual([]);
    expect(none.bestPath).toBe('');
  });
});

describe('200,000 wins on a layout', () => {
  const wins = Array.from({ length: 200_000 }, (_, i) => ({ date: Date.UTC(2024, 0, 1) + i * 60_000, ms: 60_000 + ((i * 7919) % 600_000) }));

  it('are plotted, the axis reaching the slowest, and the line drawn through a few points a column', () => {
    const plot = plotWinTimes(wins, box);
    expect(plot.wins).toHaveLength(200_000);
    expect(plot.ticks.at(-1)!.ms).toBeGreaterThanOrEqual(659_999);
    expect(fastest(plot.wins)).toBe(60_000);
    const line = thinLine(plot.wins);
    expect(line.length).toBeLessThanOrEqual(4 * (box.width - box.left - box.right) * 10 + 4);
    expect(line[0]).toBe(plot.wins[0]);
    expect(line.at(-1)).toBe(plot.wins.at(-1));
    // Each column keeps its fastest and slowest win.
    const column = plot.wins.filter((w) => w.x === line[0].x);
    expect(line.filter((w) => w.x === line[0].x).map((w) => w.y).sort()).toEqual(
      expect.arrayContaining([Math.min(...column.map((w) => w.y)), Math.max(...column.map((w) => w.y))]),
    );
  });
});
