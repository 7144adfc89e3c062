import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reference page: written into the build only while the benchmark runs, never shipped. */
export const STATIC_PAGE = 'bench-static.html';

const TILE_COUNT = 144;

/**
 * A plain HTML page with no script that draws a board-like grid of 144 tiles
 * carrying the same attributes the bench waits for, so both pages are timed
 * by the same in-page probe: its load time is the floor a page of this
 * extension can reach on this machine in this run.
 */
function staticPageHtml(): string {
  const tiles = Array.from({ length: TILE_COUNT }, (_, i) => {
    const x = (i % 18) * 44;
    const y = Math.floor(i / 18) * 60;
    return `<div data-tile="${i}" style="left:${x}px;top:${y}px">${(i % 9) + 1}</div>`;
  }).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Static reference</title>
<style>
body{margin:0;font:16px system-ui,sans-serif;background:#f4f1ea}
[data-board]{position:relative;margin:24px auto;width:800px;height:500px}
[data-tile]{position:absolute;width:40px;height:56px;border:1px solid #8a7f6a;border-radius:4px;background:#fffdf6;display:grid;place-items:center}
</style></head>
<body><div id="app"><div data-board data-ready>${tiles}</div></div></body></html>
`;
}

/** Writes the static page into the built extension folder; returns a function that removes it. */
export function addStaticPage(outDir: string): () => void {
  const path = join(outDir, STATIC_PAGE);
  writeFileSync(path, staticPageHtml());
  return () => rmSync(path, { force: true });
}
