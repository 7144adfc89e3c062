/**
 * Build side: a Vite plugin that makes each language other than English one module, from its
 * folder in locales/, so that it loads as one chunk when the language is wanted. Nothing is
 * written per language: a folder in locales/ and its code in core/language.ts are all it takes.
 *
 * - `virtual:languages`: a loader for every language but English, by code;
 * - `virtual:language/<code>`: that language's messages (every `.ts` file of its folder but its
 *   layout names and the areas that load on demand, merged) and its layout names (`layouts.ts`),
 *   as a LanguageBundle. An area on demand (components/i18n/onDemand.ts) is a chunk of its own.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../core/language.ts';
import { ON_DEMAND_AREAS } from '../components/i18n/onDemand.ts';

/** Where the languages' folders are. */
const LOCALES = fileURLToPath(new URL('../locales', import.meta.url));
const TABLE = 'virtual:languages';
const ONE = 'virtual:language/';
/** The file of a language's folder that holds its layout names; every other `.ts` file is an area of messages. */
const LAYOUT_NAMES_FILE = 'layouts.ts';

/** Areas that load on their own, when a view asks (components/i18n/areas.ts), not with the language. */
const ON_DEMAND_FILES: readonly string[] = ON_DEMAND_AREAS.map((area) => `${area}.ts`);

/** The area files of a language's folder (its messages) that load with it, sorted. */
function areaFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== LAYOUT_NAMES_FILE && !ON_DEMAND_FILES.includes(file))
    .sort();
}

/** The source of one language's module: its areas merged into one table, and its layout names. */
function languageModule(folder: string): string {
  const areas = areaFiles(folder);
  const imports = areas.map((file, i) => `import a${i} from ${JSON.stringify(resolve(folder, file))};`);
  const names = readdirSync(folder).includes(LAYOUT_NAMES_FILE);
  if (names) imports.push(`import layoutNames from ${JSON.stringify(resolve(folder, LAYOUT_NAMES_FILE))};`);
  const merged = `Object.assign({}, ${areas.map((_, i) => `a${i}`).join(', ')})`;
  return `${imports.join('\n')}\nexport default { messages: ${merged}, layoutNames: ${names ? 'layoutNames' : '{}'} };\n`;
}

export function languageModules(): Plugin {
  return {
    name: 'mahjong:language-modules',
    resolveId(id) {
      if (id === TABLE || id.startsWith(ONE)) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${TABLE}`) {
        const entries = LANGUAGES.filter((lang) => lang !== 'en').map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(ONE + lang)})`);
        return `export default { ${entries.join(', ')} };\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const lang = id.slice(ONE.length + 1);
        const folder = resolve(LOCALES, lang);
        for (const file of readdirSync(folder)) this.addWatchFile(resolve(folder, file));
        return languageModule(folder);
      }
    },
  };
}
