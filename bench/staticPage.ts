import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The reference pages, written into the build only while the benchmark runs,
 * never shipped. Each draws 144 tiles with the attributes the bench waits for,
 * so that they and the extension's pages are timed by the same in-page probe.
 */
export const STATIC_PAGE = 'bench-static.html';
/**
 * The same tiles, ready only once one storage key is read, as the page
 * contract asks of the board: the least any page of this extension can do
 * before its board is ready.
 */
export const STORAGE_PAGE = 'bench-static-storage.html';
/** The same tiles mounted by Vue (its prebuilt runtime) after the same read: the floor for this stack. */
export const VUE_PAGE = 'bench-static-vue.html';

/**
 * The same tiles, where a tap selects a tile and a second tap removes both: the floor for tap to
 * pair removed, timed by the same probe. What a page's own work adds to a tap shows beside it; the
 * rest is the wait for the next frame, which no page can shorten.
 */
export const TAP_PAGE = 'bench-static-tap.html';

const READ_SCRIPT = 'bench-read.js';
/** The tap page's script: also the one the same-look play page runs (tapWork.ts). */
export const TAP_SCRIPT = 'bench-tap.js';
const READY_SCRIPT = 'bench-ready.js';
const VUE_SCRIPT = 'bench-vue.js';
const VUE_APP_SCRIPT = 'bench-vue-app.js';

const TILE_COUNT = 144;
const place = (i: number) => `left:${(i % 18) * 44}px;top:${Math.floor(i / 18) * 60}px`;
const label = (i: number) => String((i % 9) + 1);

// Asked for in <head>, as early as a page can.
const READ_SOURCE = `var api = typeof browser !== 'undefined' && browser.storage ? browser : chrome;
window.__benchRead = api.storage.local.get(['game']);
`;
// At the end of <body>: ready once the read is answered.
const READY_SOURCE = `window.__benchRead.then(function () {
  document.querySelector('[data-board]').setAttribute('data-ready', '');
});
`;
const VUE_APP_SOURCE = `window.__benchRead.then(function () {
  var h = Vue.h;
  var tiles = [];
  for (var i = 0; i < ${TILE_COUNT}; i++) {
    tiles.push(h('div', { 'data-tile': i, style: 'left:' + (i % 18) * 44 + 'px;top:' + Math.floor(i / 18) * 60 + 'px' }, String((i % 9) + 1)));
  }
  Vue.createApp({ render: function () { return h('div', { 'data-board': '', 'data-ready': '' }, tiles); } }).mount('#app');
});
`;

// The least a board can do with a tap: select, or remove the pair.
const TAP_SOURCE = `addEventListener('click', function (event) {
  var tile = event.target.closest('[data-tile]');
  if (!tile) return;
  var selected = document.querySelector('[data-selected="true"]');
  if (selected && selected !== tile) {
    selected.remove();
    tile.remove();
  } else {
    tile.setAttribute('data-selected', 'true');
  }
});
`;

type Kind = 'static' | 'storage' | 'vue' | 'tap';

function pageHtml(kind: Kind): string {
  const tiles = Array.from({ length: TILE_COUNT }, (_, i) => `<div data-tile="${i}" style="${place(i)}">${label(i)}</div>`).join('');
  const head = kind === 'static' || kind === 'tap' ? '' : `<script src="${READ_SCRIPT}"></script>`;
  const body = {
    static: `<div id="app"><div data-board data-ready>${tiles}</div></div>`,
    storage: `<div id="app"><div data-board>${tiles}</div></div><script src="${READY_SCRIPT}"></script>`,
    vue: `<div id="app"></div><script src="${VUE_SCRIPT}"></script><script src="${VUE_APP_SCRIPT}"></script>`,
    tap: `<div id="app"><div data-board data-ready>${tiles}</div></div><script src="${TAP_SCRIPT}"></script>`,
  }[kind];
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Reference page</title>${head}
<style>
body{margin:0;font:16px system-ui,sans-serif;background:#f4f1ea}
[data-board]{position:relative;margin:24px auto;width:800px;height:500px}
[data-tile]{position:absolute;width:40px;height:56px;border:1px solid #8a7f6a;border-radius:4px;background:#fffdf6;display:grid;place-items:center}
</style></head>
<body>${body}</body></html>
`;
}

/** Writes the reference pages into the built extension folder; returns a function that removes them. */
export function addStaticPage(outDir: string): () => void {
  const vueRuntime = createRequire(import.meta.url).resolve('vue/dist/vue.runtime.global.prod.js');
  const files = {
    [STATIC_PAGE]: pageHtml('static'),
    [STORAGE_PAGE]: pageHtml('storage'),
    [VUE_PAGE]: pageHtml('vue'),
    [TAP_PAGE]: pageHtml('tap'),
    [TAP_SCRIPT]: TAP_SOURCE,
    [READ_SCRIPT]: READ_SOURCE,
    [READY_SCRIPT]: READY_SOURCE,
    [VUE_SCRIPT]: readFileSync(vueRuntime, 'utf8'),
    [VUE_APP_SCRIPT]: VUE_APP_SOURCE,
  };
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(outDir, name), contents);
  return () => {
    for (const name of Object.keys(files)) rmSync(join(outDir, name), { force: true });
  };
}
