/**
 * Imported (on demand, once a page) when a table is the theme: its sheet is shown and kept for the next
 * load (tables.ts). A module that only does this, so the first load holds no more than its import.
 */
import { keepTables } from './tables';

keepTables();
