// Everything the game says in Spanish, in one chunk that loads only when Spanish is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/es';

export default bundle(import.meta.glob('../messages/*/es.ts', { eager: true, import: 'default' }), layoutNames);
