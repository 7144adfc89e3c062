import { boardSuite } from './scenarios/board.ts';

boardSuite('firefox');
