import { layoutSuite } from './scenarios/layout.ts';

layoutSuite('chromium');
