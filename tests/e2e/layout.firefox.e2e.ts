import { layoutSuite } from './scenarios/layout.ts';

layoutSuite('firefox');
