import { goesWrongSuite } from './scenarios/goesWrong.ts';

// Redo and Show me how in Firefox too.
goesWrongSuite('firefox', { all: false });
