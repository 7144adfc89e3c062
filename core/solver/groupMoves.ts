/**
 * What a tile group can do, per (options left, free tiles): its safe moves
 * and its candidate pairs, worked out once for all 8 x 16 cases so that a
 * play-through looks them up (playthrough.ts).
 */
import { onlyOption, PARTNER } from './problem.ts';

/**
 * Per (mask, free tiles), the safe moves: 0 for none, else the option to
 * fix (bits 0-1), and whether to remove the pair of tile 0 (bit 2) and the
 * other pair (bit 3). A fixed group removes its free pairs; an open group
 * with all four tiles free fixes its lowest option and removes both.
 */
export const SAFE = new Uint8Array(8 * 16);
for (let m = 1; m < 8; m++) {
  const single = (m & (m - 1)) === 0;
  const k = single ? onlyOption(m) : onlyOption(m & -m);
  for (let f = 0; f < 16; f++) {
    // Option k pairs tile 0 with PARTNER[k * 4], and the other two: 2 with 3 for option 0, 1 with PARTNER[k * 4 + 1] otherwise.
    const j0 = PARTNER[k * 4];
    const i1 = k === 0 ? 2 : 1;
    const j1 = PARTNER[k * 4 + i1];
    const both = (i: number, j: number): boolean => ((f >> i) & 1) === 1 && ((f >> j) & 1) === 1;
    let e = 0;
    if (single) e = (both(0, j0) ? 4 : 0) | (both(i1, j1) ? 8 : 0);
    else if (f === 15) e = 12;
    if (e !== 0) SAFE[m * 16 + f] = e | k;
  }
}

/**
 * Per (mask, free tiles), the candidate pairs of an open group in the order
 * (option, pair): entry `(mask * 16 + free) * 7` holds their count, then
 * each as option * 16 + i * 4 + j, i and j its tiles' indices in the group.
 */
export const CANDIDATES = new Uint8Array(8 * 16 * 7);
for (let m = 0; m < 8; m++) {
  if ((m & (m - 1)) === 0) continue;
  for (let f = 0; f < 16; f++) {
    const at = (m * 16 + f) * 7;
    for (let k = 0; k < 3; k++) {
      if ((m & (1 << k)) === 0) continue;
      for (let i = 0; i < 4; i++) {
        const j = PARTNER[k * 4 + i];
        if (j < i || ((f >> i) & 1) === 0 || ((f >> j) & 1) === 0) continue;
        CANDIDATES[at + 1 + CANDIDATES[at]++] = k * 16 + i * 4 + j;
      }
    }
  }
}
