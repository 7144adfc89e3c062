/**
 * The page's layout at the widths players use, in every language: no toolbar
 * control drawn over another or cut off by the window, no scrollbar, and the
 * popup's new-game choice and dialogs reachable at its real size.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserName, ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { escapeFromMenu } from './menus.ts';
import { settle } from './settle.ts';

const CODE = 'MJ1-L00-AAAAACD';
// Each test plays its own deal: a page closed just before pauses its game as it goes.
const CODES = { en: 'MJ1-L00-AAAAACE', bg: 'MJ1-L00-AAAAACF', nl: 'MJ1-L00-AAAAACG', winnable: 'MJ1-L00-AAAAACH' };
const LANGUAGES = ['en', 'bg', 'nl'] as const;
const WIDTHS = [360, 480, 800, 1280];
const HEIGHT = 760;
/** The popup is sized from its page: 780 × 560. */
const POPUP = { width: 780, height: 560 };
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

interface LayoutReport {
  /** The toolbar's arrangement (useToolbarFit) and height. */
  fit: string;
  toolbarHeight: number;
  overlaps: string[];
  clipped: string[];
  scroll: { width: number; height: number; innerWidth: number; innerHeight: number };
  controls: number;
}

/** Runs in the page: what is wrong with the toolbar's layout and the page's size. */
function measureLayout(): LayoutReport {
  const name = (el: Element) =>
    el.getAttribute('data-action') ?? (['timer', 'hints', 'remaining', 'pairs'].find((a) => el.hasAttribute(`data-${a}`)) ?? el.tagName);
  const controls = Array.from(
    document.querySelectorAll('header :is(button, a, [data-timer], [data-hints], [data-remaining], [data-pairs])'),
  )
    .map((el) => ({ name: name(el), rect: el.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && rect.height > 0);
  const overlaps: string[] = [];
  const clipped: string[] = [];
  controls.forEach((a, i) => {
    const r = a.rect;
    if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) clipped.push(a.name);
    for (const b of controls.slice(i + 1)) {
      const w = Math.min(r.right, b.rect.right) - Math.max(r.left, b.rect.left);
      const h = Math.min(r.bottom, b.rect.bottom) - Math.max(r.top, b.rect.top);
      if (w > 0.5 && h > 0.5) overlaps.push(`${a.name} × ${b.name}`);
    }
  });
  const root = document.documentElement;
  const toolbar = document.querySelector('header') as HTMLElement;
  return {
    fit: toolbar.dataset.fit ?? '',
    toolbarHeight: toolbar.getBoundingClientRect().height,
    overlaps,
    clipped,
    scroll: { width: root.scrollWidth, height: root.scrollHeight, innerWidth, innerHeight },
    controls: controls.length,
  };
}

/** Two frames after a resize or a change: the toolbar has measured itself and been drawn. */
function nextFrames(page: ExtensionPage): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))), null);
}

async function chooseLanguage(page: ExtensionPage, language: string): Promise<void> {
  await page.clickAction('settings');
  await page.waitFor((l) => !!document.querySelector(`[data-setting="language:${l}"]`), language, { message: 'the settings' });
  await page.evaluate((l) => (document.querySelector(`[data-setting="language:${l}"]`) as HTMLElement).click(), language);
  await page.waitFor((l) => document.documentElement.lang === l, language, { message: `the page in ${language}` });
  await page.press('Escape');
  await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'the settings to close' });
}

/**
 * Plays or pauses with the toolbar. A page closed a moment before may still pause the shared
 * game as it goes, so the state is checked after each click and set again when it changed.
 */
async function setPaused(page: ExtensionPage, paused: boolean): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (((await page.status()) === 'paused') === paused) return;
    await page.clickAction(paused ? 'pause' : 'resume');
    await page
      .waitFor((want) => (document.querySelector('[data-board]')?.getAttribute('data-status') === 'paused') === want, paused, { timeoutMs: 3000 })
      .catch(() => undefined);
  }
  expect(await page.status()).toBe(paused ? 'paused' : 'playing');
}

async function expectTidy(page: ExtensionPage, where: string): Promise<void> {
  await nextFrames(page);
  const report = await page.evaluate(measureLayout, null);
  // One row always; a narrow window's row holds what play needs, More the rest.
  expect(report.controls, where).toBeGreaterThanOrEqual(report.fit === 'menu' ? 7 : 12);
  expect(report.toolbarHeight, `${where}: the toolbar in one row`).toBeLessThanOrEqual(60);
  expect(report.overlaps, `${where}: controls drawn over each other`).toEqual([]);
  expect(report.clipped, `${where}: controls outside the window`).toEqual([]);
  expect(report.scroll.height, `${where}: page taller than the window`).toBeLessThanOrEqual(report.scroll.innerHeight);
  expect(report.scroll.width, `${where}: page wider than the window`).toBeLessThanOrEqual(report.scroll.innerWidth);
}

/** The layout checks, in `name`. */
export function layoutSuite(name: BrowserName): void {
  describe(`page layout in ${name}`, () => {
    const browser = browserForFile(name);

    for (const language of LANGUAGES) {
      it(`the new tab's toolbar fits without overlap or scrollbars at ${WIDTHS.join(', ')} px, in ${language}`, async () => {
        const page = await browser.openNewTab(`game=${CODES[language]}`);
        await page.waitForBoard();
        await chooseLanguage(page, language);
        for (const width of WIDTHS) {
          await page.resize(width, HEIGHT);
          await setPaused(page, false);
          await expectTidy(page, `${width} px, ${language}, playing`);
          // Paused, Pause gives way to a wider Resume.
          await setPaused(page, true);
          await expectTidy(page, `${width} px, ${language}, paused`);
        }
        await settle(page);
        expect(page.problems()).toEqual(NO_PROBLEMS);
        await page.close();
      });
    }

    it('the toolbar stays tidy with the winnable badge shown, in Bulgarian (its longest words)', async () => {
      const page = await browser.openNewTab(`game=${CODES.winnable}`);
      await page.waitForBoard();
      await chooseLanguage(page, 'bg');
      await page.clickAction('settings');
      await page.waitFor(() => !!document.querySelector('[data-setting="showWinnable"]'), null, { message: 'the settings' });
      await page.evaluate(() => (document.querySelector('[data-setting="showWinnable"]') as HTMLElement).click(), null);
      await page.press('Escape');
      // The badge shows while the game is played.
      await setPaused(page, false);
      await page.waitFor(() => !!document.querySelector('[data-winnable]'), null, { message: 'the winnable badge' });
      await page.waitFor(() => document.querySelector('[data-winnable]')?.getAttribute('data-value') !== 'null', null, {
        message: 'the solver to answer',
      });
      await expectTidy(page, 'as the badge came, bg');
      for (const width of WIDTHS) {
        await page.resize(width, HEIGHT);
        await setPaused(page, false);
        await expectTidy(page, `${width} px, bg, winnable shown`);
        const badge = await page.evaluate(() => {
          const r = document.querySelector('[data-winnable]')?.getBoundingClientRect();
          return r ? { left: r.left, right: r.right } : null;
        }, null);
        expect(badge && badge.left >= 0 && badge.right <= width, `${width} px: the badge in the window`).toBe(true);
      }
      await page.clickAction('settings');
      await page.waitFor(() => !!document.querySelector('[data-setting="showWinnable"]'), null);
      await page.evaluate(() => (document.querySelector('[data-setting="showWinnable"]') as HTMLElement).click(), null);
      await page.press('Escape');
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('the popup at its real size: toolbar tidy, no scrollbar, in every language', async () => {
      const page = await browser.openPopup();
      await page.resize(POPUP.width, POPUP.height);
      await page.waitForBoard();
      for (const language of LANGUAGES) {
        await chooseLanguage(page, language);
        await setPaused(page, false);
        await expectTidy(page, `popup, ${language}`);
      }
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('the popup shows the new-game choice with its Start button in view, without scrolling', async () => {
      const page = await browser.openPopup();
      await page.resize(POPUP.width, POPUP.height);
      await page.clickAction('new-game');
      await page.waitFor(() => !!document.querySelector('[data-dialog="new-game"] [data-action="start-game"]'), null);
      // The dialog rises into place: measure once it has settled.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const start = await page.evaluate(() => {
        const button = document.querySelector('[data-action="start-game"]') as HTMLElement;
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
          onTop: hit !== null && (hit === button || button.contains(hit)),
          scrolled: document.documentElement.scrollTop,
        };
      }, null);
      expect(start).toEqual({ inside: true, onTop: true, scrolled: 0 });
      await page.clickAction('start-game');
      await page.waitFor(() => !document.querySelector('[data-dialog]'), null, { message: 'the new game to start' });
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('the popup opens help and the settings', async () => {
      const page = await browser.openPopup();
      await page.resize(POPUP.width, POPUP.height);
      await page.clickAction('help');
      await page.waitFor(() => !!document.querySelector('[data-dialog="help"]'), null, { message: 'help' });
      await page.press('Escape');
      await page.waitFor(() => !document.querySelector('[data-dialog]'), null);
      await page.clickAction('settings');
      await page.waitFor(() => !!document.querySelector('[data-dialog="settings"] [data-setting="theme:dark"]'), null, { message: 'the settings' });
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });

    it('the code menu works from the keyboard and gives focus back', async () => {
      const page = await browser.openNewTab(`game=${CODE}`);
      await page.waitForBoard();
      await page.evaluate(() => (document.querySelector('[data-action="code-menu"]') as HTMLElement).focus(), null);
      await page.press('Enter');
      await page.waitFor(() => document.activeElement?.getAttribute('data-action') === 'copy-code', null, { message: 'focus on the first item' });
      expect(await page.attribute('[data-action="code-menu"]', 'aria-expanded')).toBe('true');
      await page.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'), null)).toBe('enter-code');
      await escapeFromMenu(page, 'code-menu');
      await page.press('ArrowDown');
      await page.waitFor(() => document.activeElement?.getAttribute('data-action') === 'copy-code', null);
      await page.press('Enter');
      await page.waitFor(() => (document.querySelector('[data-copied-status]')?.textContent ?? '') !== '', null, { message: 'the copy to be confirmed' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'), null)).toBe('code-menu');
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });
  });
}
