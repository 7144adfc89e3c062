import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { defineConfig } from 'wxt';
// Vite's own bundler (a dependency of the pinned vite): its minifier, for the one script it does not bundle.
import { minifySync } from 'rolldown/experimental';
import { earlyStartScript } from './app/earlyStartScript';
import { languageModules } from './app/languageModules';
import { LANGUAGES } from './core/language';

type BuildOptions = NonNullable<InlineConfig['build']>;

/** How the pages' scripts are cut into files: the first paint loads little, the rest on demand. */
function pageBuild(build: BuildOptions): BuildOptions {
  const rolldown = build.rolldownOptions ?? {};
  const output = Array.isArray(rolldown.output) ? {} : (rolldown.output ?? {});
  return {
    ...build,
    // Each page's HTML lists every chunk its entry imports, so they are fetched at once instead of one
    // after another as imports are found. Extension files are local: no modulepreload polyfill, and a
    // lazy chunk's imports are not preloaded.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      ...rolldown,
      output: {
        ...output,
        codeSplitting: {
          groups: [
            // Dealing (core/deal and the solver) loads on demand, on its own; the solver worker bundles its own copy.
            { name: 'dealing', includeDependenciesRecursively: false, test: /[\\/]core[\\/](deal|newGame|prng|solver[\\/].*)\.ts$/ },
            // What both pages load first, as one file (it compresses better); each page's own entry stays apart.
            { name: 'page', tags: ['$initial'], test: /^(?!.*[\\/]entrypoints[\\/])/ },
          ],
        },
      },
    },
  };
}

/** The pages' lazy imports go through app/preloadHelper.js instead of the bundler's heavier helper. */
const smallPreloadHelper = (): Plugin => ({
  name: 'mahjong:small-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return readFileSync(new URL("./app/preloadHelper.js", import.meta.url), "utf8");
  },
});

/**
 * Pinia's devtools keep a copy of FileSaver (exporting the state to a file), left out of production
 * builds with the devtools, but its `saveAs` choice reads browser globals at import time, which the
 * minifier must assume may have effects: marked pure, it and FileSaver are dropped from the page.
 */
const PINIA_SAVE_AS = 'const saveAs = !IS_CLIENT ?';
const piniaWithoutFileSaver = (): Plugin => ({
  name: 'mahjong:pinia-without-file-saver',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]pinia[\\/]dist[\\/]pinia\.js$/.test(id)) return;
    const at = code.indexOf(PINIA_SAVE_AS);
    if (at < 0) throw new Error(`pinia's saveAs is no longer "${PINIA_SAVE_AS} ...": check wxt.config.ts piniaWithoutFileSaver`);
    const end = code.indexOf(';\n', at);
    const value = code.slice(at + 'const saveAs = '.length, end);
    return { code: `${code.slice(0, at)}const saveAs = /*#__PURE__*/ (() => ${value})()${code.slice(end)}`, map: null };
  },
});

/**
 * Each page's entry module is named in its HTML, not loaded by it: app/earlyStart.js imports it once
 * the frame it may draw from the page's copy is on screen (at once when it draws none), so that no
 * module is fetched or compiled before that frame. The entry imports the rest.
 */
const entryStartedByEarlyStart = (): Plugin => ({
  name: 'mahjong:entry-started-by-early-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      // Under `wxt` dev mode the modules come from the dev server and run as the page lists them
      // (tests/build/bundleSize.test.ts checks the built pages name their entry).
      const entry = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
      if (!entry.test(html) || !html.includes('src="/early-start.js"')) return html;
      return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(entry, '<meta name="mahjong:entry" content="$1">');
    },
  },
});

// The extension asks for `storage` only and makes no network request.
export default defineConfig({
  // The product's stack includes webextension-polyfill (through WXT's module): one promise-based
  // `browser` API on every browser the extension supports, whatever their own quirks.
  modules: ['@wxt-dev/module-vue', '@wxt-dev/webextension-polyfill'],
  // Every component uses <script setup>: leaving Vue's Options API out makes the page lighter.
  vite: () => ({
    // Each language but English is one module made from its folder in locales/, so one chunk.
    plugins: [smallPreloadHelper(), entryStartedByEarlyStart(), languageModules(), piniaWithoutFileSaver()],
    define: { __VUE_OPTIONS_API__: 'false' },
    build: {
      // Our style sheets use light-dark() for the themes' colours: the browsers we support have it
      // (Chrome 123, Firefox 140), so it is shipped as it is, not rewritten into a var() pair for
      // every colour, which each of the 144 tiles would resolve on every first paint.
      cssTarget: ['chrome123', 'firefox140'],
      // NO_MINIFY=1: readable function names in a CPU profile of the pages.
      ...(process.env.NO_MINIFY ? { minify: false } : {}),
      // BUNDLE_MAP=1: source maps beside the files, for bench/bundleBreakdown.ts (which module weighs what).
      sourcemap: process.env.BUNDLE_MAP ? 'hidden' : false,
      // core/ is pure (no DOM, no browser API, nothing done at import time), so an import whose
      // exports go unused may be dropped: the page keeps core/game without what dealing pulls in.
      rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]core[\\/]/, sideEffects: false }] } },
    },
  }),
  hooks: {
    // The chunk tuning is for the pages only. WXT builds any other script (the background script
    // `wxt` dev mode adds, a content or unlisted script) as a library, which keeps its entry's
    // signature and must not be split into groups.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (entrypoints.some((entry) => entry.inputPath.endsWith('.html'))) config.build = pageBuild(config.build ?? {});
    },
    // The pages load this plain script in <head>: it applies the theme before first paint, draws the frame
    // kept from the last visit and starts the modules. It is not bundled, so it is given the localStorage keys
    // here and minified by the bundler's own minifier (it is part of every page's first load).
    'build:publicAssets': (wxt, files) => {
      const script = earlyStartScript(readFileSync(resolve(wxt.config.root, 'app/earlyStart.js'), 'utf8'));
      files.push({ contents: minifySync('early-start.js', script).code, relativeDest: 'early-start.js' });
      // The extension's name and description in every language (locales/<lang>/extension.json), where
      // the browsers read them: _locales/<lang>/messages.json, a region after an underscore (pt_BR).
      for (const lang of LANGUAGES) {
        const contents = readFileSync(resolve(wxt.config.root, 'locales', lang, 'extension.json'), 'utf8');
        files.push({ contents, relativeDest: `_locales/${lang.replace('-', '_')}/messages.json` });
      }
    },
  },
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage'],
    icons: { 16: '/icon/16.png', 32: '/icon/32.png', 48: '/icon/48.png', 128: '/icon/128.png' },
    action: { default_title: '__MSG_extName__', default_icon: { 16: '/icon/16.png', 32: '/icon/32.png' } },
    ...(browser === 'firefox'
      ? {
          // Firefox builds stay MV2 (WXT's default; see the README). storage.sync needs a
          // fixed add-on id; data_collection_permissions came in Firefox 140 (Android 142).
          browser_specific_settings: {
            gecko: {
              id: 'mahjong-tab@mahjong-tab.app',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : { minimum_chrome_version: '123' }),
  }),
});
