// Everything the game says in Portuguese (Brazil), in one chunk that loads only when Portuguese (Brazil) is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/pt-BR';

export default bundle(import.meta.glob('../messages/*/pt-BR.ts', { eager: true, import: 'default' }), layoutNames);
