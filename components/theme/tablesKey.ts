/** Where the tables' sheet (tables.css) is kept as text, for app/earlyStart.js to put in the page before first paint. */
export const TABLES_KEY = 'mahjong-theme-sheet';
