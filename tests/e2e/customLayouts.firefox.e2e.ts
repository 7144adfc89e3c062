import { customLayoutsSuite } from './scenarios/customLayouts.ts';

customLayoutsSuite('firefox');
