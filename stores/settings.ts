import { defineStore } from 'pinia';
import { ref, type Ref, type ToRefs } from 'vue';
import { readSettingFields, type Settings, type SettingsTable } from '@/core/settings';
import { useServices } from './services';
import { useNoticesStore } from './notices';
import { KEYS } from './storage/keys';
import { settleRead, settleUnread, type Judgement, type ReadActions } from './storage/readPolicy';
import type { AreaName } from './storage/area';
import { clampTime, isRecord, isTime, readVersioned, SCHEMA_VERSION } from './storage/schema';

export type { Settings } from '@/core/settings';

/** The page reads this before first paint to apply the theme without a flash. */
export const THEME_MIRROR_KEY = 'mahjong-theme';

type StoredSettings = Settings & { updatedAt: number };
type Fields = Record<string, string | boolean | number>;

/**
 * Stored settings read by the table: each field on its own (one damaged field falls back alone).
 * `clean` when every field is one of ours; `later` when the only others are choices a newer release
 * could have added.
 */
function readFields(table: SettingsTable, s: Record<string, unknown>, synced?: boolean): { value: StoredSettings; clean: boolean; later: boolean } {
  const { value, bad, later } = readSettingFields(table, s, synced);
  const updatedAt = isTime(s.updatedAt) ? s.updatedAt : 0;
  const fine = !bad && updatedAt > 0;
  return { value: { ...value, updatedAt } as StoredSettings, clean: fine && !later, later: fine && later };
}

const parser = (table: SettingsTable, synced?: boolean) => (data: Record<string, unknown>): StoredSettings | string => {
  if (!isRecord(data.settings)) return 'settings missing';
  const { value, clean } = readFields(table, data.settings, synced);
  return clean ? value : 'damaged fields';
};

const makeSettings = (settings: Fields) => ({ v: SCHEMA_VERSION, settings });

/**
 * A stored value, judged. Settings with choices a newer release added are left as they
 * are, and so is damage; either way the choices this release knows are used, the others
 * fall back to defaults, and any later change wins over them.
 */
function judgeSettings(table: SettingsTable, raw: unknown, synced: boolean): Judgement<StoredSettings> {
  const reading = readVersioned(raw, parser(table, synced));
  if (reading.kind !== 'bad') return reading;
  if (!isRecord(raw) || !isRecord(raw.settings)) return reading;
  const { value, later } = readFields(table, raw.settings, synced);
  const fallback = { ...value, updatedAt: 0 };
  return later ? { kind: 'newer', fallback } : { ...reading, fallback };
}

export const useSettingsStore = defineStore('settings', () => {
  const services = useServices();
  const notices = useNoticesStore();
  // The settings this page knows: the table the services were given (SETTINGS, unless a test adds to it).
  const table = services.settings;
  // One ref a setting, each a member of the store (settings.tileStyle).
  const values: Record<string, Ref<string | boolean>> = Object.fromEntries(table.map((s) => [s.name, ref(s.default)]));
  let updatedAt = 0;
  let localBlocked = false; // this machine holds settings from a newer release: do not overwrite them
  let loading: Promise<void> | null = null;

  function apply(s: Fields): void {
    if ((s.updatedAt as number) < updatedAt) return;
    // Read from sync storage, the settings that stay on this machine are not there, and stay as they are.
    for (const { name } of table) if (name in s) values[name].value = s[name] as string | boolean;
    updatedAt = s.updatedAt as number;
    mirrorTheme();
  }

  function mirrorTheme(): void {
    try {
      globalThis.localStorage?.setItem(THEME_MIRROR_KEY, values.theme.value as string);
    } catch {
      // Only an optimisation for the first paint.
    }
  }

  /** The settings as stored: all of them, or those that sync. */
  function current(synced?: boolean): Fields {
    const out: Fields = {};
    for (const { name, sync } of table) if (sync || !synced) out[name] = values[name].value;
    return { ...out, updatedAt };
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
    settleRead(raw, judgeSettings(table, raw, area === 'sync'), { area, key: KEYS.settings }, actions);

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
    const next = { ...current(), ...patch, updatedAt: Math.max(clampTime(services.clock.now()), updatedAt + 1) };
    const checked = parser(table)({ settings: next });
    if (typeof checked === 'string') return; // not one of the choices: ignore
    apply(checked);
    if (!localBlocked) services.backend.local.set({ [KEYS.settings]: makeSettings(checked) }).catch(() => notices.push('notices.saveFailed'));
    services.sync.stage(KEYS.settings, () => makeSettings(current(true)), true);
  }

  // The table goes with the settings, for the dialog.
  return { ...(values as unknown as ToRefs<Settings>), table, init, update };
});
