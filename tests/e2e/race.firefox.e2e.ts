import { raceSuite } from './scenarios/race.ts';

raceSuite('firefox');
