import { clockSuite } from './scenarios/clock.ts';

clockSuite('chromium');
