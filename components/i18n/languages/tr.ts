// Everything the game says in Turkish, in one chunk that loads only when Turkish is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/tr';

export default bundle(import.meta.glob('../messages/*/tr.ts', { eager: true, import: 'default' }), layoutNames);
