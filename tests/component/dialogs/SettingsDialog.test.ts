import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import SettingsDialog from '@/components/dialogs/SettingsDialog.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { useSettingsStore } from '@/stores/settings';
import { progressPage } from '../progress/progressPage';

async function open() {
  const { pinia } = progressPage();
  const settings = useSettingsStore(pinia);
  await settings.init();
  const wrapper = mount(SettingsDialog, { global: { plugins: [pinia] }, attachTo: document.body });
  await flushPromises();
  return { wrapper, settings };
}

describe('the settings', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('show a live sample of tiles in the style chosen, as it is chosen', async () => {
    const { wrapper, settings } = await open();
    const sample = () => wrapper.get('[data-tile-sample]');
    expect(sample().attributes('data-style')).toBe(settings.tileStyle);
    for (const style of ['classic', 'large', 'ivory', 'bold', 'compact', 'digits'] as const) {
      await wrapper.get(`[data-setting="tileStyle:${style}"]`).trigger('change');
      expect(settings.tileStyle).toBe(style);
      expect(sample().attributes('data-style')).toBe(style);
      expect(sample().classes()).toContain(`mj-style-${style}`);
      // Drawn as the board draws tiles: in Classic the art, else the label.
      expect(sample().findAll('.mj-tile').length).toBeGreaterThan(3);
      expect(sample().find(style === 'classic' ? '.face-art' : '.face-label').exists()).toBe(true);
    }
    wrapper.unmount();
  });

  it('offer the languages as one compact choice that shows the one chosen, each language in its own name', async () => {
    const { wrapper, settings } = await open();
    const choice = wrapper.get('[data-language-choice]');
    expect(choice.element.tagName).toBe('DETAILS');
    expect((choice.element as HTMLDetailsElement).open).toBe(false);
    expect(choice.get('summary').text()).toBe('Browser language');
    // Every language is still a control of its own (the page contract's language:VALUE).
    expect(choice.findAll('[data-setting^="language:"]')).toHaveLength(16);
    expect(choice.get('label[lang="bg"]').text()).toBe('Български');
    await choice.get('summary').trigger('click');
    await wrapper.get('[data-setting="language:nl"]').trigger('change');
    expect(settings.language).toBe('nl');
    await flushPromises();
    expect(choice.get('summary').text()).toBe('Nederlands');
    expect(choice.get('summary').attributes('lang')).toBe('nl');
    expect((choice.element as HTMLDetailsElement).open).toBe(false);
    wrapper.unmount();
  });
});
