// Everything the game says in Italian, in one chunk that loads only when Italian is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/it';

export default bundle(import.meta.glob('../messages/*/it.ts', { eager: true, import: 'default' }), layoutNames);
