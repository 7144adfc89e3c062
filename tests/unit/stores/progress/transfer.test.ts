import { describe, expect, it } from 'vitest';
import { addRecord, compact, emptyDevice } from '@/core/records';
import { countGames, EXPORT_FORMAT, makeExport, MAX_IMPORT_BYTES, parseExport, type ImportErrorKind } from '@/stores/progress/transfer';

const T0 = Date.UTC(2026, 0, 1);

function device(id: string, games: number) {
  let d = emptyDevice(id);
  for (let i = 0; i < games; i++) {
    d = addRecord(d, { id: `${id}g${i}`, code: 'MJ1-L00-AAAAABL', layoutId: 'L00', at: T0 + i * 60_000, ms: 90_000 + i, hints: 1, won: i % 2 === 0 });
  }
  return d;
}

const file = (patch: object) => JSON.stringify({ format: EXPORT_FORMAT, v: 1, exportedAt: T0, devices: [], ...patch });

describe('progress export files', () => {
  it('read back what was written, folded counters included', () => {
    const devices = [device('deva0001', 3), compact(device('devb0002', 6), 2)];
    const parsed = parseExport(makeExport(devices, T0));
    expect(parsed).toEqual({ ok: true, value: devices });
  });

  it('count listed and folded games and wins', () => {
    expect(countGames([device('deva0001', 3), compact(device('devb0002', 6), 2)])).toEqual({ games: 9, wins: 5 });
  });

  const REFUSED: [string, string, ImportErrorKind][] = [
    ['text that is not JSON', '<img src=x onerror=alert(1)>', 'notJson'],
    ["another app's JSON", JSON.stringify({ version: 3, data: [1, 2] }), 'notOurs'],
    ['an array', '[1,2,3]', 'notOurs'],
    ['an export from a newer version', file({ v: 9 }), 'newerVersion'],
    ['an export without a version', file({ v: undefined }), 'damaged'],
    ['an export whose devices are not a list', file({ devices: {} }), 'damaged'],
    ['an export with a damaged device', file({ devices: [{ v: 1, device: 'x' }] }), 'damaged'],
    ['a device from a newer version', file({ devices: [{ v: 2, device: 'deva0001' }] }), 'damaged'],
    ['text far larger than any export', ' '.repeat(MAX_IMPORT_BYTES + 1), 'tooLarge'],
  ];
  for (const [what, text, kind] of REFUSED) {
    it(`refuse ${what} as ${kind}, with an English message for logs`, () => {
      const parsed = parseExport(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.kind).toBe(kind);
        expect(parsed.error.message.length).toBeGreaterThan(10);
      }
    });
  }

  it('say a newer file comes from a newer version, not that it is not an export', () => {
    const parsed = parseExport(file({ v: 2 }));
    expect(parsed.ok || parsed.error.message).toMatch(/newer version/);
    expect(parsed.ok || parsed.error.message).not.toMatch(/not a .* export/);
  });
});
