/** A long import: how far it is, rows as each layout is judged, Stop keeping what was added, built-in shapes pointed at. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import ImportDialog from '@/components/layouts/ImportDialog.vue';
import { loadDeferredMessages } from '@/components/i18n';
import { writeMah } from '@/core/layoutFiles';
import { surveyLayout } from '@/core/survey';
import { provideServices } from '@/stores/services';
import { memoryArea } from '@/stores/storage/area';
import { LOCAL_LAYOUTS } from '@/stores/customLayouts/stored';
import type { SolverClient } from '@/stores/solver/client';
import type { SolverAnswer } from '@/core/solver/protocol';
import type { Slot } from '@/core/layout';
import { block } from '../../unit/support/layoutFiles';

const fixture = (name: string): File => new File([readFileSync(join(process.cwd(), 'tests/fixtures/deals', name), 'utf8')], name);
/** One .mah file of `count` small boards, each its own shape: a row of 2 × (i + 1) tiles. */
const boards = (count: number): File =>
  new File([writeMah(Array.from({ length: count }, (_, i) => ({ name: `Row ${i + 1}`, slots: block(2 * (i + 1), 1) })))], 'rows.mah');

/** A solver whose surveys answer only when the test lets them, one at a time. */
function heldSolver(): { solver: SolverClient; release(): Promise<void>; waiting(): number } {
  const held: (() => void)[] = [];
  const none = async (): Promise<SolverAnswer> => ({ id: 0, pair: null, plan: null, winnable: null });
  const solver: SolverClient = {
    hint: none,
    solve: none,
    winnableBack: none,
    survey: (slots: Slot[]) =>
      new Promise<SolverAnswer>((resolve) => held.push(() => resolve({ id: 0, pair: null, plan: null, winnable: true, survey: surveyLayout(slots) }))),
    dispose() {},
  };
  return {
    solver,
    waiting: () => held.length,
    async release() {
      for (let i = 0; i < 20 && held.length === 0; i++) await flushPromises();
      held.shift()?.();
      await flushPromises();
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a long import', () => {
  it('says how far it is, shows each layout as it is judged, and Stop keeps what was added', async () => {
    await loadDeferredMessages(); // the dialog's strings, loaded with it on a page
    const pinia = createPinia();
    const backend = { local: memoryArea(), sync: memoryArea() };
    const held = heldSolver();
    provideServices(pinia, { backend, solver: held.solver });
    setActivePinia(pinia);
    const w = mount(ImportDialog, { global: { plugins: [pinia] }, attachTo: document.body });
    const input = w.get('input[data-input="layout-file"]').element as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [fixture('my-turtle.mah'), boards(5)], configurable: true });
    input.dispatchEvent(new Event('change'));
    for (let i = 0; i < 20 && held.waiting() === 0; i++) await flushPromises();
    // The Turtle's shape needs no survey: pointed at at once, and the first board is being checked.
    const status = () => w.find('[data-importing]');
    expect(status().attributes()).toMatchObject({ 'data-done': '1', 'data-total': '6' });
    expect(status().text()).toBe('Checking 1 of 6…');
    expect(w.get('[data-import-progress]').attributes()).toMatchObject({ max: '6', value: '1' });
    expect(w.get('[data-built-in]').attributes('data-layout')).toBe('L00');
    expect(w.get('[data-built-in]').text()).toContain('Already there: it is the built-in layout “Turtle”');

    await held.release(); // Row 1 judged, and saved at once (the first save has waited long enough)
    for (let i = 0; i < 20 && w.findAll('[data-imported]').length === 0; i++) await flushPromises();
    expect(w.findAll('[data-imported]').map((r) => r.text())).toEqual([expect.stringContaining('Row 1')]);
    expect(status().attributes('data-done')).toBe('2');

    await w.get('[data-action="import-stop"]').trigger('click');
    await held.release(); // the layout being checked when Stop came is still judged…
    for (let i = 0; i < 20 && w.find('[data-importing]').exists(); i++) await flushPromises();
    expect(held.waiting()).toBe(0); // …and no other
    expect(w.get('[data-import-stopped]').text()).toBe('Stopped. The layouts added so far stay in your layouts.');
    expect(w.findAll('[data-imported]').map((r) => r.text())).toEqual([expect.stringContaining('Row 1'), expect.stringContaining('Row 2')]);
    const stored = backend.local.data.get(LOCAL_LAYOUTS) as { [id: string]: { n: string } } | undefined;
    expect(JSON.stringify(stored)).toContain('Row 2');
    expect(JSON.stringify(stored)).not.toContain('Row 3');
    w.unmount();
  });
});
