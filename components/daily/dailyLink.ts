/** The date of a `#daily=YYYY-MM-DD` location hash (as written, checked later), or null when the hash names no day. */
export function dailyFromHash(hash: string): string | null {
  const match = /^#?daily=(.*)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return match[1];
  }
}
