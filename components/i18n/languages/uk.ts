// Everything the game says in Ukrainian, in one chunk that loads only when Ukrainian is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/uk';

export default bundle(import.meta.glob('../messages/*/uk.ts', { eager: true, import: 'default' }), layoutNames);
