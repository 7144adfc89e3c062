import { languagesSuite } from './scenarios/languages.ts';

languagesSuite('chromium');
