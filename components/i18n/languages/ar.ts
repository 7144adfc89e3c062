// Everything the game says in Arabic, in one chunk that loads only when Arabic is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/ar';

export default bundle(import.meta.glob('../messages/*/ar.ts', { eager: true, import: 'default' }), layoutNames);
