import { TABLES_KEY } from '../components/theme/tablesKey';
import { FIRST_FRAME_KEY, FIRST_PAINT_COPY_KEY } from '../stores/storage/firstPaintCopy';

/**
 * The head script as shipped: app/earlyStart.js without its comment
 * lines and indentation, given the localStorage keys it reads (the tables'
 * sheet among them). Used by the build and by the tests that run the script.
 */
export function earlyStartScript(source: string): string {
  return source
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/^\s+/gm, '')
    .replaceAll('__FIRST_PAINT_COPY_KEY__', FIRST_PAINT_COPY_KEY)
    .replaceAll('__FIRST_FRAME_KEY__', FIRST_FRAME_KEY)
    .replaceAll('__TABLES_KEY__', TABLES_KEY);
}
