import { afterWinSuite } from './scenarios/afterWin.ts';

afterWinSuite('firefox');
