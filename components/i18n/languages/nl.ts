// Everything the game says in Dutch, in one chunk that loads only when Dutch is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/nl';

export default bundle(import.meta.glob('../messages/*/nl.ts', { eager: true, import: 'default' }), layoutNames);
