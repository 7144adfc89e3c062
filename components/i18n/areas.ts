/**
 * The areas of messages that load on demand (./onDemand.ts): one chunk per language and area,
 * English's too, fetched by the view that shows them, so neither the first load nor a language's
 * chunk carries them. Only a view of such an area imports this file.
 */
import { ref } from 'vue';
import { LANGUAGES, useI18n, type Language, type MessageParams } from './index';
import { templateParams } from './plural';
import type { AreaKey } from './keys';
import type { OnDemandArea } from './onDemand';

type Catalog = Readonly<Record<string, string>>;

// One pattern per area on demand (a glob takes literal patterns only; a test checks the list).
const files = import.meta.glob<Catalog>(['/locales/*/rewards.ts'], { import: 'default' });

const catalogs = new Map<string, Catalog>(); // by "<area>/<lang>"
const pending = new Map<string, Promise<void>>();
// Bumped when a catalogue arrives, so words asked for before it show once it is here.
const arrived = ref(0);

/** Loads one language's messages of an area (once); resolves at once when loaded. */
export function loadArea(area: OnDemandArea, lang: Language): Promise<void> {
  const key = `${area}/${lang}`;
  if (catalogs.has(key)) return Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    const load = files[`/locales/${lang}/${area}.ts`];
    loading = (load ? load() : Promise.resolve({})).then((catalog) => {
      catalogs.set(key, catalog);
      arrived.value += 1;
    });
    pending.set(key, loading);
  }
  return loading;
}

/** A message of an area in `lang`, English where that language's is not here (yet), else the key. */
export function translateArea(area: OnDemandArea, lang: Language, key: string, params?: MessageParams): string {
  void arrived.value; // read, so a view asking before the catalogue arrived asks again after
  const template = catalogs.get(`${area}/${lang}`)?.[key] ?? catalogs.get(`${area}/en`)?.[key] ?? key;
  return params ? templateParams(lang, template, params) : template;
}

/** Every language's messages of an area, loaded (for checks that compare them). */
export async function allAreaMessages(area: OnDemandArea): Promise<Readonly<Record<Language, Catalog>>> {
  await Promise.all(LANGUAGES.map((lang) => loadArea(area, lang)));
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, catalogs.get(`${area}/${lang}`) ?? {}])) as Record<Language, Catalog>;
}

/** The messages of an area in the language shown: loads English and that language, and follows it. */
export function useAreaWords<A extends OnDemandArea>(area: A): { w: (key: AreaKey<A>, params?: MessageParams) => string; ready: Promise<void> } {
  const { lang } = useI18n();
  const ready = Promise.all([loadArea(area, 'en'), loadArea(area, lang.value)]).then(() => undefined);
  return {
    w: (key, params) => {
      if (!catalogs.has(`${area}/${lang.value}`)) void loadArea(area, lang.value);
      return translateArea(area, lang.value, key, params);
    },
    ready,
  };
}
