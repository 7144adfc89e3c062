import { describe, expect, it } from 'vitest';
import { readVersioned, SCHEMA_VERSION, isRecord } from '@/stores/storage/schema';

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
});
