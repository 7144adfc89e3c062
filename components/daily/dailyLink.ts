import { hashValue } from '@/components/shell/locationHash';

/** The date of a `#daily=YYYY-MM-DD` location hash (as written, checked later), or null when the hash names no day. */
export const dailyFromHash = (hash: string): string | null => hashValue(hash, 'daily');
