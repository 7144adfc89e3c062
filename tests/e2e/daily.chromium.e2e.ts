import { dailySuite } from './scenarios/daily.ts';

dailySuite('chromium');
