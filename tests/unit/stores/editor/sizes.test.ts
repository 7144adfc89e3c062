/** Saving a drawn layout of any even size, and why one with no order of removals cannot be saved. */
import { describe, expect, it } from 'vitest';
import { draftFromSlots } from '@/core/editor';
import { surveyLayout } from '@/core/survey';
import { saveDraft } from '@/stores/editor/saving';
import type { AddResult } from '@/stores/customLayouts';
import { block } from '../../support/layoutFiles';

const deps = (added: string[]) => ({
  surveyor: { surveyOf: async (slots: Parameters<typeof surveyLayout>[0]) => surveyLayout(slots) },
  add: async (given: readonly { name: string }[]): Promise<AddResult> => {
    added.push(...given.map((g) => g.name));
    return { saved: { ok: true, localOnly: [] }, added: [], already: [] };
  },
});

describe('saving a drawn layout', () => {
  it('adds one of 24 tiles: any even count up to 288 can be saved', async () => {
    const added: string[] = [];
    await saveDraft(draftFromSlots(block(6, 4)), { name: 'Small', author: '' }, deps(added));
    expect(added).toEqual(['Small']);
  });

  it('refuses a tower of six beside two tiles, saying no order of removals exists', async () => {
    const lone = [...Array.from({ length: 6 }, (_, z) => ({ x: 0, y: 0, z })), { x: 4, y: 0, z: 0 }, { x: 8, y: 0, z: 0 }];
    const added: string[] = [];
    expect(await saveDraft(draftFromSlots(lone), { name: 'Lone', author: '' }, deps(added))).toEqual({ kind: 'noOrder' });
    expect(added).toEqual([]);
  });
});
