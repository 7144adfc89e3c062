/**
 * The tables' sheet (tables.css), in a chunk of its own: fetched only once a table is chosen, or the
 * settings dialog draws their swatches. Never in the first load.
 */
import css from './tables.css?inline';
import { TABLES_KEY } from './tablesKey';

const ID = 'mahjong-tables';

/** Puts the sheet in the page, once (app/earlyStart.js may have put a kept copy there already: this one follows it, and wins). */
export function showTables(): void {
  if (document.getElementById(ID)) return;
  document.head.append(Object.assign(document.createElement('style'), { id: ID, textContent: css }));
}

/** Shows the sheet and keeps its text for app/earlyStart.js, which puts it in the page before first paint on the next load. */
export function keepTables(): void {
  showTables();
  try {
    localStorage.setItem(TABLES_KEY, css);
  } catch {
    // Only an optimisation for the first paint.
  }
}
