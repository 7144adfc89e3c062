/** What a test can do with the extension in a real browser, whichever browser it is. */

export type BrowserName = 'chromium' | 'firefox';
export type StorageArea = 'local' | 'sync' | 'session';

/** The `data-action` names of the page contract. */
export type ActionName =
  | 'hint' | 'undo' | 'pause' | 'resume' | 'new-game' | 'copy-code' | 'enter-code' | 'code-menu'
  | 'leaderboard' | 'stats' | 'settings' | 'help' | 'all-layouts' | 'start-code' | 'start-game' | 'confirm' | 'cancel'
  | 'export-progress' | 'import-progress'
  | 'redo' | 'show-how' | 'undo-to-winnable' | 'restart' | 'finish' | 'replay' | 'play-menu'
  | 'demo-pause' | 'demo-resume' | 'demo-step' | 'replay-first' | 'replay-back' | 'replay-play' | 'replay-forward' | 'replay-last' | 'replay-close'
  | 'import-layout' | 'import-done' | 'share-layout' | 'add-shared'
  | 'editor' | 'save-layout' | 'play-saved' | 'layer-up' | 'layer-down' | 'editor-undo' | 'editor-redo' | 'editor-start' | 'confirm-discard'
  | 'challenge';

export type BoardStatus = 'playing' | 'paused' | 'won' | 'stuck';

/** One `[data-tile]` element, read from its attributes. */
export interface TileInfo {
  slot: number;
  face: string;
  x: number;
  y: number;
  z: number;
  free: boolean;
  selected: boolean;
  hinted: boolean;
}

/** The `[data-board]` element's attributes. */
export interface BoardInfo {
  code: string;
  layout: string;
  status: BoardStatus;
}

/** What a page did that an extension page must never do. */
export interface PageProblems {
  /** console.error calls and uncaught errors. In Firefox these are browser-wide since the page opened. */
  consoleErrors: string[];
  /** Requests to anything but the extension itself, data: and blob:. */
  foreignRequests: string[];
}

/** One axe-core rule's result on a page: a violation, or (when asked) one it could not decide. */
export interface AxeFinding {
  rule: string;
  outcome: 'violation' | 'incomplete';
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  /** Each element concerned: its CSS selector, the start of its markup, and what to fix. */
  nodes: { target: string; html: string; summary: string }[];
}

/** What an axe run leaves out; each exclusion says why, so the reason is read where it is made. */
export interface AxeOptions {
  /** Elements (CSS selectors) not checked at all. */
  exclude?: { selector: string; reason: string }[];
  /** Rules not run. */
  disableRules?: { rule: string; reason: string }[];
  /** Also return what axe could not decide (e.g. contrast over a gradient), as `outcome: 'incomplete'`. */
  incomplete?: boolean;
}

export interface WaitOptions {
  timeoutMs?: number;
  /** Said in the error when the wait times out. */
  message?: string;
}

/** One open extension page (a tab showing newtab.html, popup.html, …). */
export interface ExtensionPage {
  readonly browserName: BrowserName;
  /** The document's own URL (`location.href`). */
  url(): Promise<string>;
  title(): Promise<string>;
  /** Resolves once `#app` shows something: the frame kept from the last visit (app/earlyStart.js) or what Vue mounted. */
  waitForApp(options?: WaitOptions): Promise<void>;
  /** Resolves once `[data-board][data-ready]` is there. */
  waitForBoard(options?: WaitOptions): Promise<void>;
  board(): Promise<BoardInfo>;
  status(): Promise<BoardStatus>;
  tiles(): Promise<TileInfo[]>;
  freeTiles(): Promise<TileInfo[]>;
  /** Clicks the tile with the mouse where it is visible on screen, as a player does. */
  clickTile(slot: number): Promise<void>;
  /** Clicks the layout editor's cell at x, y (half-tile units) of the layer it shows, with the mouse. */
  clickCell(x: number, y: number): Promise<void>;
  /** Clicks the visible `[data-action=name]`, preferring one inside an open dialog; opens the menu it is kept in first. */
  clickAction(name: ActionName): Promise<void>;
  press(key: string): Promise<void>;
  /** Sets the viewport's size in CSS pixels, as a window resized. */
  resize(width: number, height: number): Promise<void>;
  /** Whether a selector matches anything on the page. */
  has(selector: string): Promise<boolean>;
  /** Text content of the first match, or null. */
  text(selector: string): Promise<string | null>;
  attribute(selector: string, name: string): Promise<string | null>;
  /** Runs `predicate(arg)` in the page until it returns true. */
  waitFor<A>(predicate: (arg: A) => boolean, arg: A, options?: WaitOptions): Promise<void>;
  /** Runs a function in the page; it must not close over test variables (pass them as `arg`). */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Reloads the page and waits for `#app` to be mounted again. */
  reload(): Promise<void>;
  storageGet(area: StorageArea, key: string): Promise<unknown>;
  storageSet(area: StorageArea, key: string, value: unknown): Promise<void>;
  storageRemove(area: StorageArea, key: string): Promise<void>;
  /**
   * Checks the document as it stands with axe-core's default rules (injected on
   * first use in each document) and returns every violation; `formatFindings`
   * and `blockingFindings` (harness/axe.ts) make them readable and pick the
   * serious and critical ones.
   */
  axe(options?: AxeOptions): Promise<AxeFinding[]>;
  problems(): PageProblems;
  close(): Promise<void>;
}

/** A running browser with the built extension loaded in a profile of its own. */
export interface ExtensionBrowser {
  readonly name: BrowserName;
  /** `chrome-extension://ID` or `moz-extension://UUID`. */
  readonly origin: string;
  /** Opens `newtab.html` (with `#hash` when given) and waits for the app to mount. */
  openNewTab(hash?: string): Promise<ExtensionPage>;
  /** Opens `popup.html` in a tab of popup size and waits for the app to mount. */
  openPopup(): Promise<ExtensionPage>;
  /** Opens the browser's own new tab (`chrome://newtab`), which the extension overrides. Chromium only. */
  openBrowserNewTab(): Promise<ExtensionPage>;
  /** Opens any page of the extension by path, e.g. `newtab.html#game=…`. */
  openPage(path: string): Promise<ExtensionPage>;
  /** Closes the browser and starts it again on the same profile; open pages are gone. */
  restart(): Promise<void>;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}
