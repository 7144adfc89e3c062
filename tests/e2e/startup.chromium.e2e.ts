import { startupSuite } from './scenarios/startup.ts';

startupSuite('chromium');
