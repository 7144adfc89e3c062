/**
 * What a page wrote to one key, until storage reports each write back. The browser reports a
 * page's own writes to that page too, later and possibly after the page wrote again: a report of
 * an older write of its own is no news from another tab, and taken as news it sets the page back.
 */
export function ownEchoes(limit = 20) {
  const mine: string[] = [];
  const text = (value: unknown): string => JSON.stringify(value ?? null);
  return {
    /** Notes a value this page writes (undefined or null: the key removed). */
    wrote(value: unknown): void {
      mine.push(text(value));
      if (mine.length > limit) mine.shift();
    },
    /** Whether a reported new value is one of this page's writes; it and the writes before it are then forgotten. */
    isEcho(value: unknown): boolean {
      const at = mine.indexOf(text(value));
      if (at < 0) return false;
      mine.splice(0, at + 1);
      return true;
    },
  };
}
