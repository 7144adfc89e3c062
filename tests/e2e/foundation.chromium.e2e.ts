import { foundationSuite } from './scenarios/foundation.ts';

foundationSuite('chromium');
