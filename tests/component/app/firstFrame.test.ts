import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyStartScript } from '@/app/earlyStartScript';
import { frameToKeep, keepFirstFrame, pressEnded, takeOverFirstFrame, type KeptFrame } from '@/app/firstFrame';
import { FIRST_FRAME_KEY, FIRST_PAINT_COPY_KEY } from '@/stores/storage/firstPaintCopy';

const shipped = earlyStartScript(readFileSync(resolve(__dirname, '../../../app/earlyStart.js'), 'utf8'));
const KEY = FIRST_FRAME_KEY + location.pathname;
const COPY = '{"v":1,"local":{"game":{"code":"MJ1-L00-AAAAABL"}}}';

const ENTRY_URL = '/chunks/newtab-1a2b3c.js';
/** The entry modules the script imported: a module import cannot run here, so the test stands in for it. */
let imported: string[] = [];
const script = shipped.replace('import(', 'globalThis.__importEntry(');
declare global {
  var __importEntry: ((url: string) => void) | undefined;
}

/** A page as the build ships it: #app, and its entry module named in a <meta>, not loaded. */
function page(): HTMLElement {
  imported = [];
  globalThis.__importEntry = (url) => void imported.push(url);
  document.head.innerHTML = `<meta name="mahjong:entry" content="${ENTRY_URL}">`;
  document.body.innerHTML = '<div id="app"></div>';
  return document.getElementById('app')!;
}

function boardHtml(status: string, extra = ''): string {
  return (
    `<div class="app"><header><button type="button" data-action="resume"><svg class="icon"><path d="M0 0h1"></path></svg>Resume</button><button type="button" data-action="hint">Hint</button></header>` +
    `<div data-board data-ready data-status="${status}"><button type="button" data-tile="7">7</button><button type="button" data-tile="12">12</button></div>${extra}</div>`
  );
}

function kept(overrides: Partial<KeptFrame> = {}): KeptFrame {
  return { v: 1, release: ENTRY_URL, width: innerWidth, lang: 'nl', dir: 'ltr', copy: COPY, html: boardHtml('paused'), ...overrides };
}

/**
 * The page's paint timing, played by the test: the script's observers, told of a paint when the test
 * says the frame is on screen. Null stands for a browser without paint timing (observe throws).
 */
let observers: ((names: string[]) => void)[] | null = [];
class PaintObserver {
  private connected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void) {}
  observe(options: { type: string; buffered: boolean }): void {
    if (observers === null || options.type !== 'paint' || !options.buffered) throw new TypeError('no paint timing');
    this.connected = true;
    observers.push((names) => {
      if (this.connected) this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
    });
  }
  disconnect(): void {
    this.connected = false;
  }
}
/** The browser reports these paints. */
const paint = (...names: string[]) => {
  for (const observer of observers ?? []) observer(names);
};
const realObserver = globalThis.PerformanceObserver;
const run = () => {
  globalThis.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
  try {
    new Function(script)();
  } finally {
    globalThis.PerformanceObserver = realObserver;
  }
};
/** Whether the page's entry module was started, once. */
const started = () => imported.length === 1 && imported[0] === ENTRY_URL;
const frame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

beforeEach(() => {
  localStorage.setItem(FIRST_PAINT_COPY_KEY, COPY);
});

afterEach(async () => {
  // A frame drawn in the test starts its modules once painted: let that happen here, not in the next test.
  paint('first-paint', 'first-contentful-paint');
  await frame();
  observers = [];
  globalThis.__importEntry = undefined;
  document.head.innerHTML = '';
  const shown = globalThis.__mahjongFirstFrame;
  for (const type of shown?.types ?? []) removeEventListener(type, shown!.keep, true);
  globalThis.__mahjongFirstFrame = undefined;
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

describe('the head script draws the kept first frame (early-start.js)', () => {
  it('is shipped with its keys in place and no comment lines, and imports nothing but the page entry', () => {
    expect(shipped.split('import(')).toHaveLength(2);
    expect(script).not.toContain('__FIRST_');
    expect(script).toContain(FIRST_FRAME_KEY);
    expect(script).toContain(FIRST_PAINT_COPY_KEY);
    expect(script).not.toMatch(/^\s*\/\//m);
  });

  it('draws the kept frame, in its language, and starts the modules only once that frame is painted', async () => {
    const app = page();
    localStorage.setItem(KEY, JSON.stringify(kept()));
    run();
    expect(app.querySelector('[data-board][data-ready][data-status="paused"]')).not.toBeNull();
    expect(document.documentElement.lang).toBe('nl');
    expect(started()).toBe(false);
    // Built is not painted: the modules would take the main thread (and a core) from the paint.
    await frame();
    expect(started()).toBe(false);
    // A paint of the background alone is not the frame either.
    paint('first-paint');
    await frame();
    expect(started()).toBe(false);
    paint('first-contentful-paint');
    expect(started()).toBe(false); // in a task of their own, after the paint's
    await frame();
    expect(started()).toBe(true);
    // Once: a later report or the fallback timer starts nothing more.
    paint('first-contentful-paint');
    await frame();
    expect(imported).toEqual([ENTRY_URL]);
  });

  it('starts the modules at once in a hidden page, which paints nothing', async () => {
    page();
    localStorage.setItem(KEY, JSON.stringify(kept()));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      run();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    await new Promise((done) => setTimeout(done, 0));
    expect(started()).toBe(true);
  });

  it('starts the modules when the page is hidden before its frame is painted', async () => {
    page();
    localStorage.setItem(KEY, JSON.stringify(kept()));
    run();
    dispatchEvent(new Event('visibilitychange'));
    await new Promise((done) => setTimeout(done, 0));
    expect(started()).toBe(true);
  });

  it('starts the modules after a second in a browser that reports no paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      observers = null;
      page();
      localStorage.setItem(KEY, JSON.stringify(kept()));
      run();
      vi.advanceTimersByTime(999);
      expect(started()).toBe(false);
      vi.advanceTimersByTime(1);
      vi.advanceTimersToNextTimer(); // the task they start in
      expect(started()).toBe(true);
    } finally {
      vi.useRealTimers();
      observers = [];
    }
  });

  it.each([
    ['no frame kept', () => {}],
    ['a frame drawn from another copy (a move, a setting or a game since, from any tab)', () => localStorage.setItem(KEY, JSON.stringify(kept({ copy: '{"v":1}' })))],
    ['no copy any more', () => (localStorage.setItem(KEY, JSON.stringify(kept())), localStorage.removeItem(FIRST_PAINT_COPY_KEY))],
    ['another window width', () => localStorage.setItem(KEY, JSON.stringify(kept({ width: innerWidth + 1 })))],
    ['no entry named (the dev server, whose modules run as the page lists them)', () => {
      document.head.innerHTML = '';
      localStorage.setItem(KEY, JSON.stringify(kept({ release: null })));
    }],
    ['a frame drawn by another release', () => localStorage.setItem(KEY, JSON.stringify(kept({ release: '/chunks/newtab-older.js' })))],
    ['another format', () => localStorage.setItem(KEY, JSON.stringify({ ...kept(), v: 2 }))],
    ['a damaged frame', () => localStorage.setItem(KEY, '{"v":1,"html":')],
    ['a frame with nothing in it', () => localStorage.setItem(KEY, JSON.stringify(kept({ html: '' })))],
    ['an address that asks for a game', () => (localStorage.setItem(KEY, JSON.stringify(kept())), history.replaceState(null, '', '#game=MJ1-L00-AAAAAAB'))],
  ])('with %s, draws nothing and starts the modules at once', async (_case, arrange) => {
    const app = page();
    arrange();
    run();
    expect(app.innerHTML).toBe('');
    // The entry module starts at once where the page names one (without one, the page's own script tag runs it).
    const named = document.querySelector('meta[name="mahjong:entry"]') !== null;
    expect(named ? started() : imported.length === 0).toBe(true);
    expect(globalThis.__mahjongFirstFrame).toBeUndefined();
  });

  it('keeps what is tapped and typed on the frame, and the app does it again on the live page, in order', async () => {
    const app = page();
    localStorage.setItem(KEY, JSON.stringify(kept()));
    run();
    app.querySelector<HTMLElement>('[data-tile="12"]')!.click();
    // A tap lands on whatever is under the pointer: here the icon drawn in the button.
    app.querySelector('[data-action="resume"] path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    app.querySelector<HTMLElement>('[data-action="hint"]')!.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 't', ctrlKey: true, bubbles: true })); // the browser's own: not kept
    app.querySelector<HTMLElement>('[data-tile="7"]')!.click();

    // The app mounts over the frame: its own elements, with their handlers.
    app.innerHTML = boardHtml('paused');
    const done: string[] = [];
    for (const el of app.querySelectorAll<HTMLElement>('[data-tile],[data-action]')) {
      el.addEventListener('click', () => done.push(el.dataset.tile ?? el.dataset.action!));
    }
    document.addEventListener('keydown', (e) => done.push(`key ${e.key}`));
    expect(takeOverFirstFrame(app)).toBe(5);
    expect(done).toEqual(['12', 'resume', 'hint', 'key u', '7']);
    expect(globalThis.__mahjongFirstFrame).toBeUndefined();
    // Once taken over, nothing is kept any more.
    app.querySelector<HTMLElement>('[data-tile="7"]')!.click();
    expect(done).toEqual(['12', 'resume', 'hint', 'key u', '7', '7']);
  });

  it('holds the take-over back while a press on the frame goes on', async () => {
    page();
    localStorage.setItem(KEY, JSON.stringify(kept()));
    run();
    document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    let ended = false;
    const waiting = pressEnded().then(() => (ended = true));
    await new Promise((done) => setTimeout(done, 40));
    expect(ended).toBe(false);
    document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waiting;
    expect(ended).toBe(true);
  });
});

describe('keeping the first frame (app/firstFrame.ts)', () => {
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };
  afterEach(() => {
    // Back to the page's own (the prototype's) visibility, which other files' tests drive in their own ways.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('keeps a paused board with the copy it shows, when the page is left, for the next page to draw', async () => {
    const app = page();
    app.innerHTML = boardHtml('paused');
    document.documentElement.lang = 'bg';
    const stop = keepFirstFrame(app, localStorage);
    hide();
    await frame();
    stop();
    const stored = JSON.parse(localStorage.getItem(KEY)!) as KeptFrame;
    expect(stored).toEqual({ v: 1, release: ENTRY_URL, width: innerWidth, lang: 'bg', dir: document.documentElement.dir, copy: COPY, html: app.innerHTML });

    // What loads after the app's first frame is left out, as that frame has none of it.
    app.innerHTML = boardHtml('paused', '<div data-paused data-later>Paused</div>');
    const withCard = frameToKeep(app, COPY)!;
    app.innerHTML = boardHtml('paused');
    expect(withCard.html).toBe(app.innerHTML);
    expect(withCard.html).not.toContain('data-paused');

    // The next page draws it.
    const next = page();
    run();
    expect(next.innerHTML).toBe(stored.html);
  });

  it.each([
    ['a game in play', boardHtml('playing')],
    ['a won game', boardHtml('won')],
    ['an open dialog', boardHtml('paused', '<div data-dialog="settings"></div>')],
    ['an open menu', boardHtml('paused', '<button aria-expanded="true"></button>')],
    ['no board yet', '<p>Loading</p>'],
  ])('keeps nothing with %s, and leaves the frame kept before (drawn only while the copy still says so)', async (_case, html) => {
    const app = page();
    app.innerHTML = html;
    localStorage.setItem(KEY, JSON.stringify(kept()));
    expect(frameToKeep(app, COPY)).toBeNull();
    expect(frameToKeep(app, null)).toBeNull();
    const stop = keepFirstFrame(app, localStorage);
    dispatchEvent(new Event('pagehide'));
    await frame();
    stop();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(kept());
  });

  it('keeps the copy as leaving left it: the pause drawn, then handed to storage by the deferred writes', async () => {
    const app = page();
    app.innerHTML = boardHtml('playing');
    const PAUSED_COPY = COPY.replace('}}}', ',"paused":true}}}');
    // As on a page: the deferred writes listen on the window from before the app mounts, the pause on the document.
    const handOver = () => document.visibilityState === 'hidden' && localStorage.setItem(FIRST_PAINT_COPY_KEY, PAUSED_COPY);
    addEventListener('visibilitychange', handOver);
    const pause = () => (app.innerHTML = boardHtml('paused'));
    document.addEventListener('visibilitychange', pause);
    const stop = keepFirstFrame(app, localStorage);
    hide();
    await frame();
    stop();
    removeEventListener('visibilitychange', handOver);
    document.removeEventListener('visibilitychange', pause);
    expect((JSON.parse(localStorage.getItem(KEY)!) as KeptFrame).copy).toBe(PAUSED_COPY);
  });

  it('keeps nothing for a page without a copy (it drew its first frame from storage)', async () => {
    const app = page();
    app.innerHTML = boardHtml('paused');
    localStorage.removeItem(FIRST_PAINT_COPY_KEY);
    const stop = keepFirstFrame(app, localStorage);
    hide();
    await frame();
    stop();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a full localStorage leaves no frame behind', async () => {
    const app = page();
    app.innerHTML = boardHtml('paused');
    localStorage.setItem(KEY, JSON.stringify(kept({ copy: 'older' })));
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    };
    const stop = keepFirstFrame(app, full);
    hide();
    await frame();
    stop();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
