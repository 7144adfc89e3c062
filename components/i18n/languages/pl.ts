// Everything the game says in Polish, in one chunk that loads only when Polish is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/pl';

export default bundle(import.meta.glob('../messages/*/pl.ts', { eager: true, import: 'default' }), layoutNames);
