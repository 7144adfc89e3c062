/**
 * Digits, Large print, Ivory, Bold and Compact faces, laid out by Chromium with the app's own style
 * sheets at the tile widths the game uses (36-40 px on a phone, up to 80 px on
 * a large screen): every index stays inside its tile, and its text inside its
 * frame ("Wh" used to spill out of both). In Large print the suit mark stands
 * large in the tile's bottom-right corner, the part a tile of the layer above
 * leaves in view when it sits half a tile to the left or half a row up. And
 * at 40 px a flower, a season and a wind never look alike, hue or not.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { emblemsLoaded, TileFace } from '../../components/faces/TileFace.ts';
import { LAYER_LIFT, TILE_RATIO } from '../../components/board/boardMetrics.ts';
import { FACES, FLOWERS, matchGroup, SEASONS, WINDS, type Face } from '../../core/tiles.ts';
import { findChromium, REPO_ROOT } from './harness/index.ts';
import { closeFamilies, grey, SIMULATIONS } from './harness/vision.ts';

const WIDTHS = [36, 40, 58, 80];
const STYLES = ['digits', 'large', 'ivory', 'bold', 'compact'] as const;
const SHEETS = ['components/board/board.css', 'components/faces/faces.css', 'components/faces/largePrint.css', 'components/faces/tileSets.css'];

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
        // What a style does not draw (display: none, as Compact's suit letters) has no box and cannot spill.
        const drawn = (el: Element) => el.getClientRects().length > 0;
        for (const el of tile.querySelectorAll('*')) if (drawn(el)) parts.push({ what: el.getAttribute('class') ?? el.tagName, box: box(el.getBoundingClientRect()), frame: tileBox });
        const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!drawn(n.parentElement!)) continue;
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

describe('the drawn-from-label sets: indexes fit their tiles', () => {
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

const FAMILIES: Record<string, readonly Face[]> = { flower: FLOWERS, season: SEASONS, wind: WINDS };

/** The tiles of a style at 40 px as Chromium paints them: the RGBA pixels (row by row) of every face, and a digest of them. */
async function rasters(style: string): Promise<{ pixels: Map<Face, number[]>; digests: Map<Face, string> }> {
  const board = page.locator(`[data-style="${style}"][data-width="40"]`);
  const png = (await board.screenshot()).toString('base64');
  const tiles = await page.evaluate(
    async ({ style, png }) => {
      const board = document.querySelector(`[data-style="${style}"][data-width="40"]`)!;
      const origin = board.getBoundingClientRect();
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...board.querySelectorAll<HTMLElement>('.mj-tile')].map((tile) => {
        const r = tile.getBoundingClientRect();
        const data = context.getImageData(Math.round(r.left - origin.left), Math.round(r.top - origin.top), 40, 52).data;
        let digest = 0;
        for (const v of data) digest = (digest * 31 + v) >>> 0;
        const face = tile.dataset.face!;
        return { face, digest: `${digest}`, pixels: [...data] };
      });
    },
    { style, png },
  );
  return {
    pixels: new Map(tiles.map((t) => [t.face as Face, t.pixels])),
    digests: new Map(tiles.map((t) => [t.face as Face, t.digest])),
  };
}

/**
 * Mean grey difference per pixel that a flower, a season and a wind keep at least in the Digits styles at 40 px:
 * S and S1 came to 6.0 in Digits and 8.6 in Large print when only a small frame told a season's number from a
 * wind's arrow; with the emblems the closest pair is F1/S1, at 23 and 50.
 */
const MIN_FAMILY_DISTANCE = 12;

/** Every kind its own family, but the flowers one family and the seasons another: they match within their family. */
const KINDS: Record<string, readonly Face[]> = Object.fromEntries(FACES.map((face) => [matchGroup(face), FACES.filter((f) => matchGroup(f) === matchGroup(face))]));
const closeKinds = (greyOf: (face: Face) => number[], floor: number) => closeFamilies(KINDS, greyOf, floor);

/**
 * Mean grey difference per pixel that any two kinds keep at least at 40 px over the whole tile, in grey and under
 * each simulation. In a label style the closest kinds are two ranks of one suit, told by the rank alone (3 and 5,
 * 6 and 8): measured 4.6 in Digits, 8.9 in Large print, 3.6 in Ivory, 4.5 in Bold, 6.6 in Compact. (The Classic
 * art keeps 10: faces.chromium-only.e2e.ts.)
 */
const MIN_KIND_DISTANCE = 3;

describe('the drawn-from-label sets at 40 px, without hue', () => {
  for (const style of STYLES) {
    it(`${style}: a flower, a season and a wind never look alike, in grey and under simulated protanopia, deuteranopia and tritanopia`, async () => {
      const { pixels, digests } = await rasters(style);
      for (const [name, matrix] of [['grey', undefined], ...Object.entries(SIMULATIONS)] as [string, number[] | undefined][]) {
        const { close, closest } = closeFamilies(FAMILIES, (face) => grey(pixels.get(face)!, matrix), MIN_FAMILY_DISTANCE);
        console.log(`${style}, closest flower/season/wind (${name}): ${closest}`);
        expect(close, name).toEqual([]);
      }
      // Any two kinds that do not match, over the whole tile.
      for (const [name, matrix] of [['grey', undefined], ...Object.entries(SIMULATIONS)] as [string, number[] | undefined][]) {
        const { close, closest } = closeKinds((face) => grey(pixels.get(face)!, matrix), MIN_KIND_DISTANCE);
        console.log(`${style}, closest two kinds (${name}): ${closest}`);
        expect(close, name).toEqual([]);
      }
      // Every two kinds that do not match are painted differently at all (the text tells them apart).
      const same: string[] = [];
      for (let i = 0; i < FACES.length; i++)
        for (let j = i + 1; j < FACES.length; j++)
          if (matchGroup(FACES[i]) !== matchGroup(FACES[j]) && digests.get(FACES[i]) === digests.get(FACES[j])) same.push(`${FACES[i]}/${FACES[j]}`);
      expect(same).toEqual([]);
    });
  }
});
