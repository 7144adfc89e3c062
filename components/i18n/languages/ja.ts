// Everything the game says in Japanese, in one chunk that loads only when Japanese is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/ja';

export default bundle(import.meta.glob('../messages/*/ja.ts', { eager: true, import: 'default' }), layoutNames);
