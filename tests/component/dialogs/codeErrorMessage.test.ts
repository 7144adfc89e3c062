import { describe, expect, it } from 'vitest';
import { loadDeferredMessages, translate } from '@/components/i18n';
import { characterAt, codeErrorMessage } from '@/components/dialogs/codeErrorMessage';
import { codeFromHash } from '@/components/shell/gameCodes';
import { parseCode } from '@/core/code';

const loneSurrogate = /[\uD800-\uDFFF]/u;
const hasLoneSurrogate = (s: string) => [...s].some((c) => c.length === 1 && loneSurrogate.test(c));

describe('a character outside the Basic Multilingual Plane in a code', () => {
  const t = (k: string, p?: Record<string, string | number>) => translate('en', k, p);

  it('from a #game= link is shown whole in the error, never half', async () => {
    await loadDeferredMessages();
    const code = codeFromHash(`#game=${encodeURIComponent('MJ1-L00-AAAAA😀')}`)!;
    const result = parseCode(code);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('character');
    const text = codeErrorMessage(result.error, code, t);
    expect(text).toContain('😀');
    expect(hasLoneSurrogate(text)).toBe(false);
    expect(result.error.message).toContain('😀');
    expect(hasLoneSurrogate(result.error.message)).toBe(false);
  });

  it('is one character at either half of its pair', () => {
    expect(characterAt('A😀B', 1)).toBe('😀');
    expect(characterAt('A😀B', 2)).toBe('😀');
    expect(characterAt('A😀B', 3)).toBe('B');
    expect(characterAt('AB', 5)).toBe('');
  });
});
