// Everything the game says in German, in one chunk that loads only when German is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/de';

export default bundle(import.meta.glob('../messages/*/de.ts', { eager: true, import: 'default' }), layoutNames);
