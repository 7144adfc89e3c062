import type { ExtensionPage } from '../harness/index.ts';

// Errors that come a moment after mounting (a failed storage read, a late import) count too.
const QUIET_MS = 300;

/** Waits until the page has done its start-up work: the board ready when there is one, then a quiet moment. */
export async function settle(page: ExtensionPage): Promise<void> {
  await page.waitFor(
    () => !document.querySelector('[data-board]') || document.querySelector('[data-board][data-ready]') !== null,
    null,
    { message: 'the board, when there is one, to be ready' },
  );
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
}
