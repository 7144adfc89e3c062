import { startupSuite } from './scenarios/startup.ts';

startupSuite('firefox');
