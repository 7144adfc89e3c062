/**
 * How a face reads without hue: grey levels of a raster, after an optional
 * simulated colour-vision deficiency, and the mean difference of two rasters.
 */

/** Machado, Oliveira & Fernandes (2009), full severity: the matrices Chromium's own emulation uses. */
export const SIMULATIONS: Record<string, number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

/** Grey levels (luminance, 0-255) of RGBA pixels, row by row, after an optional colour-vision simulation. */
export function grey(pixels: readonly number[], simulation?: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < pixels.length; i += 4) {
    let [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (simulation) {
      const m = simulation;
      [r, g, b] = [m[0] * r + m[1] * g + m[2] * b, m[3] * r + m[4] * g + m[5] * b, m[6] * r + m[7] * g + m[8] * b].map((c) => Math.min(255, Math.max(0, c)));
    }
    out.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
  }
  return out;
}

/** Mean absolute difference per pixel of two grey rasters of one size. */
export const distance = (a: readonly number[], b: readonly number[]): number => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** The pairs of faces of different families closer than a floor, and the closest pair of all. */
export function closeFamilies<F extends string>(families: Record<string, readonly F[]>, greyOf: (face: F) => number[], floor: number): { close: string[]; closest: string } {
  const close: string[] = [];
  let closest = { d: Infinity, pair: '' };
  const groups = Object.values(families);
  const greys = new Map(groups.flat().map((face) => [face, greyOf(face)]));
  for (const [i, faces] of groups.entries())
    for (const others of groups.slice(i + 1))
      for (const a of faces)
        for (const b of others) {
          const d = distance(greys.get(a)!, greys.get(b)!);
          if (d < closest.d) closest = { d, pair: `${a}/${b} ${d.toFixed(1)}` };
          if (d < floor) close.push(`${a}/${b}: ${d.toFixed(1)}`);
        }
  return { close, closest: closest.pair };
}
