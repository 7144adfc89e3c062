import { themesSuite } from './scenarios/themes.ts';

// The first paint only: axe runs over the tables in Chromium (themes.chromium.e2e.ts).
themesSuite('firefox', []);
