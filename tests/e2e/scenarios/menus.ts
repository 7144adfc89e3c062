import { expect } from 'vitest';
import type { ExtensionPage } from '../harness/index.ts';

/** Escape closes the open menu and gives the focus back to the button that opened it (`button`, its data-action). */
export async function escapeFromMenu(page: ExtensionPage, button: string): Promise<void> {
  await page.press('Escape');
  await page.waitFor(() => !document.querySelector('[role="menu"]'), null, { message: 'the menu to close' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'), null)).toBe(button);
}
