import { describe, expect, it } from 'vitest';
import { shortcutFor } from '@/components/shell/shortcuts';
import { codeFromHash } from '@/components/shell/gameCodes';
import { formatClock } from '@/components/toolbar/stopwatch';
import { applyTheme } from '@/components/theme/applyTheme';
import { codeErrorMessage } from '@/components/dialogs/codeErrorMessage';
import { loadDeferredMessages, translate } from '@/components/i18n';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods,
});

describe('shortcutFor', () => {
  it('maps the listed keys', () => {
    expect(shortcutFor(key('h'), document.body)).toBe('hint');
    expect(shortcutFor(key('H'), document.body)).toBe('hint');
    expect(shortcutFor(key('u'), document.body)).toBe('undo');
    expect(shortcutFor(key('z', { ctrlKey: true }), document.body)).toBe('undo');
    expect(shortcutFor(key('z', { metaKey: true }), document.body)).toBe('undo');
    expect(shortcutFor(key('p'), document.body)).toBe('toggle-pause');
    expect(shortcutFor(key(' '), document.body)).toBe('toggle-pause');
    expect(shortcutFor(key('n'), document.body)).toBe('new-game');
    expect(shortcutFor(key('?'), document.body)).toBe('help');
  });

  it('leaves Space to tiles and buttons, and keys to text fields and browser shortcuts', () => {
    const tile = document.createElement('div');
    tile.setAttribute('data-tile', '3');
    const button = document.createElement('button');
    const input = document.createElement('input');
    expect(shortcutFor(key(' '), tile)).toBeNull();
    expect(shortcutFor(key(' '), button)).toBeNull();
    expect(shortcutFor(key('h'), input)).toBeNull();
    expect(shortcutFor(key('n', { ctrlKey: true }), document.body)).toBeNull();
    expect(shortcutFor(key('h', { altKey: true }), document.body)).toBeNull();
    expect(shortcutFor(key('x'), document.body)).toBeNull();
  });
});

describe('game codes', () => {
  it('reads the deep link hash', () => {
    expect(codeFromHash('#game=MJ1-L00-AAAAABL')).toBe('MJ1-L00-AAAAABL');
    expect(codeFromHash('#game=mj1-l00-aaaaabl%20')).toBe('mj1-l00-aaaaabl');
    expect(codeFromHash('#other')).toBeNull();
    expect(codeFromHash('')).toBeNull();
  });

  it('explains a bad character by its place in the code', async () => {
    await loadDeferredMessages(); // the code dialog's strings
    const t = (k: string, p?: Record<string, string | number>) => translate('en', k, p);
    expect(codeErrorMessage({ kind: 'character', message: '', index: 14 }, 'MJ1-L00-AAAAAB1', t)).toBe(
      'The character “1” at position 15 cannot be in a code.',
    );
    expect(codeErrorMessage({ kind: 'shape', message: '' }, 'hello', t)).toMatch(/not a game code/);
  });
});

describe('formatClock', () => {
  it('shows m:ss, then h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
  });
});

describe('theme', () => {
  it('follows the system by leaving data-theme off (theme.css: color-scheme: light dark)', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    applyTheme('system', root);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('sets data-theme on the root', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('light', root);
    expect(root.getAttribute('data-theme')).toBe('light');
  });
});
