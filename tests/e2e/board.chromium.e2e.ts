import { boardSuite } from './scenarios/board.ts';

boardSuite('chromium');
