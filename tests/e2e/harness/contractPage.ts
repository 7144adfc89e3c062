import { axeSource, hasAxe, inPageOptions, runAxe } from './axe.ts';
import { POLL_MS } from './extensionPages.ts';
import type {
  ActionName, AxeFinding, AxeOptions, BoardInfo, BoardStatus, BrowserName, ExtensionPage, PageProblems,
  StorageArea, TileInfo, WaitOptions,
} from './types.ts';

/** The few things the page objects need from Playwright or Puppeteer. */
export interface PageDriver {
  readonly browserName: BrowserName;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Evaluates a whole script in the page's main world, as the debugger does: the page's CSP does not apply. */
  addScript(source: string): Promise<void>;
  waitFor<A>(predicate: (arg: A) => boolean, arg: A, timeoutMs: number): Promise<void>;
  mouseClick(x: number, y: number): Promise<void>;
  press(key: string): Promise<void>;
  /** Sets the page's viewport (CSS pixels). */
  resize(width: number, height: number): Promise<void>;
  /** Reloads and resolves once the new document is there (not necessarily mounted). */
  reload(): Promise<void>;
  problems(): PageProblems;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Actions kept in a menu, and the button that opens it. */
const MENU_OF: Partial<Record<ActionName, ActionName>> = {
  'copy-code': 'code-menu', 'enter-code': 'code-menu', 'show-how': 'play-menu', 'undo-to-winnable': 'play-menu', restart: 'play-menu',
  // In a narrow window the toolbar is one row: what it leaves out is in More.
  redo: 'play-menu', 'new-game': 'play-menu', stats: 'play-menu', leaderboard: 'play-menu', settings: 'play-menu', help: 'play-menu',
};

/**
 * A point of the element at `selector` that the mouse would really hit, or null; taken once the
 * element stands still from one frame to the next (a bar arriving or a toolbar re-arranging moves it), as a
 * player's eye waits for what moves to settle before clicking. Given `{ selector, board: true }`, only
 * once the board is ready as waitForBoard means it ('board not ready' before): the wait and the look
 * in one call to the page, as a tap on a tile needs both.
 */
async function visiblePoint(target: string | { selector: string; board: true }): Promise<{ x: number; y: number } | null | 'board not ready'> {
  const selector = typeof target === 'string' ? target : target.selector;
  if (typeof target !== 'string' && (document.querySelector('[data-board][data-ready]') === null || (globalThis as { __mahjongFirstFrame?: unknown }).__mahjongFirstFrame)) {
    return 'board not ready';
  }
  const element = document.querySelector(selector);
  if (!element) return null;
  // The toolbar arranges itself once its fitting has loaded (data-fit): until then its buttons may still move.
  const toolbar = element.closest('header.toolbar');
  if (toolbar && !toolbar.hasAttribute('data-fit')) return null;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let rect = element.getBoundingClientRect();
  for (let tries = 0; tries < 20; tries++) {
    await frame();
    const now = element.getBoundingClientRect();
    const still = now.left === rect.left && now.top === rect.top && now.width === rect.width && now.height === rect.height;
    rect = now;
    if (still) break;
  }
  // Stacked tiles overlap: try the centre first, then a grid over the element.
  const fractions = [0.5, 0.3, 0.7, 0.15, 0.85];
  for (const fy of fractions) {
    for (const fx of fractions) {
      const x = rect.left + rect.width * fx;
      const y = rect.top + rect.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) return { x, y };
    }
  }
  return null;
}

/** Marks the visible `[data-action=name]` (preferring an open dialog) and returns its selector. */
/** What the page shows, for an error message: the board's status and any dialog open. */
function pageState(): string {
  const board = document.querySelector('[data-board]');
  const status = board?.getAttribute('data-status') ?? 'no board';
  const dialogs = Array.from(document.querySelectorAll('[data-dialog]'), (d) => d.getAttribute('data-dialog'));
  const banners = Array.from(document.querySelectorAll('[data-banner]'), (d) => d.getAttribute('data-banner'));
  const slots = (selector: string) => Array.from(document.querySelectorAll(selector), (t) => t.getAttribute('data-tile')).join(' ');
  return [
    `board ${status} ${board?.getAttribute('data-code') ?? ''}${board?.hasAttribute('data-ready') ? '' : ' (not ready)'}`,
    `demo ${board?.getAttribute('data-demo') ?? 'off'}`,
    `${document.querySelectorAll('[data-board] [data-tile]').length} tiles (selected: ${slots('[data-tile][data-selected="true"]') || 'none'}, hinted: ${slots('[data-tile][data-hinted="true"]') || 'none'})`,
    `dialogs: ${dialogs.join(', ') || 'none'}`,
    `bars: ${banners.join(', ') || 'none'}`,
  ].join(', ');
}

function markAction(name: string): string | null {
  const mark = 'data-e2e-target';
  document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
  const all = Array.from(document.querySelectorAll(`[data-action="${name}"]`));
  const shown = all.filter((el) => el.getClientRects().length > 0);
  const inDialog = shown.filter((el) => el.closest('[data-dialog]'));
  const target = inDialog[inDialog.length - 1] ?? shown[0];
  if (!target) return null;
  target.setAttribute(mark, '');
  return `[${mark}]`;
}

function readTiles(): TileInfo[] {
  return Array.from(document.querySelectorAll('[data-board] [data-tile]')).map((el) => ({
    slot: Number(el.getAttribute('data-tile')),
    face: el.getAttribute('data-face') ?? '',
    x: Number(el.getAttribute('data-x')),
    y: Number(el.getAttribute('data-y')),
    z: Number(el.getAttribute('data-z')),
    free: el.getAttribute('data-free') === 'true',
    selected: el.getAttribute('data-selected') === 'true',
    hinted: el.getAttribute('data-hinted') === 'true',
  }));
}

function readBoard(): BoardInfo | null {
  const el = document.querySelector('[data-board]');
  if (!el) return null;
  return {
    code: el.getAttribute('data-code') ?? '',
    layout: el.getAttribute('data-layout') ?? '',
    status: (el.getAttribute('data-status') ?? '') as BoardStatus,
  };
}

interface StorageCall { area: StorageArea; key: string; value?: unknown; op: 'get' | 'set' | 'remove' }

/** Runs in an extension page: `browser` in Firefox and recent Chromium, `chrome` otherwise. */
async function storageCall(call: StorageCall): Promise<unknown> {
  type Area = {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
    remove(key: string): Promise<void>;
  };
  type Api = { storage: Record<string, Area | undefined> };
  const host = globalThis as unknown as { browser?: Api; chrome?: Api };
  const area = (host.browser ?? host.chrome)?.storage[call.area];
  if (!area) throw new Error(`storage.${call.area} is not available in this page`);
  if (call.op === 'get') return (await area.get(call.key))[call.key];
  if (call.op === 'set') return area.set({ [call.key]: call.value });
  return area.remove(call.key);
}

/** The page objects, written once against the page contract for both browsers. */
export class ContractPage implements ExtensionPage {
  constructor(private readonly driver: PageDriver) {}

  get browserName(): BrowserName {
    return this.driver.browserName;
  }

  url(): Promise<string> {
    return this.driver.evaluate(() => location.href, null);
  }

  title(): Promise<string> {
    return this.driver.evaluate(() => document.title, null);
  }

  waitForApp(options: WaitOptions = {}): Promise<void> {
    return this.waitFor(() => (document.querySelector('#app')?.childElementCount ?? 0) > 0, null, {
      message: 'the app to mount into #app',
      ...options,
    });
  }

  waitForBoard(options: WaitOptions = {}): Promise<void> {
    // A board drawn from the frame kept from the last visit counts once the app has taken it over
    // (app/firstFrame.ts): the tests go on to act on the live page.
    return this.waitFor(() => document.querySelector('[data-board][data-ready]') !== null && !(globalThis as { __mahjongFirstFrame?: unknown }).__mahjongFirstFrame, null, {
      message: 'the board to be ready ([data-board][data-ready])',
      ...options,
    });
  }

  async board(): Promise<BoardInfo> {
    await this.waitForBoard();
    const board = await this.driver.evaluate(readBoard, null);
    if (!board) throw new Error('[data-board] disappeared');
    return board;
  }

  async status(): Promise<BoardStatus> {
    return (await this.board()).status;
  }

  async tiles(): Promise<TileInfo[]> {
    await this.waitForBoard();
    return this.driver.evaluate(readTiles, null);
  }

  async freeTiles(): Promise<TileInfo[]> {
    return (await this.tiles()).filter((tile) => tile.free);
  }

  async clickTile(slot: number): Promise<void> {
    // A player acts on the board the page shows once ready (a linked deal may still be dealt): a
    // board already ready is seen in the same call that finds the tile's point.
    const selector = `[data-board] [data-tile="${slot}"]`;
    let point = await this.driver.evaluate(visiblePoint, { selector, board: true } as const);
    if (point === 'board not ready') {
      await this.waitForBoard();
      point = await this.driver.evaluate(visiblePoint, selector);
    }
    if (!point || point === 'board not ready') throw new Error(`tile ${slot} is not on the board or not visible`);
    await this.driver.mouseClick(point.x, point.y);
  }

  async clickCell(x: number, y: number): Promise<void> {
    const point = await this.driver.evaluate(visiblePoint, `[data-editor] [data-cell][data-x="${x}"][data-y="${y}"]`);
    if (!point || point === 'board not ready') throw new Error(`cell ${x}, ${y} is not in the editor or not visible`);
    await this.driver.mouseClick(point.x, point.y);
  }

  async clickAction(name: ActionName): Promise<void> {
    await this.waitForBoard();
    // A player opens the menu an action is kept in first.
    const menu = MENU_OF[name];
    if (menu && !(await this.driver.evaluate(markAction, name))) await this.clickAction(menu);
    // A button may show a frame later (a dialog loading, the toolbar after a state change).
    const deadline = Date.now() + DEFAULT_TIMEOUT_MS;
    for (;;) {
      const selector = await this.driver.evaluate(markAction, name);
      const point = selector ? await this.driver.evaluate(visiblePoint, selector) : null;
      if (point && point !== 'board not ready') {
        await this.driver.mouseClick(point.x, point.y);
        return;
      }
      if (Date.now() >= deadline) {
        const page = await this.driver.evaluate(pageState, null);
        throw new Error(`no visible [data-action="${name}"] (${page})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  press(key: string): Promise<void> {
    return this.driver.press(key);
  }

  resize(width: number, height: number): Promise<void> {
    return this.driver.resize(width, height);
  }

  has(selector: string): Promise<boolean> {
    return this.driver.evaluate((s) => document.querySelector(s) !== null, selector);
  }

  text(selector: string): Promise<string | null> {
    return this.driver.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
  }

  attribute(selector: string, name: string): Promise<string | null> {
    return this.driver.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name] as const);
  }

  async waitFor<A>(predicate: (arg: A) => boolean, arg: A, options: WaitOptions = {}): Promise<void> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    try {
      await this.driver.waitFor(predicate, arg, timeoutMs);
    } catch (error) {
      const what = options.message ?? predicate.toString();
      const shown = await this.driver.evaluate(pageState, null).catch(() => 'the page did not answer');
      throw new Error(`${this.browserName}: waited ${timeoutMs} ms for ${what}: ${String(error)} (page: ${shown})`, { cause: error });
    }
  }

  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg);
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.waitForApp();
  }

  storageGet(area: StorageArea, key: string): Promise<unknown> {
    return this.driver.evaluate(storageCall, { area, key, op: 'get' });
  }

  async storageSet(area: StorageArea, key: string, value: unknown): Promise<void> {
    await this.driver.evaluate(storageCall, { area, key, value, op: 'set' });
  }

  async storageRemove(area: StorageArea, key: string): Promise<void> {
    await this.driver.evaluate(storageCall, { area, key, op: 'remove' });
  }

  async axe(options: AxeOptions = {}): Promise<AxeFinding[]> {
    if (!(await this.driver.evaluate(hasAxe, null))) await this.driver.addScript(axeSource());
    return this.driver.evaluate(runAxe, inPageOptions(options));
  }

  problems(): PageProblems {
    return this.driver.problems();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
