import { customLayoutsSuite } from './scenarios/customLayouts.ts';

customLayoutsSuite('chromium');
