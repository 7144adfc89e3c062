/**
 * The settings, as one table: each setting's name, default, allowed values, the revision of the
 * settings that added it, whether it syncs, and how the settings dialog offers it. The settings
 * store (stores/settings.ts) keeps, reads, checks and writes them from this table, and the dialog
 * (components/dialogs/SettingsDialog.vue) draws its controls from it. Pure data and checks.
 */
import { LANGUAGES } from './language.ts';

/** The tile styles: Digits (the default), Classic pictures, Large print, and the Ivory, Bold and Compact sets. How each draws: components/faces/tileStyles.ts. */
export const TILE_STYLES = ['digits', 'classic', 'large', 'ivory', 'bold', 'compact'] as const;
export type TileStyle = (typeof TILE_STYLES)[number];

/**
 * The themes a page is drawn in: light and dark (components/theme/theme.css), then the tables, each a
 * palette and a background (components/theme/tables.css, loaded only once one is chosen).
 */
export const THEMES = ['light', 'dark', 'jade', 'night', 'paper', 'slate', 'sakura', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];
/** The theme setting: one of the themes, or 'system' to follow the system's. */
export type ThemePreference = 'system' | Theme;

/**
 * How the dialog offers a setting: a row of choices (`segmented`), a box to tick (`check`), or the
 * language list, drawn by hand (`languages`).
 */
export type ControlKind = 'segmented' | 'check' | 'languages';

export interface Setting<N extends string = string, V extends string | boolean = string | boolean> {
  name: N;
  default: V;
  /** The values allowed; a setting without them is a switch, true or false. */
  choices?: readonly V[];
  /**
   * The revision of the settings that added it (1: the first). Stored settings older than a
   * setting lack it, which is no damage: its default is used.
   */
  since: number;
  /** Written to sync storage, to follow the player to other machines; else kept on this machine only. */
  sync: boolean;
  control: ControlKind;
  /** The message key of its label. */
  label: string;
  /** A choice's values are labelled by the message keys this prefix and the value make. */
  options?: string;
}

export type SettingsTable = readonly Setting[];

// Every setting so far syncs; the first four came with the first release of the settings (revision 1).
const choice = <const N extends string, const V extends string>(
  name: N,
  choices: readonly V[],
  control: ControlKind,
  label: string,
  options?: string,
  since = 1,
): Setting<N, V> => ({ name, default: choices[0], choices, since, sync: true, control, label, options });
const toggle = <const N extends string>(name: N, label: string, since = 1): Setting<N, boolean> => ({ name, default: false, since, sync: true, control: 'check', label });

/** The settings, in the order the dialog shows them (and stored settings list them). */
export const SETTINGS = [
  choice('tileStyle', TILE_STYLES, 'segmented', 'settings.tileStyle', 'settings.style.'),
  choice('theme', ['system', ...THEMES], 'segmented', 'settings.theme', 'settings.theme.'),
  choice('language', ['auto', ...LANGUAGES], 'languages', 'settings.language'),
  toggle('showWinnable', 'settings.winnable'),
  /** Free tiles drawn with a ring of their own. */
  toggle('highlightFree', 'settings.highlightFree', 2),
  /** While a tile is selected, its free matches are marked (not counted as a hint). */
  toggle('showMatches', 'settings.showMatches', 2),
  /** The board is never turned a quarter turn to draw bigger tiles in a narrow, tall window. */
  toggle('keepUpright', 'settings.keepUpright', 3),
  /** Sound effects (components/sound/), off by default: a new tab never surprises anyone. */
  choice('sound', ['off', 'on'], 'segmented', 'settings.sound', 'settings.sound.', 4),
  /** How loud they are, soft first. */
  choice('volume', ['soft', 'medium', 'loud'], 'segmented', 'settings.volume', 'settings.volume.', 4),
  /** In a race (core/challenge), the rival's pair of this moment flashes faintly on the board. */
  toggle('ghostPairs', 'settings.ghostPairs', 5),
] as const;

type Entry = (typeof SETTINGS)[number];
export type Settings = { [S in Entry as S['name']]: S['default'] };

/** A table with one more setting (last in the dialog). */
export const withSetting = (table: SettingsTable, setting: Setting): SettingsTable => [...table, setting];

/** A table where a choice allows one more value: a tile style, say, or a theme. */
export const withChoice = (table: SettingsTable, name: string, value: string): SettingsTable =>
  table.map((s) => (s.name === name && s.choices ? { ...s, choices: [...s.choices, value] } : s));

/** A choice a later release may add (a short lowercase word), as opposed to damage. */
const LATER_CHOICE = /^[a-z][a-z0-9-]{0,23}$/;

/**
 * The fields of stored settings, each on its own: one damaged field falls back to its default alone.
 * `bad` when a field is damaged (or missing though its setting is as old as the stored settings
 * can be), `later` when a choice is one a newer release could have added. From sync storage
 * (`synced`), the settings that stay on this machine are left out.
 */
export function readSettingFields(
  table: SettingsTable,
  stored: Record<string, unknown>,
  synced = false,
): { value: Record<string, string | boolean>; bad: boolean; later: boolean } {
  const value: Record<string, string | boolean> = {};
  let bad = false;
  let later = false;
  for (const s of table) {
    if (synced && !s.sync) continue;
    const v = stored[s.name];
    const ok = s.choices ? s.choices.includes(v as string) : typeof v === 'boolean';
    value[s.name] = ok ? (v as string | boolean) : s.default;
    if (ok || (v === undefined && s.since > 1)) continue;
    if (s.choices && typeof v === 'string' && LATER_CHOICE.test(v)) later = true;
    else bad = true;
  }
  return { value, bad, later };
}
