import { dailySuite } from './scenarios/daily.ts';

dailySuite('firefox');
