import { hashValue } from './locationHash';

/** The CODE of a `#game=CODE` location hash, or null when the hash names no game. */
export const codeFromHash = (hash: string): string | null => hashValue(hash, 'game');
