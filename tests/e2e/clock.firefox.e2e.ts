import { clockSuite } from './scenarios/clock.ts';

clockSuite('firefox');
