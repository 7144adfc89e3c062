/** The value of a `#name=value` location hash (decoded and trimmed; as written when it does not decode), or null when the hash names something else. */
export function hashValue(hash: string, name: 'game' | 'daily'): string | null {
  const match = new RegExp(`^#?${name}=(.*)$`).exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return match[1];
  }
}
