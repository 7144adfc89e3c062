import { soundSuite } from './scenarios/sound.ts';

soundSuite('chromium');
