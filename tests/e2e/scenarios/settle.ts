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

/** Waits for what is moving to stop (dialogs rise, tiles leave) and two frames more, so what is read is the final picture. */
export async function stillPicture(page: ExtensionPage): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, null);
}
