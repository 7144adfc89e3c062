/**
 * Accessibility: every state a player meets, checked with axe-core; none may
 * have a serious or critical finding.
 *
 * The states run in order on one new tab (and one popup), each from the same
 * base: the board in play, no dialog open, the look it asks for (theme, tile
 * style, language: chosen in the settings dialog when it changes). To add a
 * state, add an entry to A11Y_STATES next to the states of its look: a name,
 * the page, the look, and `enter`, which takes the page from the base to the
 * state and waits until it shows (see `dialogStates`, `stuck`, `won`).
 * Anything left out of a check goes in its `axe.exclude` / `axe.disableRules`
 * with the reason written there. A failure lists each finding as impact, rule,
 * help and link, then each element: its selector, markup and what to fix.
 *
 * A11Y_REPORT=1 also prints every finding of every state, minor, moderate and
 * "needs review" (what axe could not decide, such as contrast over a gradient).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockingFindings, formatFindings,
  type AxeOptions, type BrowserName, type ExtensionPage,
} from '../harness/index.ts';
import type { Language } from '../../../core/language.ts';
import { playLine, stuckLine, winningLine } from './lines.ts';
import { playablePair, wonDialogComplete } from './play.ts';
import { chooseFiles, HILL, layoutFile, shareHash } from './layoutFiles.ts';
import { editorCount, openEditor } from './editor.ts';
import { stillPicture } from './settle.ts';
import { browserForFile } from '../harness/perFile.ts';

const REPORT = process.env.A11Y_REPORT === '1';

type Theme = 'light' | 'dark';
type TileStyle = 'digits' | 'classic' | 'large' | 'ivory' | 'bold' | 'compact';

export interface A11yState {
  /** The test's name: say the page, the look and what is open. */
  name: string;
  page: 'newtab' | 'popup';
  theme: Theme;
  tileStyle: TileStyle;
  /** The page's language, English unless said. */
  language?: Language;
  /** From the base (board in play, no dialog) to the state, waiting until it shows. */
  enter?: (page: ExtensionPage) => Promise<void>;
  /** What this state's check leaves out, each with its reason. */
  axe?: AxeOptions;
}

// Deals: the base game, and the deals played to their end. Each ending state starts its own deal.
const BASE_CODE = 'MJ1-L00-AAAAAXA';
const STUCK_CODE = 'MJ1-L00-AAAAAXB';
const WON_CODE = 'MJ1-L00-AAAAAXC';
const LAST_RESULT_CODE = 'MJ1-L00-AAAAAXD';
const DEMO_CODE = 'MJ1-L00-AAAAAXE';
const REPLAY_CODE = 'MJ1-L00-AAAAAXF';

const waitForDialog = (page: ExtensionPage, name: string) =>
  page.waitFor((n) => document.querySelector(`[data-dialog="${n}"]`) !== null, name, { message: `the ${name} dialog` });

const waitForStatus = (page: ExtensionPage, status: string) =>
  page.waitFor((s) => document.querySelector('[data-board]')?.getAttribute('data-status') === s, status, {
    message: `the board to say ${status}`,
  });

/** Shows a deal from a deep link, without reloading the page (the page follows `hashchange`). */
async function showDeal(page: ExtensionPage, code: string): Promise<void> {
  await page.evaluate((c) => {
    location.hash = `game=${c}`;
  }, code);
  await page.waitFor((c) => document.querySelector('[data-board][data-ready]')?.getAttribute('data-code') === c, code, {
    message: `the deal ${code} on the board`,
  });
}

async function closeDialogs(page: ExtensionPage): Promise<void> {
  // Escape closes the dialog on top: one opened from another (import from the new-game choice) goes back to it.
  const shown = () => page.evaluate(() => [...document.querySelectorAll('[data-dialog]')].map((d) => d.getAttribute('data-dialog')).join(' '), null);
  for (let i = 0; i < 5 && (await page.has('[data-dialog]')); i++) {
    const before = await shown();
    await page.press('Escape');
    await page
      .waitFor((b) => [...document.querySelectorAll('[data-dialog]')].map((d) => d.getAttribute('data-dialog')).join(' ') !== b, before, { message: 'the dialog to close' })
      .catch(() => undefined);
  }
  if (await page.has('[data-dialog]')) throw new Error('a dialog does not close with Escape');
  if (await page.has('[data-action="play-menu"][aria-expanded="true"]')) {
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('[data-menu="play"]') === null, null, { message: 'the More menu to close' });
  }
  if (await page.has('[data-action="code-menu"][aria-expanded="true"]')) {
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('[data-menu="code"]') === null, null, { message: 'the code menu to close' });
  }
}

/** The base every state starts from: the board in play, no dialog open. */
async function toBase(page: ExtensionPage): Promise<void> {
  await page.waitForBoard();
  await closeDialogs(page);
  const status = await page.status();
  if (status === 'paused') {
    // The popup shares the game with the new tab beside it, whose resume may reach it first: in play either way.
    await page.clickAction('resume').catch(async (error: unknown) => {
      if ((await page.status()) !== 'playing') throw error;
    });
    await waitForStatus(page, 'playing');
  } else if (status !== 'playing') {
    await showDeal(page, BASE_CODE);
  }
}

/** Chooses settings in the settings dialog, as a player would, and closes it. */
async function chooseSettings(page: ExtensionPage, choices: readonly string[]): Promise<void> {
  await page.clickAction('settings');
  await page.waitFor(() => document.querySelector('[data-setting]') !== null, null, { message: 'the settings' });
  for (const choice of choices) {
    await page.evaluate((c) => document.querySelector<HTMLInputElement>(`[data-setting="${c}"]`)?.click(), choice);
    await page.waitFor((c) => document.querySelector<HTMLInputElement>(`[data-setting="${c}"]`)?.checked === true, choice, {
      message: `the setting ${choice} chosen`,
    });
  }
  await closeDialogs(page);
}

/** The import dialog with a layout added (or already there, the second time) and a file refused. */
async function importLayouts(page: ExtensionPage): Promise<void> {
  await openDialog(page, 'new-game', 'new-game');
  await page.clickAction('import-layout');
  await chooseFiles(page, [
    { name: 'hill.layout', text: layoutFile(HILL, 'Square Hill') },
    { name: 'short.layout', text: layoutFile(HILL.slice(1), 'Short Hill') },
  ]);
  await page.waitFor(() => document.querySelector('[data-imported], [data-already]') !== null && !document.querySelector('[data-importing]'), null, {
    message: 'the import done',
    timeoutMs: 60_000,
  });
}

async function openDialog(page: ExtensionPage, action: 'help' | 'settings' | 'stats' | 'leaderboard' | 'new-game', dialog: string): Promise<void> {
  await page.clickAction(action);
  await waitForDialog(page, dialog);
}

/** The layout editor on an empty grid: the page keeps the draft between states, so it starts anew. */
async function emptyEditor(page: ExtensionPage): Promise<void> {
  await openEditor(page);
  if ((await editorCount(page)) === 0) return;
  await page.clickAction('editor-start');
  await page.clickAction('confirm-discard');
  await page.waitFor(() => document.querySelector('[data-editor-count]')?.getAttribute('data-value') === '0', null, { message: 'an empty grid' });
}

/** The layout editor: empty; a few tiles, one floating, and an overlap refused; a whole layout with the survey's verdict (light only). */
function editorStates(theme: Theme): A11yState[] {
  const at = { page: 'newtab', theme, tileStyle: 'digits' } as const;
  const states: A11yState[] = [
    { ...at, name: `new tab, ${theme}, layout editor, empty`, enter: emptyEditor },
    {
      ...at,
      name: `new tab, ${theme}, layout editor, tiles placed and an overlap refused`,
      enter: async (p) => {
        await emptyEditor(p);
        for (const x of [2, 4, 6]) await p.clickCell(x, 0);
        await p.clickAction('layer-up');
        await p.clickCell(8, 4);
        await p.clickAction('layer-down');
        await p.clickCell(1, 0); // a tile there would overlap the one at x 2
        await p.waitFor(() => document.querySelector('[data-editor] [data-refused]') !== null, null, { message: 'the refusal shown' });
      },
    },
  ];
  if (theme === 'light') {
    states.push({
      ...at,
      name: `new tab, ${theme}, layout editor, a whole layout with the survey’s verdict`,
      // Started from the Turtle (drawing one by hand is the editor's own test: scenarios/editor.ts).
      enter: async (p) => {
        await openEditor(p);
        await p.evaluate(() => {
          const source = document.querySelector<HTMLSelectElement>('[data-editor] [data-input="editor-start"]')!;
          source.value = 'L00';
          source.dispatchEvent(new Event('change', { bubbles: true }));
        }, null);
        await p.clickAction('editor-start');
        if (await p.has('[data-action="confirm-discard"]')) await p.clickAction('confirm-discard');
        await p.waitFor(() => document.querySelector('[data-editor-count]')?.getAttribute('data-value') === '144', null, { message: 'the Turtle in the editor' });
        await p.waitFor(() => document.querySelector('[data-survey]') !== null, null, { message: 'the survey’s verdict', timeoutMs: 60_000 });
      },
    });
  }
  return states;
}

/** The dialogs the toolbar opens, each as a state in a theme. */
function dialogStates(theme: Theme): A11yState[] {
  const at = { page: 'newtab', theme, tileStyle: 'digits' } as const;
  return [
    { ...at, name: `new tab, ${theme}, help open`, enter: (p) => openDialog(p, 'help', 'help') },
    { ...at, name: `new tab, ${theme}, settings open`, enter: (p) => openDialog(p, 'settings', 'settings') },
    {
      ...at,
      name: `new tab, ${theme}, statistics open`,
      enter: async (p) => {
        await p.clickAction('stats');
        await p.waitFor(() => document.querySelector('[data-stats]') !== null, null, { message: 'the statistics' });
      },
    },
    {
      ...at,
      name: `new tab, ${theme}, leaderboard open`,
      enter: async (p) => {
        await p.clickAction('leaderboard');
        await p.waitFor(() => document.querySelector('[data-leaderboard]') !== null, null, { message: 'the leaderboard' });
      },
    },
    {
      ...at,
      name: `new tab, ${theme}, deal of the day: calendar, streaks and statistics`,
      enter: async (p) => {
        await p.clickAction('stats');
        await p.waitFor(() => document.querySelector('[data-stats]') !== null, null, { message: 'the statistics' });
        await p.evaluate(() => document.querySelector<HTMLElement>('[data-tab="daily"]')?.click(), null);
        await p.waitFor(() => document.querySelector('[data-calendar] [data-day]') !== null, null, { message: 'the calendar' });
      },
    },
    { ...at, name: `new tab, ${theme}, new-game choice open`, enter: (p) => openDialog(p, 'new-game', 'new-game') },
    { ...at, name: `new tab, ${theme}, import dialog with an added and a refused layout`, enter: importLayouts },
    {
      ...at,
      name: `new tab, ${theme}, new-game choice with one of my layouts chosen`,
      enter: async (p) => {
        await importLayouts(p);
        await p.clickAction('import-done');
        await p.waitFor(() => document.querySelector('[data-layout-option^="C"]') !== null, null, { message: 'my layout in the choice' });
        await p.evaluate(() => document.querySelector<HTMLElement>('[data-layout-option^="C"]')!.click(), null);
        await p.waitFor(() => document.querySelector('[data-layout-actions]') !== null, null, { message: 'the layout’s actions' });
      },
    },
    {
      ...at,
      name: `new tab, ${theme}, a shared layout’s link opened`,
      enter: async (p) => {
        await p.evaluate((hash) => (location.hash = hash), shareHash(HILL, 'Shared Hill'));
        await waitForDialog(p, 'shared-layout');
      },
    },
    {
      ...at,
      name: `new tab, ${theme}, code entry with an error`,
      enter: async (p) => {
        await p.clickAction('enter-code');
        await p.waitFor(() => document.querySelector('[data-input="code"]') !== null, null, { message: 'the code input' });
        await p.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>('[data-input="code"]')!;
          input.value = 'hello';
          input.dispatchEvent(new Event('input'));
        }, null);
        await p.clickAction('start-code');
        await p.waitFor(() => document.querySelector('[data-dialog="code"] [data-error]') !== null, null, { message: 'the code error' });
      },
    },
    {
      ...at,
      name: `new tab, ${theme}, confirm abandoning the game`,
      enter: async (p) => {
        // Only a game with moves asks before it is abandoned.
        const tiles = await p.tiles();
        if (tiles.length === 144) {
          const [a, b] = playablePair(tiles);
          await p.clickTile(a.slot);
          await p.clickTile(b.slot);
          await p.waitFor(() => document.querySelectorAll('[data-board] [data-tile]').length === 142, null, { message: 'a pair removed' });
        }
        await openDialog(p, 'new-game', 'new-game');
        await p.clickAction('start-game');
        await waitForDialog(p, 'confirm');
      },
    },
  ];
}

const paused = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, paused`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await p.clickAction('pause');
    await waitForStatus(p, 'paused');
  },
});

const stuck = (theme: Theme, tileStyle: TileStyle): A11yState => ({
  name: `new tab, ${tileStyle === 'digits' ? 'Digits' : 'Classic'}, ${theme}, stuck: no more moves`,
  page: 'newtab',
  theme,
  tileStyle,
  enter: async (p) => {
    await showDeal(p, STUCK_CODE);
    await playLine(p, stuckLine(STUCK_CODE));
    await waitForStatus(p, 'stuck');
    await waitForDialog(p, 'stuck');
  },
});

const won = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, won`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await showDeal(p, WON_CODE);
    await playLine(p, winningLine(WON_CODE));
    await waitForStatus(p, 'won');
    await waitForDialog(p, 'won');
  },
});

/** Show me how under way, paused on a pair (its bar over the board's foot). Followed by a state that deals again. */
const demo = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, Show me how paused`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await showDeal(p, DEMO_CODE);
    await p.clickAction('show-how');
    await p.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-demo') === 'running', null, { message: 'Show me how' });
    await p.clickAction('demo-pause');
    await p.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-demo') === 'paused', null, { message: 'paused' });
  },
});

/** Looking back over a game just won, part way through. */
const replay = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, looking back over a win`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await showDeal(p, REPLAY_CODE);
    await playLine(p, winningLine(REPLAY_CODE));
    await waitForDialog(p, 'won');
    await wonDialogComplete(p);
    await p.clickAction('replay');
    await p.waitFor(() => document.querySelector('[data-banner="replay"]') !== null, null, { message: 'the replay' });
    await p.clickAction('replay-forward');
  },
});

const playMenu = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, More menu open`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await p.clickAction('play-menu');
    await p.waitFor(() => document.querySelector('[data-menu="play"] [role="menuitem"]') !== null, null, { message: 'the More menu' });
  },
});

const codeMenu = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, game-code menu open`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await p.clickAction('code-menu');
    await p.waitFor(() => document.querySelector('[data-menu="code"] [role="menuitem"]') !== null, null, { message: 'the code menu' });
  },
});

/** A page opened after a win: the next deal, with the last result shown quietly. */
const lastResult = (theme: Theme): A11yState => ({
  name: `new tab, ${theme}, opened after a win: the last result shown`,
  page: 'newtab',
  theme,
  tileStyle: 'digits',
  enter: async (p) => {
    await showDeal(p, LAST_RESULT_CODE);
    await playLine(p, winningLine(LAST_RESULT_CODE));
    await waitForDialog(p, 'won');
    await p.reload();
    await p.waitFor(() => document.querySelector('[data-last-result]') !== null, null, { message: 'the last result' });
    // The line fades away after 12 s: the check is of the line on screen, not of the page after it went.
    await p.evaluate(() => {
      for (const a of document.getAnimations()) if ((a as CSSAnimation).animationName?.startsWith('fade-away')) a.cancel();
    }, null);
  },
});

/**
 * Grouped by look, so the settings change a few times only; a win comes
 * before the dialogs of its theme, so statistics and leaderboard have rows.
 * The popup's states come last: it shares the game with the new tab.
 */
export const A11Y_STATES: readonly A11yState[] = [
  { name: 'new tab, Digits, light', page: 'newtab', theme: 'light', tileStyle: 'digits' },
  {
    name: 'new tab, Digits, light, a tile selected and a hint shown',
    page: 'newtab',
    theme: 'light',
    tileStyle: 'digits',
    enter: async (p) => {
      await p.clickAction('hint');
      await p.waitFor(() => document.querySelectorAll('[data-tile][data-hinted="true"]').length === 2, null, { message: 'a hint' });
      const free = (await p.freeTiles()).find((t) => !t.hinted);
      if (free) await p.clickTile(free.slot);
    },
  },
  paused('light'),
  demo('light'),
  stuck('light', 'digits'),
  won('light'),
  replay('light'),
  codeMenu('light'),
  playMenu('light'),
  lastResult('light'),
  ...dialogStates('light'),
  ...editorStates('light'),
  { name: 'new tab, Digits, dark', page: 'newtab', theme: 'dark', tileStyle: 'digits' },
  paused('dark'),
  demo('dark'),
  won('dark'),
  replay('dark'),
  codeMenu('dark'),
  playMenu('dark'),
  lastResult('dark'),
  ...dialogStates('dark'),
  ...editorStates('dark'),
  { name: 'new tab, Classic, dark', page: 'newtab', theme: 'dark', tileStyle: 'classic' },
  stuck('dark', 'classic'),
  { name: 'new tab, Classic, light', page: 'newtab', theme: 'light', tileStyle: 'classic' },
  // Names and labels are translated: the other languages, with rows and controls to name.
  {
    name: 'new tab, Bulgarian, Classic, light, leaderboard open',
    page: 'newtab',
    theme: 'light',
    tileStyle: 'classic',
    language: 'bg',
    enter: (p) => openDialog(p, 'leaderboard', 'leaderboard'),
  },
  { name: 'new tab, Bulgarian, Digits, light', page: 'newtab', theme: 'light', tileStyle: 'digits', language: 'bg' },
  {
    name: 'new tab, Dutch, Digits, dark, settings open',
    page: 'newtab',
    theme: 'dark',
    tileStyle: 'digits',
    language: 'nl',
    enter: (p) => openDialog(p, 'settings', 'settings'),
  },
  // Right to left: the mirrored page, with its help and its statistics' chart.
  {
    name: 'new tab, Arabic, Classic, dark, help open',
    page: 'newtab',
    theme: 'dark',
    tileStyle: 'classic',
    language: 'ar',
    enter: (p) => openDialog(p, 'help', 'help'),
  },
  {
    name: 'new tab, Arabic, Digits, light, statistics open',
    page: 'newtab',
    theme: 'light',
    tileStyle: 'digits',
    language: 'ar',
    enter: (p) => openDialog(p, 'stats', 'stats'),
  },
  {
    name: 'new tab, Japanese, Digits, light, settings open',
    page: 'newtab',
    theme: 'light',
    tileStyle: 'digits',
    language: 'ja',
    enter: (p) => openDialog(p, 'settings', 'settings'),
  },
  // Reading helps: Large print in both themes, the tile legend beside a Classic board, and the optional
  // marks (free tiles ringed, the selected tile's free matches shown). The marks stay on from here: the
  // popup's states below are checked with them.
  { name: 'new tab, Large print, light', page: 'newtab', theme: 'light', tileStyle: 'large' },
  { name: 'new tab, Large print, dark', page: 'newtab', theme: 'dark', tileStyle: 'large' },
  // The tile sets drawn from the label, each in both themes.
  ...(['ivory', 'bold', 'compact'] as const).flatMap((tileStyle) =>
    (['light', 'dark'] as const).map((theme) => ({ name: `new tab, ${tileStyle[0].toUpperCase()}${tileStyle.slice(1)}, ${theme}`, page: 'newtab' as const, theme, tileStyle })),
  ),
  { name: 'new tab, Classic, light, help open (tile legend)', page: 'newtab', theme: 'light', tileStyle: 'classic', enter: (p) => openDialog(p, 'help', 'help') },
  {
    name: 'new tab, Digits, light, free tiles highlighted and the selected tile\'s matches shown',
    page: 'newtab',
    theme: 'light',
    tileStyle: 'digits',
    enter: async (p) => {
      await chooseSettings(p, ['highlightFree', 'showMatches']);
      await p.clickTile(playablePair(await p.tiles())[0].slot);
      await p.waitFor(() => document.querySelector('.mj-tile.is-match') !== null, null, { message: 'a match shown' });
    },
  },
  { name: 'popup, Classic, light', page: 'popup', theme: 'light', tileStyle: 'classic' },
  { name: 'popup, Digits, light', page: 'popup', theme: 'light', tileStyle: 'digits' },
  {
    name: 'popup, light, statistics open',
    page: 'popup',
    theme: 'light',
    tileStyle: 'digits',
    enter: async (p) => {
      await p.clickAction('stats');
      await p.waitFor(() => document.querySelector('[data-stats]') !== null, null, { message: 'the statistics' });
    },
  },
  { name: 'popup, dark, leaderboard open', page: 'popup', theme: 'dark', tileStyle: 'digits', enter: (p) => openDialog(p, 'leaderboard', 'leaderboard') },
  { name: 'popup, Digits, dark', page: 'popup', theme: 'dark', tileStyle: 'digits' },
];

/** Runs every state of `states` in one browser, one test each. */
export function a11ySuite(name: BrowserName, states: readonly A11yState[] = A11Y_STATES): void {
  describe(`accessibility (axe-core) in ${name}`, () => {
    const browser = browserForFile(name);
    let newTab: ExtensionPage;
    let popup: ExtensionPage | null = null;
    let look = '';

    beforeAll(async () => {
      newTab = await browser.openNewTab(`game=${BASE_CODE}`);
      await newTab.waitForBoard();
    });

    /** Settings are shared by every page: they are chosen on the new tab, which stays open. */
    async function wear(state: A11yState): Promise<void> {
      const choices = [`theme:${state.theme}`, `tileStyle:${state.tileStyle}`, `language:${state.language ?? 'en'}`];
      if (look === choices.join(' ')) return;
      await toBase(newTab);
      await chooseSettings(newTab, choices);
      look = choices.join(' ');
    }

    async function pageOf(state: A11yState): Promise<ExtensionPage> {
      if (state.page === 'newtab') return newTab;
      popup ??= await browser.openPopup();
      return popup;
    }

    // The check itself: a tile named apart from its text is found, and an exclusion leaves it out.
    it('axe reports a misnamed tile by rule, impact and selector', async () => {
      await newTab.waitForBoard();
      const slot = (await newTab.tiles())[0].slot;
      const selector = `[data-tile="${slot}"]`;
      const label = await newTab.attribute(selector, 'aria-label');
      const setLabel = (text: string | null) =>
        newTab.evaluate(([s, t]) => document.querySelector(s)?.setAttribute('aria-label', t ?? ''), [selector, text] as const);
      await setLabel('a tile');
      try {
        const found = blockingFindings(await newTab.axe()).find((f) => f.rule === 'label-content-name-mismatch');
        expect(found?.impact).toBe('serious');
        expect(found?.nodes.map((n) => n.target)).toEqual([`button${selector}`]);
        const left = await newTab.axe({ exclude: [{ selector, reason: 'the test of the exclusion' }] });
        expect(left.some((f) => f.rule === 'label-content-name-mismatch')).toBe(false);
      } finally {
        await setLabel(label);
      }
    });

    for (const state of states) {
      it(state.name, async () => {
        await wear(state);
        const page = await pageOf(state);
        await toBase(page);
        const shown = { theme: state.theme, lang: state.language ?? 'en' };
        await page.waitFor((s) => document.documentElement.getAttribute('data-theme') === s.theme && document.documentElement.lang === s.lang, shown, {
          message: `the ${shown.theme} theme in ${shown.lang}`,
        });
        await state.enter?.(page);
        await stillPicture(page);
        const findings = await page.axe({ ...state.axe, incomplete: REPORT });
        if (REPORT) console.log([`axe: ${state.name}`, ...formatFindings(findings, 3)].join('\n'));
        expect(formatFindings(blockingFindings(findings)), `serious or critical axe findings: ${state.name}`).toEqual([]);
      });
    }
  });
}
