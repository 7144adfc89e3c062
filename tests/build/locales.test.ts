/**
 * The built extension, in every language: its name and description where the browsers read them
 * (made from locales/<lang>/extension.json by the build), and each language but English in one
 * file of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/language.ts';
import { extensionBuild, REPO_ROOT } from '../e2e/harness/index.ts';

describe('the built extension', () => {
  const dir = extensionBuild('chrome-mv3');

  it('has every language’s name and description in _locales, and no other folder there', () => {
    const folders = LANGUAGES.map((lang) => lang.replace('-', '_'));
    expect(readdirSync(join(dir, '_locales')).sort()).toEqual([...folders].sort());
    for (const lang of LANGUAGES) {
      const built = join(dir, '_locales', lang.replace('-', '_'), 'messages.json');
      expect(existsSync(built), lang).toBe(true);
      expect(JSON.parse(readFileSync(built, 'utf8')), lang).toEqual(JSON.parse(readFileSync(join(REPO_ROOT, 'locales', lang, 'extension.json'), 'utf8')));
    }
    expect(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))).toMatchObject({ default_locale: 'en', name: '__MSG_extName__' });
  });

  it('loads each language but English as one chunk, named by its code', () => {
    const chunks = readdirSync(join(dir, 'chunks'));
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const own = chunks.filter((file) => new RegExp(`^${lang}-[\\w-]{8}\\.js$`).test(file));
      expect(own, lang).toHaveLength(1);
      // Nothing else to fetch: it imports no other chunk.
      expect(readFileSync(join(dir, 'chunks', own[0]), 'utf8'), lang).not.toMatch(/from\s*["'`]\.\//);
    }
  });
});
