import { editorSuite } from './scenarios/editor.ts';

editorSuite('firefox', false);
