/**
 * The areas of messages no page loads at start, in any language, English included: each is its own
 * small chunk per language (locales/<lang>/<area>.ts), fetched by the view that shows it
 * (`./areas.ts`), and left out of the language's chunk (app/languageModules.ts) and of the page's
 * English (`./index.ts`). Data only: the build reads it too.
 */
export const ON_DEMAND_AREAS = ['rewards'] as const;

export type OnDemandArea = (typeof ON_DEMAND_AREAS)[number];
