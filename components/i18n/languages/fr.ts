// Everything the game says in French, in one chunk that loads only when French is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/fr';

export default bundle(import.meta.glob('../messages/*/fr.ts', { eager: true, import: 'default' }), layoutNames);
