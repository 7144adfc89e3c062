import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import ProgressTransfer from '@/components/progress/ProgressTransfer.vue';
import { loadDeferredMessages, setLanguagePreference } from '@/components/i18n/index';
import { finish, progressPage, START } from './progressPage';

const MIN = 60_000;

async function seededPage() {
  const page = progressPage();
  await finish(page.progress, [
    { layoutId: 'L00', deal: 1, ms: 5 * MIN, hints: 2 },
    { layoutId: 'L00', deal: 2, ms: 3 * MIN, won: false },
    { layoutId: 'L04', deal: 3, ms: 4 * MIN },
  ]);
  return page;
}

/** Chooses a file in the hidden file input, as the browser's picker would. */
async function chooseFile(wrapper: VueWrapper, file: File): Promise<void> {
  const input = wrapper.get('input[data-input="import-progress"]');
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true });
  await input.trigger('change');
  await flushPromises();
}

const jsonFile = (text: string, name = 'progress.json') => new File([text], name, { type: 'application/json' });

describe('ProgressTransfer', () => {
  beforeEach(() => Promise.all([setLanguagePreference('en'), loadDeferredMessages()]));
  afterEach(() => vi.restoreAllMocks());

  it("downloads the store's export as a dated JSON file", async () => {
    const { pinia, progress } = await seededPage();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:progress';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    await wrapper.get('[data-action="export-progress"]').trigger('click');
    await flushPromises();

    expect(clicked).toHaveLength(1);
    expect(clicked[0].href).toBe('blob:progress');
    expect(clicked[0].download).toMatch(/^mahjong-progress-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blobs[0].type).toBe('application/json');
    // The finished games as the store exports them, with the deal of the day's results beside them (none here).
    const file = JSON.parse(await blobs[0].text());
    expect({ ...file, daily: undefined }).toEqual({ ...JSON.parse(progress.exportJson()), daily: undefined, exportedAt: file.exportedAt });
    expect(file.daily).toEqual({});
    expect(wrapper.get('[data-result]').text()).toContain(clicked[0].download);
  });

  it('merges an exported file into another machine and says how many games and wins it brought', async () => {
    const exported = (await seededPage()).progress.exportJson();
    const { pinia, progress } = progressPage();
    await finish(progress, [{ layoutId: 'L00', deal: 9, ms: 9 * MIN }]);
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });

    await chooseFile(wrapper, jsonFile(exported));

    expect(wrapper.get('[data-result]').attributes('data-result')).toBe('done');
    expect(wrapper.get('[data-result]').text()).toBe('Merged 3 games, 2 wins.');
    expect(progress.stats('all')).toMatchObject({ played: 4, won: 3 });
    expect(wrapper.find('[data-error]').exists()).toBe(false);
  });

  it('refuses a file that is not a progress export and leaves progress as it was', async () => {
    const { pinia, progress } = await seededPage();
    const before = progress.stats('all');
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });

    await chooseFile(wrapper, jsonFile('{"theme":"dark","games":[1,2,3]}', 'settings.json'));
    const result = wrapper.get('[data-result]');
    expect(result.attributes('data-error')).toBe('');
    expect(result.text()).toContain('This file is not a Mahjong progress export.');

    await chooseFile(wrapper, jsonFile('<img src=x onerror=alert(1)>', 'page.html'));
    expect(wrapper.get('[data-error]').text()).toContain('not JSON');
    expect(wrapper.find('img').exists()).toBe(false);
    expect(progress.stats('all')).toEqual(before);
  });

  it('does not read a file far larger than any export', async () => {
    const { pinia, progress } = await seededPage();
    const importJson = vi.spyOn(progress, 'importJson');
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    const huge = jsonFile('{}');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });

    await chooseFile(wrapper, huge);

    expect(importJson).not.toHaveBeenCalled();
    expect(wrapper.get('[data-error]').text()).toBe('This file is too large to be a progress export.');
  });

  it('opens the file picker from its import button', async () => {
    const { pinia } = await seededPage();
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    const picker = vi.spyOn(wrapper.get<HTMLInputElement>('input[type="file"]').element, 'click').mockImplementation(() => {});
    await wrapper.get('[data-action="import-progress"]').trigger('click');
    expect(picker).toHaveBeenCalledOnce();
  });

  it('reports in the UI language', async () => {
    await setLanguagePreference('bg');
    const exported = (await seededPage()).progress.exportJson();
    const { pinia } = progressPage();
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    await chooseFile(wrapper, jsonFile(exported));
    expect(wrapper.get('[data-result]').text()).toBe('Обединени: 3 игри, 2 победи.');
  });
});

describe('ProgressTransfer, refusing a file in Dutch and Bulgarian', () => {
  afterEach(() => setLanguagePreference('en'));
  const newer = JSON.stringify({ format: 'mahjong-tab-progress', v: 99, exportedAt: START, devices: [] });
  const damaged = JSON.stringify({ format: 'mahjong-tab-progress', v: 1, devices: [{ v: 1, device: 'x' }] });

  it('tells a Dutch player in Dutch that a file comes from a newer version of the game', async () => {
    await Promise.all([setLanguagePreference('nl'), loadDeferredMessages()]);
    const { pinia } = await seededPage();
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    await chooseFile(wrapper, jsonFile(newer));
    expect(wrapper.get('[data-error]').text()).toBe(
      'Dit bestand komt van een nieuwere versie van het spel. Werk het spel bij en importeer het daarna opnieuw.',
    );
  });

  it('tells a Bulgarian player in Bulgarian, with no English, why a file was refused', async () => {
    await Promise.all([setLanguagePreference('bg'), loadDeferredMessages()]);
    const { pinia } = await seededPage();
    const wrapper = mount(ProgressTransfer, { global: { plugins: [pinia] } });
    const said: Record<string, string> = {};
    for (const [name, text] of [['newer', newer], ['damaged', damaged], ['not JSON', 'hello'], ['not ours', '{"theme":"dark"}']]) {
      await chooseFile(wrapper, jsonFile(text));
      said[name] = wrapper.get('[data-error]').text();
    }
    expect(said).toEqual({
      newer: 'Този файл е създаден от по-нова версия на играта. Обновете играта и го импортирайте отново.',
      damaged: 'Този експорт на напредък е повреден. Нищо не е импортирано.',
      'not JSON': 'Този файл не е експорт на напредък от Маджонг (не е JSON).',
      'not ours': 'Този файл не е експорт на напредък от Маджонг.',
    });
  });
});

describe('progress views', () => {
  // Values from storage reach these views; they must only ever be text.
  const sources = import.meta.glob<string>('@/components/progress/*.vue', { query: '?raw', import: 'default', eager: true });

  it('render nothing as HTML', () => {
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(5);
    for (const [file, source] of Object.entries(sources)) expect(source, file).not.toMatch(/v-html|innerHTML/);
  });
});
