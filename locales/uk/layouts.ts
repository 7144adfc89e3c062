// Every layout's name in Ukrainian, by layout id: loads with the Ukrainian messages.
import type { LayoutNameTable } from '../../core/layout.ts';

export default {
  L00: 'Черепаха', // Turtle
  L01: 'Піраміда', // Pyramid
  L02: 'Рівнина', // Plain
  L03: 'Фортеця', // Fortress
  L04: 'Вежі', // Towers
  L05: 'Мости', // Bridges
  L06: 'Хрест', // Cross
  L07: 'Метелик', // Butterfly
  L08: 'Кільце', // Ring
  L09: 'Острови', // Islands
  L10: 'Діамант', // Diamond
  L11: 'Сходи', // Stairs
  L12: 'Дві вершини', // Twin Peaks
  L13: 'Корона', // Crown
  L14: 'Стріла', // Arrow
  L15: 'Пісочний годинник', // Hourglass
  L16: 'Брама', // Gate
  L17: 'Димарі', // Chimneys
  L18: 'Вітрильник', // Sailboat
  L19: 'Серце', // Heart
  L20: 'Конюшина', // Clover
  L21: 'Комета', // Comet
  L22: 'Ліхтарики', // Lanterns
  L23: 'Риба', // Fish
} satisfies LayoutNameTable;
