/**
 * The Classic faces, rasterised by Chromium at 40 px tile width (the face drawn
 * at 94 % of it, as on the board), must each stay apart from every other kind:
 * no two faces of different kinds closer than a set distance in grey levels,
 * so that shape and corner index alone tell them apart. A kind is what
 * matches: the four flowers are one kind (any two match), the seasons another. The same holds under
 * simulated protanopia, deuteranopia and tritanopia, where hue is partly gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { classicSymbols, type ArtPart } from '../../components/faces/classicArt.ts';
import { FACE_VIEWBOX, symbolId } from '../../components/faces/faceIds.ts';
import { FACES, FLOWERS, matchGroup, SEASONS, WINDS, type Face } from '../../core/tiles.ts';
import { findChromium } from './harness/index.ts';
import { closeFamilies, distance, grey, SIMULATIONS } from './harness/vision.ts';

const TILE_WIDTH = 40;
const WIDTH = Math.round(TILE_WIDTH * 0.94); // the face art's share of a tile (board.css .face-art)
const HEIGHT = Math.round((WIDTH * 80) / 60);
/** Mean absolute difference in grey level (0-255) per pixel that any two kinds keep at least (the faces before the corner index on every numbered tile came closest at 8.4, 6 and 8 of characters; now 11.4). */
const MIN_DISTANCE = 10;
const FACE_COLOUR = '#f8f2e2'; // a free tile's face, light theme (board.css --tile-face)

const escape = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function markup(p: ArtPart): string {
  const attrs = Object.entries(p.attrs).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  const inner = p.text !== undefined ? escape(p.text) : (p.children ?? []).map(markup).join('');
  return `<${p.tag}${attrs}>${inner}</${p.tag}>`;
}

/** Each face as an SVG document of its own: the shared symbols, then the face shown by <use>, on a tile's face colour. */
function faceSvg(face: Face, defs: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${FACE_VIEWBOX}">` +
    `<defs>${defs}</defs><rect width="60" height="80" fill="${FACE_COLOUR}"/>` +
    `<use href="#${symbolId(face)}" width="60" height="80"/></svg>`
  );
}

type Pixels = number[]; // RGBA, row by row

let browser: Browser;
const rasters = new Map<Face, Pixels>();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const defs = classicSymbols().map(markup).join('');
  const svgs = FACES.map((face) => faceSvg(face, defs));
  const pixels = await page.evaluate(
    async ({ svgs, width, height }) => {
      const out: number[][] = [];
      for (const svg of svgs) {
        const image = new Image(width, height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, width, height);
        out.push([...context.getImageData(0, 0, width, height).data]);
      }
      return out;
    },
    { svgs, width: WIDTH, height: HEIGHT },
  );
  FACES.forEach((face, i) => rasters.set(face, pixels[i]));
});

afterAll(async () => {
  await browser?.close();
});

/** The pairs of different kinds closer than MIN_DISTANCE, and the closest pair of all. */
function closePairs(simulation?: number[]): { close: string[]; closest: string } {
  const greys = FACES.map((face) => grey(rasters.get(face)!, simulation));
  const close: string[] = [];
  let closest = { d: Infinity, pair: '' };
  for (let i = 0; i < FACES.length; i++) {
    for (let j = i + 1; j < FACES.length; j++) {
      if (matchGroup(FACES[i]) === matchGroup(FACES[j])) continue;
      const d = distance(greys[i], greys[j]);
      if (d < closest.d) closest = { d, pair: `${FACES[i]}/${FACES[j]} ${d.toFixed(1)}` };
      if (d < MIN_DISTANCE) close.push(`${FACES[i]}/${FACES[j]}: ${d.toFixed(1)}`);
    }
  }
  return { close, closest: closest.pair };
}

/** The corner a flower's, season's or wind's index holds (the number or letter, and a family's emblem under it): 16 × 36 of the 60 × 80 face. */
function corner(pixels: number[]): number[] {
  const [w, h] = [Math.round((WIDTH * 16) / 60), Math.round((HEIGHT * 36) / 80)];
  const out: number[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push(pixels[y * WIDTH + x]);
  return out;
}
/** Mean grey difference per pixel that the corners of a flower, a season and a wind keep at least, whatever their numbers (same-numbered flower and season corners came to 3.8 to 4.5 when only their ink told them apart). */
const MIN_CORNER_DISTANCE = 12;
const FAMILIES: Record<string, readonly Face[]> = { flower: FLOWERS, season: SEASONS, wind: WINDS };

describe('Classic faces at 40 px', () => {
  for (const [name, matrix] of [['grey', undefined], ...Object.entries(SIMULATIONS)] as [string, number[] | undefined][]) {
    it(`tells flowers, seasons and winds apart by the corner alone (${name})`, () => {
      const { close, closest } = closeFamilies(FAMILIES, (face) => corner(grey(rasters.get(face)!, matrix)), MIN_CORNER_DISTANCE);
      console.log(`closest corners (${name}): ${closest}`);
      expect(close).toEqual([]);
    });
  }

  it('draws every face (no blank raster)', () => {
    const blank = grey(rasters.get('1B')!).map(() => 0);
    for (const face of FACES) {
      const ink = grey(rasters.get(face)!).filter((v) => v < 200).length;
      expect(ink, `${face} has ink`).toBeGreaterThan(blank.length * 0.03);
    }
  });

  it('keeps every pair of kinds apart in grey levels alone (shape and index, no hue)', () => {
    const { close, closest } = closePairs();
    console.log(`closest pair in grey: ${closest}`);
    expect(close).toEqual([]);
  });

  for (const [name, matrix] of Object.entries(SIMULATIONS)) {
    it(`keeps every pair of kinds apart under simulated ${name}`, () => {
      const { close, closest } = closePairs(matrix);
      console.log(`closest pair under ${name}: ${closest}`);
      expect(close).toEqual([]);
    });
  }

  it('a face differs from itself by nothing (the measure is sound)', () => {
    const g = grey(rasters.get('8B')!);
    expect(distance(g, g)).toBe(0);
    expect(distance(g, grey(rasters.get('6B')!))).toBeGreaterThan(0);
  });
});
