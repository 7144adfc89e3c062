// Every layout's name in Russian, by layout id: loads with the Russian messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Черепаха', // Turtle
  L01: 'Пирамида', // Pyramid
  L02: 'Равнина', // Plain
  L03: 'Крепость', // Fortress
  L04: 'Башни', // Towers
  L05: 'Мосты', // Bridges
  L06: 'Крест', // Cross
  L07: 'Бабочка', // Butterfly
  L08: 'Кольцо', // Ring
  L09: 'Острова', // Islands
  L10: 'Алмаз', // Diamond
  L11: 'Лестница', // Stairs
  L12: 'Две вершины', // Twin Peaks
  L13: 'Корона', // Crown
  L14: 'Стрела', // Arrow
  L15: 'Песочные часы', // Hourglass
  L16: 'Ворота', // Gate
  L17: 'Трубы', // Chimneys
  L18: 'Парусник', // Sailboat
  L19: 'Сердце', // Heart
  L20: 'Клевер', // Clover
  L21: 'Комета', // Comet
  L22: 'Фонарики', // Lanterns
  L23: 'Рыба', // Fish
} satisfies LayoutNameTable;
