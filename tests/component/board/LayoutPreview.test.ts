import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import LayoutPreview from '@/components/board/LayoutPreview.vue';
import { LAYOUTS } from '@/core/layouts';
import dutchNames from '@/locales/nl/layouts';
import { setLanguagePreference } from '@/components/i18n';

afterEach(() => setLanguagePreference('auto'));

describe('LayoutPreview', () => {
  it('draws one block per slot of every layout, named in the player language', async () => {
    await setLanguagePreference('nl');
    for (const layout of LAYOUTS) {
      const w = mount(LayoutPreview, { props: { layout } });
      expect(w.findAll('rect')).toHaveLength(layout.slots.length);
      expect(w.get('svg').attributes('aria-label')).toBe(`Voorbeeld van de opstelling ${dutchNames[layout.id as keyof typeof dutchNames]}`);
      w.unmount();
    }
  });

  it('lifts higher layers up-left so stacks show', () => {
    const turtle = LAYOUTS[0];
    const w = mount(LayoutPreview, { props: { layout: turtle } });
    const rects = w.findAll('rect');
    // Painted bottom layer first: the last block drawn is the top of the stack, the lightest shade.
    expect(rects.at(-1)?.classes()).toContain('mj-preview-z4');
    expect(rects[0].classes()).toContain('mj-preview-z0');
  });
});
