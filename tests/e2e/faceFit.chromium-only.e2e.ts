/**
 * Digits and Large print faces, laid out by Chromium with the app's own style
 * sheets at the tile widths the game uses (36-40 px on a phone, up to 80 px on
 * a large screen): every index stays inside its tile, and its text inside its
 * frame ("Wh" used to spill out of both). In Large print the suit mark stands
 * large in the tile's bottom-right corner, the part a tile of the layer above
 * leaves in view when it sits half a tile to the left or half a row up.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { emblemsLoaded, TileFace } from '../../components/faces/TileFace.ts';
import { LAYER_LIFT, TILE_RATIO } from '../../components/board/boardMetrics.ts';
import { FACES, type Face } from '../../core/tiles.ts';
import { findChromium, REPO_ROOT } from './harness/index.ts';

const WIDTHS = [36, 40, 58, 80];
const STYLES = ['digits', 'large'] as const;
const SHEETS = ['components/board/board.css', 'components/faces/faces.css', 'components/faces/largePrint.css'];

interface Box { left: number; top: number; right: number; bottom: number }
interface Measured { face: Face; tile: Box; parts: { what: string; box: Box; frame: Box }[]; corner: Box | null }

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
  await emblemsLoaded;
  const css = SHEETS.map((f) => readFileSync(`${REPO_ROOT}/${f}`, 'utf8')).join('\n');
  const faces = await Promise.all(FACES.map((face) => Promise.all(STYLES.map((tileStyle) => renderToString(createSSRApp({ render: () => h(TileFace, { face, tileStyle }) }))))));
  const boards = STYLES.map((style, s) =>
    WIDTHS.map(
      (w) =>
        `<div class="mj-board mj-style-${style}" data-style="${style}" data-width="${w}" style="position:relative;font-size:${w / 2}px;width:${w * 16}px;height:${w * 4}px">` +
        FACES.map((face, i) => `<div class="mj-tile" data-face="${face}" style="left:${(i % 14) * w * 1.1}px;top:${Math.floor(i / 14) * w * 1.4}px;width:${w}px;height:${w * TILE_RATIO}px">${faces[i][s]}</div>`).join('') +
        '</div>',
    ).join(''),
  ).join('');
  await page.setContent(`<!doctype html><html data-theme="light"><head><style>${css}</style></head><body>${boards}</body></html>`);
});

afterAll(async () => {
  await browser?.close();
});

/** Every tile of a style at a width: its box, each element's and text's box within it (and the frame that holds it), and Large print's corner mark. */
function measure(style: string, width: number): Promise<Measured[]> {
  return page.evaluate(
    ({ style, width }) => {
      const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      const board = document.querySelector(`[data-style="${style}"][data-width="${width}"]`)!;
      return [...board.querySelectorAll<HTMLElement>('.mj-tile')].map((tile) => {
        const parts: { what: string; box: ReturnType<typeof box>; frame: ReturnType<typeof box> }[] = [];
        const tileBox = box(tile.getBoundingClientRect());
        for (const el of tile.querySelectorAll('*')) parts.push({ what: el.getAttribute('class') ?? el.tagName, box: box(el.getBoundingClientRect()), frame: tileBox });
        const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(n);
          // A framed text (a dragon's letter, a suit letter) keeps inside the frame's border box.
          parts.push({ what: `text "${n.textContent}"`, box: box(range.getBoundingClientRect()), frame: box(n.parentElement!.getBoundingClientRect()) });
        }
        const corner = tile.querySelector('.face-mark, .face-emblem');
        return { face: tile.dataset.face as never, tile: tileBox, parts, corner: corner ? box(corner.getBoundingClientRect()) : null };
      });
    },
    { style, width },
  );
}

const inside = (inner: Box, outer: Box, slack = 0.5) =>
  inner.left >= outer.left - slack && inner.top >= outer.top - slack && inner.right <= outer.right + slack && inner.bottom <= outer.bottom + slack;

describe('Digits and Large print indexes fit their tiles', () => {
  for (const style of STYLES) {
    it(`${style}: at ${WIDTHS.join(', ')} px every index, mark and text stays in its tile and its frame`, async () => {
      const spills: string[] = [];
      for (const width of WIDTHS) {
        for (const m of await measure(style, width)) {
          for (const p of m.parts) {
            // A text is measured across only: its box is as tall as its font's ascent and descent, more than
            // its ink; the element that holds it, a line box, stands for it up and down.
            const box = p.what.startsWith('text') ? { ...p.box, top: p.frame.top, bottom: p.frame.bottom } : p.box;
            if (!inside(box, m.tile)) spills.push(`${width}px ${m.face}: ${p.what} leaves the tile`);
            else if (!inside(box, p.frame)) spills.push(`${width}px ${m.face}: ${p.what} leaves its frame`);
          }
        }
      }
      expect(spills).toEqual([]);
    });
  }

  it('large: the suit mark, big, sits where a tile of the layer above half a tile left or half a row up leaves the face in view', async () => {
    for (const width of WIDTHS) {
      for (const m of await measure('large', width)) {
        if (/^(R|G|Wh)$/.test(m.face)) continue; // a dragon is its boxed letter alone
        expect(m.corner, `${m.face} has a corner mark`).not.toBeNull();
        const c = m.corner!;
        // A tile above, half a tile to the left, is drawn LAYER_LIFT up-left: it covers up to 0.5 - LAYER_LIFT of this tile's width.
        expect(c.left - m.tile.left, `${width}px ${m.face}`).toBeGreaterThanOrEqual((0.5 - LAYER_LIFT) * width - 0.5);
        // Half a row up: it covers down to TILE_RATIO / 2 - LAYER_LIFT of the width.
        expect(c.top - m.tile.top, `${width}px ${m.face}`).toBeGreaterThanOrEqual((TILE_RATIO / 2 - LAYER_LIFT) * width - 0.5);
        expect(c.bottom - c.top, `${width}px ${m.face}: the corner mark's height`).toBeGreaterThanOrEqual(0.4 * width);
      }
    }
  });
});
