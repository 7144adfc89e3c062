import { goesWrongSuite } from './scenarios/goesWrong.ts';

goesWrongSuite('chromium', { all: true });
