import { describe, expect, it } from 'vitest';
import { replay } from '../../../core/newGame.ts';
import { blockingFindings, formatFindings, type BrowserName, type ExtensionPage } from '../harness/index.ts';
import { browserForFile } from '../harness/perFile.ts';
import { settle, stillPicture } from './settle.ts';

const CODE = 'MJ1-L00-AAAAABL';
const NO_PROBLEMS = { consoleErrors: [], foreignRequests: [] };

interface Heard {
  contexts: number;
  states: string[];
  /** Sound sources started (oscillators, noise). */
  started: number;
}

/** Notes every audio context the page makes and every source it starts (run before sound can load). */
function listen(): void {
  type Notes = { contexts: AudioContext[]; started: number };
  const w = window as unknown as { __sound?: Notes; AudioContext: typeof AudioContext };
  if (w.__sound) return;
  const notes: Notes = { contexts: [], started: 0 };
  w.__sound = notes;
  const Base = w.AudioContext;
  w.AudioContext = class extends Base {
    constructor(options?: AudioContextOptions) {
      super(options);
      notes.contexts.push(this);
    }
  };
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
    notes.started++;
    return start.apply(this, args);
  };
}

function heard(): Heard {
  const notes = (window as unknown as { __sound: { contexts: AudioContext[]; started: number } }).__sound;
  return {
    contexts: notes.contexts.length,
    states: notes.contexts.map((c) => c.state),
    started: notes.started,
  };
}

/** The page as hidden (another tab in front) or shown again, as the browser says it with visibilitychange. */
function showPage(visible: boolean): void {
  if (visible) {
    delete (document as unknown as Record<string, unknown>).hidden;
    delete (document as unknown as Record<string, unknown>).visibilityState;
  } else {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  }
  document.dispatchEvent(new Event('visibilitychange'));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function removePair(page: ExtensionPage, [a, b]: readonly [number, number]): Promise<void> {
  await page.clickTile(a);
  await page.clickTile(b);
  await page.waitFor((slot) => document.querySelector(`[data-board] [data-tile="${slot}"]`) === null, b, { message: `the pair ${a}, ${b} removed` });
}

/** Sound in the built extension: off on a fresh profile, on once chosen, quiet while the page is hidden. */
export function soundSuite(name: BrowserName): void {
  describe(`sound in ${name}`, () => {
    const browser = browserForFile(name);

    it('off by default: no audio at all; turned on, a pair is heard; hidden, the context is suspended; the settings pass axe', async () => {
      const start = replay(CODE, []);
      if (!start.ok) throw new Error('bad code');
      const [first, second, third] = start.value.plan;
      const page = await browser.openNewTab(`game=${CODE}`);
      await settle(page);
      await page.evaluate(listen, null);

      // A fresh profile: sound is off, and a pair removed makes no audio context.
      await removePair(page, first);
      await pause(300);
      expect(await page.evaluate(heard, null)).toEqual({ contexts: 0, states: [], started: 0 });

      await page.clickAction('settings');
      await page.waitFor(() => document.querySelector('[data-setting="sound:off"]') !== null, null, { message: 'the sound setting' });
      expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('[data-setting="sound:off"]')?.checked, null)).toBe(true);
      await page.evaluate(() => document.querySelector<HTMLInputElement>('[data-setting="sound:on"]')?.click(), null);
      await page.waitFor(() => document.querySelector<HTMLInputElement>('[data-setting="sound:on"]')?.checked === true, null, { message: 'sound on' });
      expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('[data-setting="volume:soft"]')?.checked, null)).toBe(true);
      await stillPicture(page);
      expect(formatFindings(blockingFindings(await page.axe())), 'axe: the settings with sound on').toEqual([]);
      await page.press('Escape');
      await page.waitFor(() => document.querySelector('[data-dialog]') === null, null, { message: 'the settings closed' });

      // On: a pair removed by clicks is heard, through one running context.
      await removePair(page, second);
      await page.waitFor(
        () => {
          const notes = (window as unknown as { __sound: { contexts: AudioContext[]; started: number } }).__sound;
          return notes.contexts.length === 1 && notes.contexts[0].state === 'running' && notes.started > 0;
        },
        null,
        { message: 'a running audio context that played' },
      );
      const on = await page.evaluate(heard, null);
      expect(on).toMatchObject({ contexts: 1, states: ['running'] });

      // Hidden: the context is suspended and nothing more starts.
      await page.evaluate(showPage, false);
      await page.waitFor(() => (window as unknown as { __sound: { contexts: AudioContext[] } }).__sound.contexts[0].state === 'suspended', null, {
        message: 'the context suspended',
      });
      const hidden = await page.evaluate(heard, null);
      await page.press('h');
      await pause(300);
      expect((await page.evaluate(heard, null)).started).toBe(hidden.started);

      // Shown again and played on: heard again, through the same context.
      await page.evaluate(showPage, true);
      if ((await page.status()) === 'paused') await page.clickAction('resume');
      await page.waitFor(() => document.querySelector('[data-board]')?.getAttribute('data-status') === 'playing', null, { message: 'playing again' });
      await removePair(page, third);
      await page.waitFor((before) => (window as unknown as { __sound: { started: number } }).__sound.started > before, hidden.started, {
        message: 'heard again',
      });
      expect(await page.evaluate(heard, null)).toMatchObject({ contexts: 1, states: ['running'] });
      expect(page.problems()).toEqual(NO_PROBLEMS);
      await page.close();
    });
  });
}
