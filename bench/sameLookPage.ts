import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The same-look pages: the extension's own new tab and popup as their first
 * frame shows them when a timed load opens them, saved by the bench as static
 * pages (pageProbe.ts `renderFirstFrame`). They keep the page's markup, its
 * `<html>` attributes, its own style sheets and the one its head script put
 * inline, and nothing that runs. A page that looks exactly the same and does
 * nothing is the floor for the first paint: whatever the extension's page
 * paints later than it is not the look, it is what happens between building
 * the frame and painting it.
 */
export type LookedPage = 'newtab' | 'popup';

export const SAME_LOOK_PAGES: Record<LookedPage, string> = {
  newtab: 'bench-same-look-newtab.html',
  popup: 'bench-same-look-popup.html',
};

/** The style sheets a built page links itself (not those its lazy parts add later). */
export function ownStyleSheets(outDir: string, page: LookedPage): string[] {
  const html = readFileSync(join(outDir, `${page}.html`), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)].map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1] ?? '').filter(Boolean);
}

/**
 * The static page for a rendered first frame. `headStart` goes first in its `<head>`: where a
 * browser runs no init script, the bench's probe.
 */
export function sameLookHtml(rendered: string, headStart = ''): string {
  if (/<script\b/i.test(rendered) || !/<head\b[^>]*>/i.test(rendered) || !/\sdata-ready\b/.test(rendered) || !/\sdata-tile=/.test(rendered)) {
    throw new Error('the page to save as its same-look page has a script, no <head> or no ready board with tiles');
  }
  return `<!DOCTYPE html>\n${rendered.replace(/<head\b[^>]*>/i, (head) => head + headStart)}\n`;
}

/** Writes the same-look pages into the built extension folder. */
export function addSameLookPages(outDir: string, rendered: Record<LookedPage, string>, headStart = ''): void {
  for (const name of Object.keys(rendered) as LookedPage[]) writeFileSync(join(outDir, SAME_LOOK_PAGES[name]), sameLookHtml(rendered[name], headStart));
}

/** Removes them again: they are never shipped. */
export function removeSameLookPages(outDir: string): void {
  for (const name of Object.values(SAME_LOOK_PAGES)) rmSync(join(outDir, name), { force: true });
}
