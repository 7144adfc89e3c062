/** The player's own layouts on the page: import through the file input, the new-game choice, rename, delete, share. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shapeId } from '@/core/layoutFiles';
import type { Slot } from '@/core/layout';
import { memoryArea } from '@/stores/storage/area';
import { LOCAL_LAYOUTS } from '@/stores/customLayouts/stored';
import { makeShareLink, readShareLink } from '@/components/layouts/shareLink';
import { block, kmahjonggGrid } from '../../unit/support/layoutFiles';
import { click, mountShell, q, settle } from '../shell/mountShell';

const SHAPE: Slot[] = [...block(12, 11), ...block(4, 3, 8, 6, 1)];
const ID = shapeId(SHAPE);
const layoutFile = (slots: readonly Slot[], name: string) =>
  ['kmahjongg-layout-v1.1', `# name: ${name}`, 'w24', 'h22', 'd2', ...kmahjonggGrid(slots, 24, 22, 2)].join('\r\n');

/** Puts files on the import dialog's file input as a player choosing them would. */
async function choose(files: File[]): Promise<void> {
  const input = q('input[type="file"][data-input="layout-file"]') as HTMLInputElement;
  expect(input.multiple).toBe(true);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change'));
  for (let i = 0; i < 100 && q('[data-importing]'); i++) await settle();
  await settle();
}

/** Imports the Hill file through the new-game choice and chooses it there. */
async function importHill(): Promise<void> {
  await click('[data-action="new-game"]');
  await click('[data-action="import-layout"]');
  await choose([new File([layoutFile(SHAPE, 'Hill')], 'hill.layout')]);
  await click('[data-action="import-done"]');
  (q(`[data-layout-option="${ID}"] input`) as HTMLInputElement).click();
  await settle();
}

beforeEach(() => history.replaceState(null, '', '/newtab.html'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('importing layouts', () => {
  it('adds a file’s layout, refuses a bad one by file, layout and reason, and offers the new one in the choice', async () => {
    const backend = { local: memoryArea(), sync: memoryArea() };
    const { wrapper, game } = await mountShell({ backend });
    await click('[data-action="new-game"]');
    expect(q('[data-dialog="new-game"] [data-layout-option="L00"]')).not.toBeNull();
    await click('[data-action="import-layout"]');
    expect(q('[data-dialog="import"]')).not.toBeNull();
    await choose([
      new File([layoutFile(SHAPE, 'Hill <i>top</i>')], 'hill.layout'),
      new File([layoutFile(SHAPE.slice(1), 'Short')], 'short.layout'),
      new File(['PK\u0003\u0004'], 'many.zip'),
    ]);
    const added = q('[data-imported]');
    expect(added?.dataset.layout).toBe(ID);
    expect(added?.dataset.tiles).toBe('144');
    expect(added?.textContent).toContain('Hill <i>top</i>'); // markup in a name is text
    expect(added?.querySelector('i')).toBeNull();
    expect(added?.querySelector('[data-grade]')?.textContent).toMatch(/^Difficulty: (easy|medium|hard|very hard) \(\d+% /);
    const refused = [...document.querySelectorAll<HTMLElement>('[data-dialog="import"] [data-error]')].map((e) => e.textContent ?? '');
    expect(refused.some((text) => text.includes('short.layout') && text.includes('Short') && text.includes('143 tiles'))).toBe(true);
    expect(refused.some((text) => text.includes('many.zip') && text.includes('unpack'))).toBe(true);

    // The same shape again, under another name: recognised, nothing added.
    const stored = JSON.stringify(backend.local.data.get(LOCAL_LAYOUTS));
    await choose([new File([layoutFile(SHAPE, 'Again')], 'again.layout'), new File(['junk'], 'junk.lay')]);
    expect(q('[data-already]')?.textContent).toContain('Already in your layouts as “Hill <i>top</i>”');
    expect(q('[data-imported]')).toBeNull();
    expect(JSON.stringify(backend.local.data.get(LOCAL_LAYOUTS))).toBe(stored);

    await click('[data-action="import-done"]');
    const option = q(`[data-dialog="new-game"] [data-layout-option="${ID}"]`);
    expect(option?.textContent).toContain('Hill <i>top</i>');
    (option?.querySelector('input') as HTMLInputElement).click();
    await settle();
    await click('[data-action="start-game"]');
    for (let i = 0; i < 50 && game.layout.id !== ID; i++) await settle();
    expect(game.layout.id).toBe(ID);
    expect(q('[data-board]')?.dataset.layout).toBe(ID);
    wrapper.unmount();
  });

  it('renames, and deletes only after asking, in the new-game choice', async () => {
    const { wrapper } = await mountShell();
    await importHill();
    await click('[data-action="rename-layout"]');
    const name = q('[data-input="layout-name"]') as HTMLInputElement;
    name.value = 'Hill, renamed';
    name.dispatchEvent(new Event('input'));
    await click('[data-action="save-name"]');
    expect(q(`[data-layout-option="${ID}"]`)?.textContent).toContain('Hill, renamed');
    await click('[data-action="delete-layout"]');
    expect(q('[data-confirm-delete]')?.textContent).toContain('Hill, renamed');
    await click('[data-action="cancel-delete"]');
    expect(q(`[data-layout-option="${ID}"]`)).not.toBeNull();
    await click('[data-action="delete-layout"]');
    await click('[data-action="confirm-delete"]');
    expect(q(`[data-layout-option="${ID}"]`)).toBeNull();
    expect(q('[data-layout-option="L00"]')?.classList.contains('chosen')).toBe(true);
    wrapper.unmount();
  });
});

describe('sharing a layout by link', () => {
  it('puts a link with the layout and the deal in the page, and a fresh profile adds it on confirmation and deals it', async () => {
    const first = await mountShell();
    await importHill();
    await click('[data-action="share-layout"]');
    const url = q('[data-share-url]')?.dataset.value ?? '';
    expect(url).toMatch(/newtab\.html#layout=/);
    const shared = readShareLink(new URL(url).hash);
    expect(shared?.id).toBe(ID);
    expect(shared?.name).toBe('Hill');
    first.wrapper.unmount();
    document.body.innerHTML = '';

    history.replaceState(null, '', `/newtab.html${new URL(url).hash}`);
    const fresh = await mountShell();
    // The share link is read once the board is on screen, with the dialogs' code.
    for (let i = 0; i < 50 && !q('[data-dialog="shared-layout"] [data-shared-name]'); i++) await settle();
    expect(q('[data-dialog="shared-layout"] [data-shared-name]')?.textContent).toBe('Hill');
    expect(q('[data-dialog="shared-layout"] svg[role="img"]')).not.toBeNull();
    expect(location.hash).toBe('');
    await click('[data-action="add-shared"]');
    for (let i = 0; i < 50 && fresh.game.code !== shared?.code; i++) await settle();
    expect(fresh.game.code).toBe(shared?.code);
    expect(fresh.game.layout.id).toBe(ID);
    fresh.wrapper.unmount();
  });

  it('reads back what it writes, and refuses a link whose shape is not a board', () => {
    const link = makeShareLink('chrome-extension://x/newtab.html', { name: 'Mine & yours', author: 'Ana', slots: SHAPE }, `MJ1-${ID}-AAAAABL`);
    expect(readShareLink(new URL(link).hash)).toMatchObject({ id: ID, name: 'Mine & yours', author: 'Ana', code: `MJ1-${ID}-AAAAABL` });
    const other = makeShareLink('x', { name: 'n', slots: SHAPE }, 'MJ1-L00-AAAAABL');
    expect(readShareLink(other.slice(other.indexOf('#')))?.code).toBeNull(); // a deal of another layout is not this one's
    expect(readShareLink('#layout=AAAA&name=x')).toBeNull();
    expect(readShareLink(`#layout=${'A'.repeat(5000)}`)).toBeNull();
  });
});
