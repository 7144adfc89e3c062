import type { Layout } from '../layout.ts';
import { unpackShape } from './packed.ts';
import { defineLayout } from './shapes.ts';
import { TURTLE } from './turtle.ts';

/**
 * L01 onwards in the packed notation of packed.ts (a few dozen characters a
 * layout, so that many cost the first load little), with their English
 * names (every other language's names load with its messages: locales/<lang>/layouts.ts).
 * L12-L23 run from easy to very hard by the fairness survey (core/survey.ts; `npm run bench` prints every layout's).
 */
const PACKED: readonly (readonly [code: string, en: string])[] = [
  // L01 Pyramid: tall: four stepped terraces under a small cap, five storeys.
  ['p0098422B76224', 'Pyramid'],
  // L02 Plain: flat and wide: one layer, each row broken once in a zigzag.
  ['b0014b40f1b2233ba2c1b8432bg491be631bm661v9b08d1bs831', 'Plain'],
  // L03 Fortress: corner towers, gated curtain walls and a stepped keep.
  ['p0022300p5151200p1515201bb624p0g22300p5h51200Pc7232111mgbf614Bf8122', 'Fortress'],
  // L04 Towers: four separate three-storey towers in the corners.
  ['p0053310mgv9', 'Towers'],
  // L05 Bridges: wide: two low banks and four long raised bridges across the river.
  ['b003abs03ap71a1210p76a1210p7ca1210p7ha1210B17221Bt7221', 'Bridges'],
  // L06 Cross: a tall three-storey upright between two lower side arms.
  ['pb02a212p0654211Bd4162B39212mfBe2181', 'Cross'],
  // L07 Butterfly: mirrored ridged wings either side of a slender body.
  ['p6035210b2224b0412p8a23210b4c22bag11B32241B14121B5c221mepd118201Bd4132', 'Butterfly'],
  // L08 Ring: a ring of stacked beads around an empty middle.
  ['p0032211p7032211pe032211pl032211ps032211b0532bs532P16222101Pt6222101B21112B91112Bg1112Bn1112Bu1112vab0931bs931', 'Ring'],
  // L09 Islands: spread out: eight small two-storey islands.
  ['p0043211pc023211p6743211p0e43211pce23211mgBf1121Bff121', 'Islands'],
  // L10 Diamond: a rhombus split down the middle, a jewel on each half.
  ['pc029210ba217b6425b4613b0821Bb2171B74251B56131B18211B88112mh', 'Diamond'],
  // L11 Stairs: nine ridged steps running diagonally across the board.
  ['p0081210p2281210p4481210p6681210p8881210paa81210pcc81210pee81210pgg81210B70112B92112Bb4112Bd6112Bf8112Bha112Bjc112Ble112Bng112', 'Stairs'],
  // L12 Twin Peaks: two stepped mountains and a saddle between them (easy).
  ['p0066312bd224mh', 'Twin Peaks'],
  // L13 Crown: a band in three parts under five points, jewels on the band (easy).
  ['b8219b0418b2c34bcc24B83141B05131B1d431Bdd231B4e112mhbg01aBg1151Bg2112Bgd122', 'Crown'],
  // L14 Arrow: fletching, a shaft of two short piles and a stepped head (easy).
  ['b0031b0221v7b0621p4354310pf354310bq017bs215bu413bw611Br2151Bt4131Bv6111Bs4132Bu6112Bt6113bb131bbd31', 'Arrow'],
  // L15 Hourglass: two stepped triangles split down the middle, meeting at a narrow waist (easy).
  ['b0061b2251b4441b6631B10511B32411B54311B20412mdv9b8851Bb8211Bc8112', 'Hourglass'],
  // L16 Gate: two three-storey towers joined by an arch (easy).
  ['b6018b8022p0436300B70221B70212mc', 'Gate'],
  // L17 Chimneys: four roofs, each with five single chimneys four storeys high (medium).
  ['b0044P60114001P22114001P44114001P06114001P66114001m9v9', 'Chimneys'],
  // L18 Sailboat: a split hull, a mast and two sails (medium).
  ['b0c71b2e61b4g51B1c611B3e511B2c512mgbf016Bf1151Bf2142p8234211pj045311bna21Bf3133', 'Sailboat'],
  // L19 Heart: two round lobes over a narrowing point, split by a slit (medium).
  ['p0063311b0671B16611b2861B38511b4a51b6c41b8e31B9e211bag21mf', 'Heart'],
  // L20 Clover: four stepped leaves around a small hub, and a stem (hard).
  ['p0044311pc044311vab8822B99111bk961Bl9511bqb24Brc131B99112', 'Clover'],
  // L21 Comet: a round stepped head trailing streaks (hard).
  ['b0051B10411B20312b9251Ba2411Bb2212b3431v7b0641B16311b9641Ba6311bi611pk156311pv215501', 'Comet'],
  // L22 Lanterns: two round lanterns, each with a handle and a tassel (very hard).
  ['b0051p0356311b2g31b4i11B40111mb', 'Lanterns'],
  // L23 Fish: a round stepped body, a forked tail, fins above and below (very hard).
  ['p0022211be048bm011b8236p2424211bm523p0c22211bme11Pf0412101P93652111Bn6111Pfe412101', 'Fish'],
];

/**
 * Every layout, indexed by its number. Game codes name a layout by number and
 * a tile by slot number, so once a layout is released its number, its slots
 * and their order are frozen forever (tests/unit/core/layouts/layouts.test.ts pins each
 * shape): change a shape only by adding a new layout with the next number.
 */
export const LAYOUTS: readonly Layout[] = Object.freeze([
  TURTLE, // L00 the classic: five stacked storeys, ears on the sides.
  ...PACKED.map(([code, en], i) => defineLayout(i + 1, { en }, unpackShape(code))),
]);

const BY_ID = new Map(LAYOUTS.map((layout) => [layout.id, layout]));

/** The layout with this id ('L00' …), or undefined when there is none. */
export function layoutById(id: string): Layout | undefined {
  return BY_ID.get(id);
}
