import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { mount } from '@vue/test-utils';
import { FITS, REMEMBERED_FIT_KEY, useToolbarFit, type Fit } from '@/components/toolbar/useToolbarFit';

/** A rectangle from left to right, as getBoundingClientRect gives it. */
const box = (left: number, right: number) => ({ left, right, width: right - left, top: 0, bottom: 36, height: 36, x: left, y: 0 }) as DOMRect;

/**
 * A toolbar 800 px wide whose one group holds a row of controls that needs
 * `needs[fit]` px in each arrangement: rects are stubbed, since happy-dom lays nothing out.
 */
function mountToolbar(needs: Partial<Record<Fit, number>>, words = ref('en')) {
  const Toolbar = defineComponent(() => {
    const el = ref<HTMLElement | null>(null);
    useToolbarFit(el, () => words.value, () => words.value);
    return () => h('header', { ref: el }, [h('div', { class: 'group' }, [h('button', { class: 'first' }), h('button', { class: 'last' })])]);
  });
  const width = () => needs[(document.querySelector('header')?.dataset.fit ?? 'full') as Fit] ?? 0;
  let tried = 0; // arrangements measured: each is a layout of the page
  const rects: Record<string, () => DOMRect> = {
    header: () => (tried++, box(0, 800)),
    group: () => box(16, 784),
    first: () => box(784 - width(), 820 - width()),
    last: () => box(748, 784),
  };
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const key = this.tagName === 'HEADER' ? 'header' : (this.className as string);
    return rects[key]?.() ?? original.call(this);
  };
  const wrapper = mount(Toolbar, { attachTo: document.body });
  return {
    wrapper,
    /** The arrangement, once the frame the fitting waits for has come. */
    fit: async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return document.querySelector('header')?.dataset.fit;
    },
    tried: () => tried,
    restore: () => (Element.prototype.getBoundingClientRect = original),
  };
}

let restore = () => {};
afterEach(() => {
  restore();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('useToolbarFit', () => {
  it('keeps the roomiest arrangement when everything fits', async () => {
    const t = mountToolbar({ full: 700 });
    restore = t.restore;
    expect(await t.fit()).toBe('full');
  });

  it('steps down to the first arrangement in which nothing spills, on either side', async () => {
    // A row packed to its end spills to the left: its first control starts before the group.
    const t = mountToolbar({ full: 900, 'full-free': 850, main: 760, 'main-free': 700 });
    restore = t.restore;
    expect(await t.fit()).toBe('main');
  });

  it('ends with one row of what play needs, the rest in its menu, when nothing roomier fits', async () => {
    const t = mountToolbar(Object.fromEntries(FITS.map((fit) => [fit, fit === 'menu' ? 300 : 1000])));
    restore = t.restore;
    expect(await t.fit()).toBe('menu');
  });

  it('keeps the menu arrangement even when its row would spill: there is no second row', async () => {
    const t = mountToolbar(Object.fromEntries(FITS.map((fit) => [fit, 1000])));
    restore = t.restore;
    expect(await t.fit()).toBe('menu');
  });

  it('fits again when the window is resized and when its words change', async () => {
    const needs: Partial<Record<Fit, number>> = { full: 700 };
    const words = ref('en');
    const t = mountToolbar(needs, words);
    restore = t.restore;
    expect(await t.fit()).toBe('full');
    needs.full = 1000;
    needs['full-free'] = 600;
    window.dispatchEvent(new Event('resize'));
    expect(await t.fit()).toBe('full-free');
    needs['full-free'] = 1000;
    needs.main = 500;
    words.value = 'bg';
    await nextTick();
    expect(await t.fit()).toBe('main');
  });

  it('starts a new page from the arrangement found before for the same width and words, measuring it once', async () => {
    const needs = { full: 900, 'full-free': 850, main: 760 };
    const first = mountToolbar(needs);
    expect(await first.fit()).toBe('main');
    expect(first.tried()).toBe(3);
    first.wrapper.unmount();
    first.restore();

    const next = mountToolbar(needs);
    restore = next.restore;
    expect(await next.fit()).toBe('main');
    expect(next.tried()).toBe(1);
  });

  it('measures afresh when what was found before no longer fits, or was found for other words', async () => {
    const first = mountToolbar({ full: 700 });
    expect(await first.fit()).toBe('full');
    first.wrapper.unmount();
    first.restore();

    const wider = mountToolbar({ full: 900, 'full-free': 850, main: 760 });
    expect(await wider.fit()).toBe('main');
    wider.wrapper.unmount();
    wider.restore();

    const bulgarian = mountToolbar({ full: 900, 'full-free': 700 }, ref('bg'));
    restore = bulgarian.restore;
    expect(await bulgarian.fit()).toBe('full-free');
    expect(bulgarian.tried()).toBe(2);
  });

  it('measures afresh over a damaged or foreign remembered value', async () => {
    localStorage.setItem(REMEMBERED_FIT_KEY, '{"not":"ours"');
    const t = mountToolbar({ full: 900, 'full-free': 700 });
    restore = t.restore;
    expect(await t.fit()).toBe('full-free');
    expect(JSON.parse(localStorage.getItem(REMEMBERED_FIT_KEY) ?? '[]')).toEqual([[`${window.innerWidth}:en`, 'full-free']]);
  });
});
