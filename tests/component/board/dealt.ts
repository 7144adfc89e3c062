import { TILE_SET, type Face } from '@/core/tiles';

/** A reproducible shuffle of the 144 tiles, so the board is a real deal with playable pairs. */
export function dealt(seed: number): Face[] {
  const faces = [...TILE_SET];
  let s = seed;
  for (let i = faces.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [faces[i], faces[j]] = [faces[j], faces[i]];
  }
  return faces;
}
