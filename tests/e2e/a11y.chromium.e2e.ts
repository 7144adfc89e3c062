import { a11ySuite } from './scenarios/a11y.ts';

a11ySuite('chromium');
