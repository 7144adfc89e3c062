import { foundationSuite } from './scenarios/foundation.ts';

foundationSuite('firefox');
