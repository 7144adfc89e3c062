/**
 * The settings' seam: a setting and a tile style added through the table (core/settings.ts), with
 * neither the store nor the dialog touched, are offered in the dialog, checked when read, and
 * written to sync storage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import SettingsDialog from '@/components/dialogs/SettingsDialog.vue';
import { loadDeferredMessages, LANGUAGES, setLanguagePreference, useI18n, type MessageKey } from '@/components/i18n/index';
import { SETTINGS, withChoice, withSetting, type Setting, type SettingsTable } from '@/core/settings';
import { provideServices } from '@/stores/services';
import { useSettingsStore } from '@/stores/settings';
import { memoryArea } from '@/stores/storage/area';
import { virtualClock } from '@/tests/unit/support/virtualClock';

const NOW = Date.UTC(2026, 0, 1);

/** A test's own setting: a choice of three, added in a later revision of the settings, synced. */
const CHIME: Setting = {
  name: 'testChime',
  default: 'off',
  choices: ['off', 'soft', 'loud'],
  since: 4,
  sync: true,
  control: 'segmented',
  label: 'settings.testChime',
  options: 'settings.testChime.',
};
/** And one kept on this machine only. */
const LOCAL_ONLY: Setting = { name: 'testLocal', default: false, since: 4, sync: false, control: 'check', label: 'settings.testLocal' };

const TABLE: SettingsTable = withSetting(withSetting(withChoice(SETTINGS, 'tileStyle', 'testprint'), CHIME), LOCAL_ONLY);

function page(table: SettingsTable = TABLE) {
  const pinia = createPinia();
  const clock = virtualClock(NOW);
  const local = memoryArea();
  const sync = memoryArea();
  provideServices(pinia, { backend: { local, sync }, clock, settings: table });
  setActivePinia(pinia);
  const settings = useSettingsStore();
  const value = (name: string) => (settings as unknown as Record<string, unknown>)[name];
  return { pinia, clock, local, sync, settings, value };
}

const stored = (settings: Record<string, unknown>) => ({
  settings: { v: 1, settings: { tileStyle: 'digits', theme: 'system', language: 'auto', showWinnable: false, updatedAt: NOW - 1000, ...settings } },
});

const quarantined = async (area: ReturnType<typeof memoryArea>) => Object.keys(await area.get(null)).filter((k) => k.startsWith('quarantine:'));

describe('a setting and a tile style added through the table', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));

  it('are offered in the settings dialog, and choosing them is kept here and in sync storage', async () => {
    const { pinia, clock, local, sync, settings, value } = page();
    await settings.init();
    expect(value('testChime')).toBe('off');
    expect(value('testLocal')).toBe(false);
    const wrapper = mount(SettingsDialog, { global: { plugins: [pinia] }, attachTo: document.body });
    await flushPromises();
    expect(wrapper.findAll('[data-setting^="testChime:"]').map((w) => w.attributes('data-setting'))).toEqual([
      'testChime:off',
      'testChime:soft',
      'testChime:loud',
    ]);
    expect(wrapper.find('[data-setting="testLocal"]').exists()).toBe(true);
    // The new style sits among the others.
    expect(wrapper.findAll('[data-setting^="tileStyle:"]').map((w) => w.attributes('data-setting'))).toEqual([
      'tileStyle:digits',
      'tileStyle:classic',
      'tileStyle:large',
      'tileStyle:ivory',
      'tileStyle:bold',
      'tileStyle:compact',
      'tileStyle:testprint',
    ]);

    await wrapper.get('[data-setting="tileStyle:testprint"]').trigger('change');
    await wrapper.get('[data-setting="testChime:loud"]').trigger('change');
    await wrapper.get('[data-setting="testLocal"]').setValue(true);
    expect(settings.tileStyle).toBe('testprint');
    expect(value('testChime')).toBe('loud');
    expect(value('testLocal')).toBe(true);
    // The sample shows the style chosen (one this release draws as Digits).
    expect(wrapper.get('[data-tile-sample]').attributes('data-style')).toBe('testprint');
    expect(wrapper.get('[data-tile-sample]').find('.face-label').exists()).toBe(true);
    wrapper.unmount();

    await flushPromises();
    const here = ((await local.get(['settings'])).settings as { settings: Record<string, unknown> }).settings;
    expect(here).toMatchObject({ tileStyle: 'testprint', testChime: 'loud', testLocal: true });
    await clock.advance(60_000);
    const synced = ((await sync.get(['settings'])).settings as { settings: Record<string, unknown> }).settings;
    expect(synced).toMatchObject({ tileStyle: 'testprint', testChime: 'loud' });
    expect(synced).not.toHaveProperty('testLocal');
  });

  it('are read back from storage when stored, checked like any other', async () => {
    const { local, sync, settings, value } = page();
    await sync.set(stored({ tileStyle: 'testprint', testChime: 'soft' }));
    await settings.init();
    expect(settings.tileStyle).toBe('testprint');
    expect(value('testChime')).toBe('soft');
    expect(await quarantined(local)).toEqual([]);

    // Damage to the new setting falls back to its default alone; the rest is kept.
    const other = page();
    await other.local.set(stored({ tileStyle: 'testprint', testChime: 42 }));
    await other.settings.init();
    expect(other.settings.tileStyle).toBe('testprint');
    expect(other.value('testChime')).toBe('off');
    expect(await quarantined(other.local)).toHaveLength(1);
  });

  it('a setting kept on this machine only is neither read from sync storage nor changed by it', async () => {
    const { local, sync, settings, value } = page();
    await local.set(stored({ testLocal: true, testChime: 'soft' }));
    // Newer, from another machine: its choices win, save the one this machine keeps for itself.
    await sync.set({ settings: { v: 1, settings: { ...stored({ testChime: 'loud', testLocal: false }).settings.settings, updatedAt: NOW - 10 } } });
    await settings.init();
    expect(value('testChime')).toBe('loud');
    expect(value('testLocal')).toBe(true);
    expect(await quarantined(local)).toEqual([]);
  });

  it('stored settings without the later setting are no damage', async () => {
    const { local, settings, value } = page();
    await local.set(stored({ theme: 'dark' }));
    await settings.init();
    expect(settings.theme).toBe('dark');
    expect(value('testChime')).toBe('off');
    expect(await quarantined(local)).toEqual([]);
  });

  it('are not known to a table without them: their values are left as a newer release’s', async () => {
    const { local, settings, value } = page(SETTINGS);
    await local.set(stored({ tileStyle: 'testprint', testChime: 'soft' }));
    await settings.init();
    expect(settings.tileStyle).toBe('digits');
    expect(value('testChime')).toBeUndefined();
    // Left as it is, not set aside as damage.
    expect(await quarantined(local)).toEqual([]);
    expect(((await local.get(['settings'])).settings as { settings: Record<string, unknown> }).settings.tileStyle).toBe('testprint');
  });
});

describe("the table's message keys", () => {
  it('are in every catalogue: each label, and each value of a choice shown as a row', async () => {
    const keys = SETTINGS.flatMap((s) => [s.label, ...(s.control === 'segmented' ? (s.choices ?? []).map((v) => `${s.options}${v}`) : [])]);
    expect(keys).toContain('settings.style.large');
    for (const lang of LANGUAGES) {
      await setLanguagePreference(lang);
      await loadDeferredMessages();
      const { t } = useI18n();
      for (const key of keys) expect(t(key as MessageKey), `${lang}: ${key}`).not.toBe(key);
    }
  });
});
