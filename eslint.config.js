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
    files: ['components/early-start.js'],
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
            { group: ['**/stores/**', '**/components/**', '**/entrypoints/**'], message: 'core/ depends on nothing above it.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'chrome', 'browser', 'performance'],
    },
  },
);
