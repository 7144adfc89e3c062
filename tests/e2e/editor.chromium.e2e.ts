import { editorSuite } from './scenarios/editor.ts';

editorSuite('chromium', true);
