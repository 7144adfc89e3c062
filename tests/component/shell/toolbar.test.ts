import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { mountShell, press } from './mountShell';

const CODE = 'MJ1-L00-AAAAABL';
const q = (selector: string) => document.querySelector<HTMLElement>(selector);
// The code menu's panel loads on first use.
const settle = async () => {
  await flushPromises();
  await vi.dynamicImportSettled();
  await flushPromises();
};
const menuButton = () => q('[data-action="code-menu"]') as HTMLElement;

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

beforeEach(() => {
  history.replaceState(null, '', `/newtab.html#game=${CODE}`);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the toolbar', () => {
  it('shows the tiles left and the pairs free beside the clock, following the game', async () => {
    const { wrapper, game } = await mountShell();
    const remaining = q('[data-remaining]');
    const pairs = q('[data-pairs]');
    expect(remaining?.dataset.count).toBe('144');
    expect(pairs?.dataset.count).toBe(String(game.pairsFree));
    expect(remaining?.textContent).toContain('144 tiles left');
    expect(pairs?.textContent).toContain(`${game.pairsFree} pairs free`);
    expect(q('.center')?.contains(q('[data-timer]'))).toBe(true);
    expect(q('.center')?.contains(remaining)).toBe(true);
    const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-tile][data-free="true"]')]
      .flatMap((x, i, free) => free.slice(i + 1).map((y) => [x, y]))
      .find(([x, y]) => x.dataset.face === y.dataset.face) ?? [];
    a?.click();
    b?.click();
    await flushPromises();
    expect(q('[data-remaining]')?.dataset.count).toBe('142');
    expect(q('[data-pairs]')?.dataset.count).toBe(String(game.pairsFree));
    wrapper.unmount();
  });

  it('labels every control, and each accessible name holds its label (WCAG 2.5.3)', async () => {
    const { wrapper } = await mountShell();
    const buttons = [...document.querySelectorAll<HTMLElement>('header button[data-action]')];
    expect(buttons.map((b) => b.dataset.action)).toEqual(
      expect.arrayContaining(['code-menu', 'hint', 'undo', 'pause', 'new-game', 'stats', 'leaderboard', 'settings', 'help']),
    );
    for (const button of buttons) {
      const label = button.querySelector('.label')?.textContent?.trim();
      expect(label, button.dataset.action).toBeTruthy();
      expect(button.getAttribute('aria-label'), button.dataset.action).toContain(label);
    }
    expect(q('[data-action="new-game"] .label')?.textContent).toBe('New game');
    wrapper.unmount();
  });

  it('keeps the code in a menu: a menu button, its items, the arrow keys, Escape and focus back', async () => {
    const { wrapper } = await mountShell();
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(q('[data-action="copy-code"]')).toBeNull();

    button.focus();
    button.click();
    await settle();
    const menu = q('[role="menu"]');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu?.id);
    const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    expect(items.map((item) => item.dataset.action)).toEqual(['copy-code', 'enter-code']);
    expect(items[0].textContent).toContain(CODE);
    expect(document.activeElement).toBe(items[0]);
    press('ArrowDown', {}, items[0]);
    expect(document.activeElement).toBe(items[1]);
    press('ArrowDown', {}, items[1]);
    expect(document.activeElement).toBe(items[0]);
    press('End', {}, items[0]);
    expect(document.activeElement).toBe(items[1]);
    press('Escape', {}, items[1]);
    await settle();
    expect(q('[role="menu"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    press('ArrowUp', {}, button);
    await settle();
    expect(document.activeElement?.getAttribute('data-action')).toBe('enter-code');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(q('[role="menu"]')).toBeNull();
    wrapper.unmount();
  });

  it('copies the code from the menu and says so, then the confirmation goes away', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { wrapper } = await mountShell();
    menuButton().click();
    await settle();
    vi.useFakeTimers();
    q('[data-action="copy-code"]')?.click();
    await flushPromises();
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(q('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(q('[data-copied-status]')?.textContent).toBe('Copied');
    vi.advanceTimersByTime(2100);
    await flushPromises();
    expect(q('[data-copied-status]')?.textContent).toBe('');
    wrapper.unmount();
  });

  it('says when the clipboard refused', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const { wrapper } = await mountShell();
    menuButton().click();
    await settle();
    q('[data-action="copy-code"]')?.click();
    await flushPromises();
    expect(q('[data-copied-status]')?.textContent).toBe('Could not copy');
    wrapper.unmount();
  });
});
