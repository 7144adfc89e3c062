import { describe, expect, it, vi } from 'vitest';
import { randomId, readVersioned, SCHEMA_VERSION, isRecord } from '@/stores/storage/schema';

const parseName = (data: Record<string, unknown>) => (typeof data.name === 'string' ? { name: data.name } : 'name');

describe('versioned values', () => {
  it('reads the current version as it is', () => {
    expect(readVersioned({ v: SCHEMA_VERSION, name: 'a' }, parseName)).toEqual({ kind: 'ok', value: { name: 'a' }, migrated: false });
  });

  it('upgrades older versions one step at a time', () => {
    // Version 3 of a schema whose version 1 said `title` and version 2 `label`.
    const steps = {
      1: (data: Record<string, unknown>) => ({ label: data.title }),
      2: (data: Record<string, unknown>) => ({ name: data.label }),
    };
    expect(readVersioned({ v: 1, title: 'old' }, parseName, steps, 3)).toEqual({ kind: 'ok', value: { name: 'old' }, migrated: true });
    expect(readVersioned({ v: 2, label: 'mid' }, parseName, steps, 3)).toEqual({ kind: 'ok', value: { name: 'mid' }, migrated: true });
    expect(readVersioned({ v: 1, title: 'old' }, parseName, { 2: steps[2] }, 3).kind).toBe('bad'); // a missing step
  });

  it('says "newer" for a later release, without touching it', () => {
    const value = { v: SCHEMA_VERSION + 1, anything: [1, 2] };
    const copy = structuredClone(value);
    expect(readVersioned(value, parseName)).toEqual({ kind: 'newer', version: SCHEMA_VERSION + 1 });
    expect(value).toEqual(copy);
  });

  it('says "bad" for anything else, and "missing" for nothing', () => {
    expect(readVersioned(undefined, parseName).kind).toBe('missing');
    for (const bad of [1, 'x', [], { name: 'no version' }, { v: 'one', name: 'a' }, { v: 1.5 }, { v: SCHEMA_VERSION, name: 3 }]) {
      expect(readVersioned(bad, parseName).kind).toBe('bad');
    }
    expect(isRecord([])).toBe(false);
  });

  it('random ids draw again the bytes that would favour the first digits', () => {
    let call = 0;
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      // First draw: only bytes from 252 up (255 % 36 would give "3"); then bytes of 40 ("4").
      if (array instanceof Uint8Array) array.fill(call++ === 0 ? 255 : 40);
      return array;
    });
    try {
      expect(randomId(6)).toBe('444444');
    } finally {
      spy.mockRestore();
    }
    expect(randomId(12)).toMatch(/^[0-9a-z]{12}$/);
  });
});
