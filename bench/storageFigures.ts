/** The storage benchmark (bench/storage.ts) as table rows: half of Chrome's sync limits is the budget, for headroom. */
import type { StorageFigures } from './storage.ts';
import { withBudget, type Figure } from './report.ts';

export function storageFigures(s: StorageFigures): Figure[] {
  const group = 'storage';
  const play = `${s.games} games, ${s.moves} pairs in the hour`;
  return [
    withBudget({ group, name: 'sync writes, worst minute of fastest play', value: s.writesPerMinute, unit: '', max: s.limits.perMinute / 2, note: `Chrome allows ${s.limits.perMinute}` }),
    withBudget({ group, name: 'sync writes in an hour of fastest play', value: s.writesPerHour, unit: '', max: s.limits.perHour / 2, note: play }),
    withBudget({ group, name: 'sync bytes at their peak', value: s.peakBytes, unit: 'B', max: s.limits.total / 2, note: `quota ${s.limits.total} B, ${s.items} items` }),
    withBudget({ group, name: 'largest sync item', value: s.peakItemBytes, unit: 'B', max: s.limits.perItem, note: 'the per-item quota' }),
    withBudget({
      group, name: 'sync at its fullest: own items at their worst + largest import accepted', value: s.syncRoom.totalBytes, unit: 'B', max: s.limits.total,
      note: `game ${s.syncRoom.gameBytes} B, settings ${s.syncRoom.settingsBytes} B, statistics ${s.syncRoom.ownStatsBytes} B, ${s.syncRoom.ownDailyYears} daily years ${s.syncRoom.ownDailyBytes} B, ${s.syncRoom.importedDevices} devices from a file ${s.syncRoom.importedBytes} B; largest item ${s.syncRoom.largestItemBytes} B`,
    }),
    withBudget({ group, name: 'the game item at its widest', value: s.syncRoom.gameBytes, unit: 'B', max: s.syncRoom.gameMax, note: 'the room kept for it (storage/syncRoom.ts)' }),
    withBudget({ group, name: '365 days of the deal of the day, one sync item', value: s.dailyYear.typicalBytes, unit: 'B', max: s.limits.perItem / 2, note: `worst case ${s.dailyYear.worstBytes} B; the longest entries a reader accepts go as two halves` }),
    ...(s.bigHistory
      ? [
          withBudget({
            group, name: `${s.bigHistory.wins} wins on a layout: statistics, leaderboard, chart`, value: Math.round(s.bigHistory.aggregatesMs + s.bigHistory.chartMs), unit: 'ms',
            max: 20_000, note: `compaction ${Math.round(s.bigHistory.compactMs)} ms`,
          }),
        ]
      : []),
    withBudget({ group, name: 'one read of the first-paint copy', value: s.firstPaintRead.msPerRead, unit: 'ms', max: 2, note: `${s.firstPaintRead.bytes} characters, before the first frame` }),
  ];
}
