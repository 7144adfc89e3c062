import { FIRST_PAINT_KEYS } from '../stores/storage/keys';
import { FIRST_FRAME_KEY, FIRST_PAINT_COPY_KEY } from '../stores/storage/firstPaintCopy';

/**
 * The head script as shipped: app/early-start.js without its comment
 * lines and indentation, given the keys the first paint reads and the
 * localStorage keys. Used by the build and by the tests that run the script.
 */
export function earlyStartScript(source: string): string {
  return source
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/^\s+/gm, '')
    .replace('__FIRST_PAINT_KEYS__', JSON.stringify(FIRST_PAINT_KEYS))
    .replaceAll('__FIRST_PAINT_COPY_KEY__', FIRST_PAINT_COPY_KEY)
    .replaceAll('__FIRST_FRAME_KEY__', FIRST_FRAME_KEY);
}
