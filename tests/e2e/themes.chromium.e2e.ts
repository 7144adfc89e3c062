import { themesSuite } from './scenarios/themes.ts';

themesSuite('chromium', ['sakura', 'contrast']);
