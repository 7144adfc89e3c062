// Everything the game says in Russian, in one chunk that loads only when Russian is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/ru';

export default bundle(import.meta.glob('../messages/*/ru.ts', { eager: true, import: 'default' }), layoutNames);
