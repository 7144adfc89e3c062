import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', 'dist/', 'bench/results.json', '.*.ts', '.*.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    // The pages' plain head script: it runs before the extension API wrapper loads, and the build fills in its keys.
    files: ['app/earlyStart.js'],
    languageOptions: { globals: { browser: 'readonly', chrome: 'readonly', __FIRST_PAINT_KEYS__: 'readonly' } },
  },
  {
    // core/ is the pure game: no Vue, no stores, no DOM, no browser API.
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['vue', 'pinia', 'wxt', 'wxt/*', '@wxt-dev/*', 'webextension-polyfill'], message: 'core/ is plain TypeScript.' },
            { group: ['**/stores/**', '**/components/**', '**/app/**', '**/entrypoints/**'], message: 'core/ depends on nothing above it.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'chrome', 'browser', 'performance'],
    },
  },
  {
    // stores/ sit on core/. The one thing they take from above is a type: the message keys, so a
    // notice naming a message that does not exist fails to compile.
    files: ['stores/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/components/**', '!**/components/i18n/keys'], message: 'stores/ do not depend on components/.' },
            { group: ['**/components/i18n/keys'], allowTypeImports: true, message: 'stores/ take only the message key types from components/.' },
            { group: ['**/app/**', '**/entrypoints/**'], message: 'stores/ do not depend on the page set-up or the pages.' },
          ],
        },
      ],
    },
  },
  {
    // components/ draw what the stores say; the page set-up (app/) and the pages sit above them.
    files: ['components/**/*.ts', 'components/**/*.vue'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '**/entrypoints/**'], message: 'components/ do not depend on the page set-up or the pages.' }] },
      ],
    },
  },
  {
    // app/ sets a page up (storage plumbing, stores, the root component); the pages use it, never the reverse.
    files: ['app/**/*.ts', 'app/**/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/entrypoints/**'], message: 'app/ does not depend on the pages.' }] },
      ],
    },
  },
  {
    // A committed .only narrows a file to one test and .skip drops one, both quietly (Vitest refuses .only too: allowOnly).
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(describe|suite|it|test)$/][property.name=/^(only|skip|todo)$/]',
          message: 'No .only, .skip or .todo in committed tests: narrow a run with -t or file names.',
        },
      ],
    },
  },
);
