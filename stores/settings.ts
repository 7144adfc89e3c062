import { defineStore } from 'pinia';
import { ref } from 'vue';
import { LANGUAGES, type LanguagePreference } from '@/core/language';
import { useServices } from './services';
import { useNoticesStore } from './notices';
import { KEYS } from './storage/keys';
import { settleRead, settleUnread, type AreaName, type Judgement, type ReadActions } from './storage/readPolicy';
import { clampTime, isRecord, isTime, readVersioned, SCHEMA_VERSION } from './storage/schema';

export type TileStyle = 'digits' | 'classic' | 'large';
export type Theme = 'system' | 'light' | 'dark';

export interface Settings {
  tileStyle: TileStyle;
  theme: Theme;
  language: LanguagePreference;
  showWinnable: boolean;
  /** Free tiles drawn with a ring of their own. */
  highlightFree: boolean;
  /** While a tile is selected, its free matches are marked (not counted as a hint). */
  showMatches: boolean;
  /** The board is never turned a quarter turn to draw bigger tiles in a narrow, tall window. */
  keepUpright: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  tileStyle: 'digits',
  theme: 'system',
  language: 'auto',
  showWinnable: false,
  highlightFree: false,
  showMatches: false,
  keepUpright: false,
};

/** The on/off settings; those added later (highlightFree, showMatches, keepUpright) may be missing from stored settings, which is no damage. */
const SWITCHES = ['showWinnable', 'highlightFree', 'showMatches', 'keepUpright'] as const;
const LATER_SWITCHES: readonly string[] = ['highlightFree', 'showMatches', 'keepUpright'];

const CHOICES = {
  tileStyle: ['digits', 'classic', 'large'],
  theme: ['system', 'light', 'dark'],
  language: ['auto', ...LANGUAGES],
} as const;

/** The page reads this before first paint to apply the theme without a flash. */
export const THEME_MIRROR_KEY = 'mahjong-theme';

interface StoredSettings extends Settings {
  updatedAt: number;
}

const pick = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const flag = (s: Record<string, unknown>, k: (typeof SWITCHES)[number]): boolean => (typeof s[k] === 'boolean' ? s[k] : DEFAULT_SETTINGS[k]);
/** A switch read as stored, or missing where a later release added it. */
const switchesClean = (value: Settings, s: Record<string, unknown>): boolean =>
  SWITCHES.every((k) => value[k] === s[k] || (s[k] === undefined && LATER_SWITCHES.includes(k)));

/** Each field on its own: one damaged field falls back alone. */
function readFields(s: Record<string, unknown>): { value: StoredSettings; clean: boolean } {
  const value: StoredSettings = {
    tileStyle: pick(s.tileStyle, CHOICES.tileStyle, DEFAULT_SETTINGS.tileStyle),
    theme: pick(s.theme, CHOICES.theme, DEFAULT_SETTINGS.theme),
    language: pick(s.language, CHOICES.language, DEFAULT_SETTINGS.language),
    showWinnable: flag(s, 'showWinnable'),
    highlightFree: flag(s, 'highlightFree'),
    showMatches: flag(s, 'showMatches'),
    keepUpright: flag(s, 'keepUpright'),
    updatedAt: isTime(s.updatedAt) ? s.updatedAt : 0,
  };
  const clean =
    (['tileStyle', 'theme', 'language'] as const).every((k) => value[k] === s[k]) &&
    switchesClean(value, s) &&
    value.updatedAt > 0;
  return { value, clean };
}

/** A choice a later release may add (a short lowercase word), as opposed to damage. */
const LATER_CHOICE = /^[a-z][a-z0-9-]{0,23}$/;

/** True when every field that is not one of ours is a choice a newer release could have added. */
function hasLaterChoices(s: Record<string, unknown>): boolean {
  const { value } = readFields(s);
  let unknown = false;
  for (const k of ['tileStyle', 'theme', 'language'] as const) {
    if (value[k] === s[k]) continue;
    if (typeof s[k] !== 'string' || !LATER_CHOICE.test(s[k])) return false;
    unknown = true;
  }
  return unknown && switchesClean(value, s) && value.updatedAt > 0;
}

function parseSettings(data: Record<string, unknown>): StoredSettings | string {
  if (!isRecord(data.settings)) return 'settings missing';
  const { value, clean } = readFields(data.settings);
  return clean ? value : 'damaged fields';
}

const makeSettings = (settings: StoredSettings) => ({ v: SCHEMA_VERSION, settings });

/**
 * A stored value, judged. Settings with choices a newer release added are left as they
 * are, and so is damage; either way the choices this release knows are used, the others
 * fall back to defaults, and any later change wins over them.
 */
function judgeSettings(raw: unknown): Judgement<StoredSettings> {
  const reading = readVersioned(raw, parseSettings);
  if (reading.kind !== 'bad') return reading;
  if (!isRecord(raw) || !isRecord(raw.settings)) return reading;
  const fallback = { ...readFields(raw.settings).value, updatedAt: 0 };
  return hasLaterChoices(raw.settings) ? { kind: 'newer', fallback } : { ...reading, fallback };
}

export const useSettingsStore = defineStore('settings', () => {
  const services = useServices();
  const notices = useNoticesStore();
  const tileStyle = ref<TileStyle>(DEFAULT_SETTINGS.tileStyle);
  const theme = ref<Theme>(DEFAULT_SETTINGS.theme);
  const language = ref<LanguagePreference>(DEFAULT_SETTINGS.language);
  const showWinnable = ref(DEFAULT_SETTINGS.showWinnable);
  const highlightFree = ref(DEFAULT_SETTINGS.highlightFree);
  const showMatches = ref(DEFAULT_SETTINGS.showMatches);
  const keepUpright = ref(DEFAULT_SETTINGS.keepUpright);
  let updatedAt = 0;
  let localBlocked = false; // this machine holds settings from a newer release: do not overwrite them
  let loading: Promise<void> | null = null;

  function apply(s: StoredSettings): void {
    if (s.updatedAt < updatedAt) return;
    tileStyle.value = s.tileStyle;
    theme.value = s.theme;
    language.value = s.language;
    showWinnable.value = s.showWinnable;
    highlightFree.value = s.highlightFree;
    showMatches.value = s.showMatches;
    keepUpright.value = s.keepUpright;
    updatedAt = s.updatedAt;
    mirrorTheme();
  }

  function mirrorTheme(): void {
    try {
      globalThis.localStorage?.setItem(THEME_MIRROR_KEY, theme.value);
    } catch {
      // Only an optimisation for the first paint.
    }
  }

  function current(): StoredSettings {
    return {
      tileStyle: tileStyle.value,
      theme: theme.value,
      language: language.value,
      showWinnable: showWinnable.value,
      highlightFree: highlightFree.value,
      showMatches: showMatches.value,
      keepUpright: keepUpright.value,
      updatedAt,
    };
  }

  const actions: ReadActions = {
    quarantine: services.backend.local,
    now: () => services.clock.now(),
    protect: ({ area }) => {
      if (area === 'sync') services.sync.block(KEYS.settings);
      else localBlocked = true;
    },
    notify: (notice) => notices.push(notice),
  };

  const read = (area: AreaName, raw: unknown): Promise<StoredSettings | null> =>
    settleRead(raw, judgeSettings(raw), { area, key: KEYS.settings }, actions);

  function listen(area: AreaName): void {
    services.backend[area].onChanged((changes) => {
      const change = changes[KEYS.settings];
      if (!change || change.newValue === undefined) return;
      void read(area, change.newValue).then((s) => s && apply(s));
    });
  }

  function init(): Promise<void> {
    loading ??= (async () => {
      // A key that could not be read is not written over: defaults are shown instead.
      const unread = (area: AreaName) => () => {
        settleUnread({ area, key: KEYS.settings }, actions);
        return {};
      };
      const [local, sync] = await Promise.all([
        services.backend.local.get([KEYS.settings]).catch(unread('local')),
        services.backend.sync.get([KEYS.settings]).catch(unread('sync')),
      ]);
      const fromLocal = await read('local', (local as Record<string, unknown>)[KEYS.settings]);
      const fromSync = await read('sync', (sync as Record<string, unknown>)[KEYS.settings]);
      for (const s of [fromLocal, fromSync]) if (s) apply(s);
      listen('local');
      listen('sync');
    })();
    return loading;
  }

  function update(patch: Partial<Settings>): void {
    const next: StoredSettings = { ...current(), ...patch, updatedAt: Math.max(clampTime(services.clock.now()), updatedAt + 1) };
    const checked = parseSettings({ settings: next });
    if (typeof checked === 'string') return; // not one of the choices: ignore
    apply(checked);
    if (!localBlocked) services.backend.local.set({ [KEYS.settings]: makeSettings(checked) }).catch(() => notices.push('notices.saveFailed'));
    services.sync.stage(KEYS.settings, () => makeSettings(current()), true);
  }

  return { tileStyle, theme, language, showWinnable, highlightFree, showMatches, keepUpright, init, update };
});
