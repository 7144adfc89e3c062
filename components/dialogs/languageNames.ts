import type { Language } from '@/core/language';

// Each language's folder gives its own name (locales/<lang>/language.json).
const names = import.meta.glob<string>('/locales/*/language.json', { eager: true, import: 'name' });

/**
 * Each language by its own name, the same whatever language the page speaks (so it is found by
 * those who read it): one name in each language's folder, not a copy in every catalogue. Loads
 * with the settings dialog.
 */
export const LANGUAGE_NAMES = Object.fromEntries(Object.entries(names).map(([path, name]) => [path.split('/')[2], name])) as Readonly<Record<Language, string>>;
