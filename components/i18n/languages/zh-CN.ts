// Everything the game says in Chinese (Simplified), in one chunk that loads only when Chinese (Simplified) is wanted.
import { bundle } from '../bundle';
import layoutNames from '@/core/layouts/names/zh-CN';

export default bundle(import.meta.glob('../messages/*/zh-CN.ts', { eager: true, import: 'default' }), layoutNames);
