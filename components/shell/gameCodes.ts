import { makeCode, parseCode } from '@/core/code';

/** The canonical form of a code, or null when it is not a valid one. */
export function canonicalCode(input: string): string | null {
  const parsed = parseCode(input);
  return parsed.ok ? makeCode(parsed.value.layoutId, parsed.value.dealNumber) : null;
}

/** The CODE of a `#game=CODE` location hash, or null when the hash names no game. */
export function codeFromHash(hash: string): string | null {
  const match = /^#?game=(.*)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return match[1];
  }
}
