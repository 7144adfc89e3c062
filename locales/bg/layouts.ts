// Every layout's name in Bulgarian, by layout id: loads with the Bulgarian messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Костенурка', // Turtle
  L01: 'Пирамида', // Pyramid
  L02: 'Равнина', // Plain
  L03: 'Крепост', // Fortress
  L04: 'Кули', // Towers
  L05: 'Мостове', // Bridges
  L06: 'Кръст', // Cross
  L07: 'Пеперуда', // Butterfly
  L08: 'Пръстен', // Ring
  L09: 'Острови', // Islands
  L10: 'Диамант', // Diamond
  L11: 'Стълби', // Stairs
  L12: 'Два върха', // Twin Peaks
  L13: 'Корона', // Crown
  L14: 'Стрела', // Arrow
  L15: 'Пясъчен часовник', // Hourglass
  L16: 'Порта', // Gate
  L17: 'Комини', // Chimneys
  L18: 'Платноходка', // Sailboat
  L19: 'Сърце', // Heart
  L20: 'Детелина', // Clover
  L21: 'Комета', // Comet
  L22: 'Фенери', // Lanterns
  L23: 'Риба', // Fish
} satisfies LayoutNameTable;
