import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reference page: written into the build only while the benchmark runs, never shipped. */
export const STATIC_PAGE = 'bench-static.html';
/**
 * The same page, ready only once it has read one storage key, as the page contract asks of the
 * board: the least any page of this extension can do before its board is ready.
 */
export const STORAGE_PAGE = 'bench-static-storage.html';
const STORAGE_SCRIPT = 'bench-static-storage.js';

// Asked for in <head>, as early as a page can; ready once both the read and the document are done.
const STORAGE_SCRIPT_SOURCE = `var api = typeof browser !== 'undefined' && browser.storage ? browser : chrome;
api.storage.local.get(['game']).then(function () {
  var ready = function () { document.querySelector('[data-board]').setAttribute('data-ready', ''); };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready); else ready();
});
`;

const TILE_COUNT = 144;

/**
 * A plain HTML page with no script that draws a board-like grid of 144 tiles
 * carrying the same attributes the bench waits for, so both pages are timed
 * by the same in-page probe: its load time is the floor a page of this
 * extension can reach on this machine in this run.
 */
function staticPageHtml(options: { readStorageFirst: boolean } = { readStorageFirst: false }): string {
  const tiles = Array.from({ length: TILE_COUNT }, (_, i) => {
    const x = (i % 18) * 44;
    const y = Math.floor(i / 18) * 60;
    return `<div data-tile="${i}" style="left:${x}px;top:${y}px">${(i % 9) + 1}</div>`;
  }).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Static reference</title>${options.readStorageFirst ? `<script src="${STORAGE_SCRIPT}"></script>` : ''}
<style>
body{margin:0;font:16px system-ui,sans-serif;background:#f4f1ea}
[data-board]{position:relative;margin:24px auto;width:800px;height:500px}
[data-tile]{position:absolute;width:40px;height:56px;border:1px solid #8a7f6a;border-radius:4px;background:#fffdf6;display:grid;place-items:center}
</style></head>
<body><div id="app"><div data-board${options.readStorageFirst ? '' : ' data-ready'}>${tiles}</div></div></body></html>
`;
}

/** Writes the reference pages into the built extension folder; returns a function that removes them. */
export function addStaticPage(outDir: string): () => void {
  const files = {
    [STATIC_PAGE]: staticPageHtml(),
    [STORAGE_PAGE]: staticPageHtml({ readStorageFirst: true }),
    [STORAGE_SCRIPT]: STORAGE_SCRIPT_SOURCE,
  };
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(outDir, name), contents);
  return () => {
    for (const name of Object.keys(files)) rmSync(join(outDir, name), { force: true });
  };
}
