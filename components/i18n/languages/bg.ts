// Everything the game says in Bulgarian, in one chunk that loads only when Bulgarian is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/bg';

export default bundle(import.meta.glob('../messages/*/bg.ts', { eager: true, import: 'default' }), layoutNames);
