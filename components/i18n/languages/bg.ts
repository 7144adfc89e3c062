// Everything the game says in Bulgarian, in one chunk that loads only when Bulgarian is wanted.
import { bundle } from '../bundle';

export default bundle(import.meta.glob('../messages/*/bg.ts', { eager: true, import: 'default' }));
