import { A11Y_STATES, a11ySuite } from './scenarios/a11y.ts';

// Firefox works out names, roles and colours with its own engine. The states
// that differ most, rather than all of them, keep the run short.
const STATES = [
  'new tab, Digits, light',
  'new tab, Classic, dark',
  'new tab, light, paused',
  'new tab, Classic, dark, stuck: no more moves',
  'new tab, light, won',
  'new tab, dark, settings open',
  'new tab, light, code entry with an error',
  'new tab, light, import dialog with an added and a refused layout',
  'new tab, dark, a shared layout’s link opened',
  'new tab, dark, layout editor, tiles placed and an overlap refused',
  'popup, light, statistics open',
];

// A name that matches no state (renamed, or mistyped) fails the file rather than quietly checking less.
const unmatched = STATES.filter((name) => !A11Y_STATES.some((state) => state.name === name));
if (unmatched.length > 0) throw new Error(`Firefox accessibility states that match no state of A11Y_STATES: ${unmatched.join('; ')}`);

a11ySuite('firefox', A11Y_STATES.filter((state) => STATES.includes(state.name)));
