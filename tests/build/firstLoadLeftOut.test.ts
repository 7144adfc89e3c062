import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageBundle } from '../../bench/bundle.ts';
import { extensionBuild } from '../e2e/harness/index.ts';

// Code the first load once carried for nothing: each is a sign that a saving was undone.
describe("what the new tab's first load leaves out", () => {
  const out = extensionBuild('chrome-mv3');
  const scripts = pageBundle(out, 'newtab.html').files.filter((file) => file.endsWith('.js'));
  const firstLoad = scripts.map((file) => readFileSync(join(out, file), 'utf8')).join('\n');

  it('has scripts to look into', () => {
    expect(firstLoad.length).toBeGreaterThan(10_000);
  });

  it("leaves out pinia's FileSaver, which only its devtools use (wxt.config.ts piniaWithoutFileSaver)", () => {
    expect(firstLoad).not.toContain('msSaveOrOpenBlob');
    expect(firstLoad).not.toContain('could not download file');
  });

  it("leaves out Vue's v-model directives for form fields: fields bind their value and listen instead", () => {
    // vModelText listens for IME composition; vModelSelect keeps a pending value on the element.
    expect(firstLoad).not.toContain('compositionstart');
    expect(firstLoad).not.toContain('_pendingValue');
  });
});

describe('form fields', () => {
  // v-model on a native field brings Vue's form directives into the first load, whatever loads it:
  // they live in the module of Vue the first load holds whole. A component's v-model is not one.
  const root = join(import.meta.dirname, '..', '..', 'components');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.vue'));

  it('bind a native field without v-model', () => {
    expect(files.length).toBeGreaterThan(20);
    const withVModel = files.filter((file) => /<(?:input|select|textarea)\b[^>]*\sv-model\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(withVModel).toEqual([]);
  });
});
