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
